-- The notification centre (issue 26 item 2): one row per notice to a member (interests received and
-- accepted, new messages, photo requests, photo decisions, plan expiring, report outcomes), written
-- in the transaction of the event behind it. A conversation has at most one unread message notice
-- (its count grows); a plan's expiry date is noticed once. Each member's e-mail choice per kind
-- (at once, daily digest, off) and their last digest live on the account.
CREATE TABLE "notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE cascade,
	"kind" varchar(20) NOT NULL,
	"actor_profile_id" integer REFERENCES "profile"("id") ON DELETE cascade,
	"subject_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"read_at" timestamp with time zone,
	"digested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notification_profile_idx" ON "notification" USING btree ("profile_id", "id" DESC);
--> statement-breakpoint
CREATE INDEX "notification_unread_idx" ON "notification" USING btree ("profile_id") WHERE "read_at" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_unread_subject_idx" ON "notification" USING btree ("profile_id", "kind", "subject_id") WHERE "read_at" IS NULL AND "kind" = 'message';
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_plan_expiring_idx" ON "notification" USING btree ("profile_id", ("data" ->> 'expiry')) WHERE "kind" = 'plan_expiring';
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notice_mail" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest_sent_at" timestamp with time zone;
--> statement-breakpoint
-- The bell and the message list hear of a change to a member's notices at commit, on every instance
-- that LISTENs (lib/data/notifications/events.ts); the others poll.
CREATE FUNCTION notification_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notification_changed', NEW.profile_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notification_changed_notify AFTER INSERT OR UPDATE ON "notification"
  FOR EACH ROW EXECUTE FUNCTION notification_changed_notify();
