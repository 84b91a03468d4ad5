-- Interest e-mails bounded per recipient (issue 21 item 10; lib/data/interest-mail.ts). One row per
-- recipient profile: when the last interest e-mail went out, the highest interest id it covered, and
-- when the next one is due if interests arrived since (they are gathered into that one e-mail). An
-- interest's transaction locks its recipient's row before inserting, so per recipient the ids grow in
-- commit order; the sweep that sends due e-mails takes rows FOR UPDATE SKIP LOCKED, so several
-- instances share it and none sends an e-mail twice.
CREATE TABLE "interest_mail" (
	"recipient_profile_id" integer PRIMARY KEY NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE,
	"last_mailed_at" timestamp with time zone,
	"mailed_through_id" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "interest_mail_due_idx" ON "interest_mail" USING btree ("due_at") WHERE "due_at" IS NOT NULL;
--> statement-breakpoint
-- The daily limit of interests a member sends (INTERESTS_PER_DAY) counts their last 24 hours.
CREATE INDEX "interest_from_created_idx" ON "interest" USING btree ("from_profile_id", "created_at");
