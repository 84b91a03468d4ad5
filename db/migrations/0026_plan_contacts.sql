-- Issue 25, item 2: a members plan says how many contact details it lets a member reveal
-- (0 = unlimited), and each first reveal of a counterpart's contact is counted once per pair.
ALTER TABLE "members_plan" ADD COLUMN "contacts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "members_plan" ADD CONSTRAINT "members_plan_contacts_positive" CHECK ("contacts" >= 0);
--> statement-breakpoint
CREATE TABLE "contact_reveal" (
	"id" serial PRIMARY KEY NOT NULL,
	"viewer_profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE,
	"profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_reveal_not_self" CHECK ("viewer_profile_id" <> "profile_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "contact_reveal_pair_idx" ON "contact_reveal" USING btree ("viewer_profile_id","profile_id");
