-- Issue 22, items 3 and 4: photos are moderated; members report and block one another.
--
-- A photo a member uploads waits for an administrator (media_object.moderation 'pending'): until
-- it is approved only its owner and administrators see it. Uploads made before this migration,
-- PDFs and administrators' uploads are 'approved'.
ALTER TABLE "media_object" ADD COLUMN "moderation" varchar(10) DEFAULT 'approved' NOT NULL;
--> statement-breakpoint
ALTER TABLE "media_object" ADD CONSTRAINT "media_object_moderation_known" CHECK ("moderation" in ('pending', 'approved', 'rejected'));
--> statement-breakpoint
-- A profile taken out of sight by moderation: 'reported' (reported by enough members, until an
-- administrator decides), 'hidden' (an administrator hid it) or 'suspended' (the account is
-- suspended). Null: not held. The reason stays on the moderation item that decided it.
ALTER TABLE "profile" ADD COLUMN "moderation_hold" varchar(10);
--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_moderation_hold_known" CHECK ("moderation_hold" in ('reported', 'hidden', 'suspended'));
--> statement-breakpoint
-- A suspended account cannot sign in, and its sessions and API tokens end (the session stamp).
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;
--> statement-breakpoint
-- The match search reads only live members (lib/data/member-visibility.ts): the partial indexes say
-- so too, moderation included, so an index-only scan still answers it.
DROP INDEX IF EXISTS "profile_match_idx";
--> statement-breakpoint
CREATE INDEX "profile_match_idx" ON "profile" USING btree ("gender_id","age","chevvai_dhosam","mother_tongue_id","caste_id","height_id","star_id","raasi_id","date","id") WHERE "status" AND "mobile_verified" AND "hidden_at" IS NULL AND "married_at" IS NULL AND "moderation_hold" IS NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "profile_match_date_idx";
--> statement-breakpoint
CREATE INDEX "profile_match_date_idx" ON "profile" USING btree ("gender_id","date" DESC,"id" DESC) WHERE "status" AND "mobile_verified" AND "hidden_at" IS NULL AND "married_at" IS NULL AND "moderation_hold" IS NULL;
--> statement-breakpoint
-- The moderation queue: a photo waiting for approval, or a reported profile (with what it looked
-- like when first reported). The decision names who took it, when and why.
CREATE TABLE "moderation_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE,
	"media_id" varchar(40) REFERENCES "media_object"("id") ON DELETE CASCADE,
	"snapshot" jsonb,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_item_kind_known" CHECK ("kind" in ('photo', 'report')),
	CONSTRAINT "moderation_item_status_known" CHECK ("status" in ('pending', 'approved', 'rejected', 'dismissed', 'warned', 'hidden', 'suspended')),
	CONSTRAINT "moderation_item_photo_media" CHECK ("kind" <> 'photo' OR "media_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "moderation_item_status_idx" ON "moderation_item" USING btree ("status","created_at","id");
--> statement-breakpoint
CREATE INDEX "moderation_item_profile_idx" ON "moderation_item" USING btree ("profile_id","kind","status");
--> statement-breakpoint
-- At most one open item per photo and one open report item per profile: later reports join it.
CREATE UNIQUE INDEX "moderation_item_open_photo_idx" ON "moderation_item" USING btree ("media_id") WHERE "kind" = 'photo' AND "status" = 'pending';
--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_item_open_report_idx" ON "moderation_item" USING btree ("profile_id") WHERE "kind" = 'report' AND "status" = 'pending';
--> statement-breakpoint
-- A member's report of another: the reason and the text, on the queue item that decides it.
CREATE TABLE "report" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE,
	"profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE,
	"item_id" integer NOT NULL REFERENCES "moderation_item"("id") ON DELETE CASCADE,
	"reason" varchar(20) NOT NULL,
	"details" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_reason_known" CHECK ("reason" in ('fake_profile', 'already_married', 'inappropriate_photo', 'harassment', 'asks_for_money', 'other')),
	CONSTRAINT "report_not_self" CHECK ("reporter_profile_id" <> "profile_id")
);
--> statement-breakpoint
CREATE INDEX "report_reporter_idx" ON "report" USING btree ("reporter_profile_id","created_at");
--> statement-breakpoint
CREATE INDEX "report_item_idx" ON "report" USING btree ("item_id","reporter_profile_id");
--> statement-breakpoint
-- A member's block of another: the two no longer see each other anywhere, both ways.
CREATE TABLE "block" (
	"id" serial PRIMARY KEY NOT NULL,
	"blocker_profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE,
	"blocked_profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "block_not_self" CHECK ("blocker_profile_id" <> "blocked_profile_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "block_pair_idx" ON "block" USING btree ("blocker_profile_id","blocked_profile_id");
--> statement-breakpoint
CREATE INDEX "block_blocked_idx" ON "block" USING btree ("blocked_profile_id","blocker_profile_id");
