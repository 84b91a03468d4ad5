-- Issue 23 section 2: the member's own account (hide, married, delete, change e-mail) and the
-- "is this member visible to others" predicate (lib/data/member-visibility.ts).
ALTER TABLE "profile" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "married_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "married_to_profile_id" integer;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "marriage_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_married_to_profile_id_profile_id_fk" FOREIGN KEY ("married_to_profile_id") REFERENCES "public"."profile"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_married_to_idx" ON "profile" USING btree ("married_to_profile_id") WHERE "married_to_profile_id" IS NOT NULL;--> statement-breakpoint
-- The match search's partial indexes cover exactly the visible members, so the search stays index-only.
DROP INDEX IF EXISTS "profile_match_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "profile_match_date_idx";--> statement-breakpoint
CREATE INDEX "profile_match_idx" ON "profile" USING btree ("gender_id","age","chevvai_dhosam","mother_tongue_id","caste_id","height_id","star_id","raasi_id","date","id") WHERE "status" AND "mobile_verified" AND "hidden_at" IS NULL AND "married_at" IS NULL;--> statement-breakpoint
CREATE INDEX "profile_match_date_idx" ON "profile" USING btree ("gender_id","date" DESC,"id" DESC) WHERE "status" AND "mobile_verified" AND "hidden_at" IS NULL AND "married_at" IS NULL;--> statement-breakpoint
-- A change of sign-in e-mail waits in its token until the new address confirms it.
ALTER TABLE "account_token" ADD COLUMN "new_email" varchar(254);--> statement-breakpoint
-- What the IT Rules 2021 keep of a deleted account, for 180 days (purged by lib/data/deleted-accounts.ts).
CREATE TABLE "deleted_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"mobile" varchar(20),
	"full_name" varchar(100),
	"registered_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purge_after" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "deleted_account_purge_idx" ON "deleted_account" USING btree ("purge_after");--> statement-breakpoint
CREATE INDEX "deleted_account_email_idx" ON "deleted_account" USING btree (lower("email"));
