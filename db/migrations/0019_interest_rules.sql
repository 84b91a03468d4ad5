-- Interests that respect people (issue 22 item 5). A withdrawn interest may be sent again (after 30
-- days: lib/interests/resend.ts), so the pair index that allowed one interest per sender and
-- recipient, ever, now counts only those not withdrawn: a declined one still blocks its sender, a
-- pending or accepted one is still the only one. The live-pair index of 0008 is unchanged.
DROP INDEX "interest_pair_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "interest_pair_idx" ON "interest" ("from_profile_id", "to_profile_id") WHERE "status" <> 'withdrawn';
--> statement-breakpoint
-- The sender's personal note, at most 500 characters (as char_length counts them).
ALTER TABLE "interest" ADD COLUMN "note" text;
--> statement-breakpoint
ALTER TABLE "interest" ADD CONSTRAINT "interest_note_length" CHECK (char_length("note") <= 500);
