-- Sessions ended by signing out (lib/data/ended-sessions.ts). A session cookie is a signed JWT the
-- server cannot take back, so the session's id is kept here until no cookie carrying it can still
-- be valid; a replayed copy of a signed-out cookie then opens nothing. Every instance caches the
-- lookups and drops them when this table changes (NOTIFY, as for users in 0006).
CREATE TABLE "ended_session" (
	"session_id" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ended_session_expires_idx" ON "ended_session" USING btree ("expires_at");
--> statement-breakpoint
CREATE TRIGGER ended_session_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ended_session
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
