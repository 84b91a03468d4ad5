-- Issue 26 item 4: a member's saved searches, each the match page's URL query string under a name
-- (unique per member, whatever the case), at most 20 a member (lib/data/saved-searches.ts); `alert`
-- chooses the ones that feed the match alert e-mail.
CREATE TABLE "saved_search" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE,
	"name" varchar(60) NOT NULL,
	"query" varchar(1000) DEFAULT '' NOT NULL,
	"alert" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_profile_name_idx" ON "saved_search" USING btree ("profile_id",lower("name"));
--> statement-breakpoint
CREATE INDEX "saved_search_alert_idx" ON "saved_search" USING btree ("profile_id") WHERE "alert";
