-- Issue 26 item 4: who viewed me. A member opening a candidate's page records one view a day per
-- pair (the India date, unique), read newest first by the member viewed. A member may browse
-- privately: their views are then neither recorded nor shown, and they see nobody's.
ALTER TABLE "profile" ADD COLUMN "browse_privately" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "profile_view" (
	"id" serial PRIMARY KEY NOT NULL,
	"viewer_profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE,
	"viewed_profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE,
	"viewed_on" date NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_view_not_self" CHECK ("viewer_profile_id" <> "viewed_profile_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "profile_view_pair_day_idx" ON "profile_view" USING btree ("viewer_profile_id","viewed_profile_id","viewed_on");
--> statement-breakpoint
CREATE INDEX "profile_view_viewed_idx" ON "profile_view" USING btree ("viewed_profile_id","viewed_at" DESC,"id" DESC);
