-- Cache invalidation that survives a transaction-mode pooler (PgBouncer drops LISTEN): besides its
-- NOTIFY, every change to a cached table leaves one row per writing transaction here. An instance
-- that cannot LISTEN polls it (lib/data/change-poll.ts): rows committed since its previous poll are
-- those whose transaction was not yet visible in that poll's snapshot. Insert-only, so writers never
-- wait for each other on a shared counter row; instances delete rows older than ten minutes.
CREATE TABLE "table_change" (
	"table_name" text NOT NULL,
	"xid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_change_pk" PRIMARY KEY ("xid", "table_name")
);
--> statement-breakpoint
CREATE INDEX "table_change_changed_at_idx" ON "table_change" USING btree ("changed_at");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION table_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changed', TG_TABLE_NAME);
  INSERT INTO table_change (table_name) VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
