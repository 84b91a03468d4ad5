-- Issue 26 item 3: match alerts by e-mail. "match_alert_setting" holds a member's choice (daily,
-- weekly or off; no row means weekly, the default); "match_alert" records each alert sent, at most
-- one per member per Kolkata day (the unique index is what keeps two instances from both sending).
CREATE TABLE "match_alert_setting" (
	"profile_id" integer PRIMARY KEY NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE,
	"frequency" varchar(6) NOT NULL,
	CONSTRAINT "match_alert_frequency_known" CHECK ("frequency" in ('daily', 'weekly', 'off'))
);
--> statement-breakpoint
CREATE TABLE "match_alert" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE,
	"sent_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"match_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "match_alert_profile_day_idx" ON "match_alert" USING btree ("profile_id", "sent_on");
