-- Issue 23, items 3 and 4: the one typed settings store, the members' acceptance of the legal
-- texts, and the grievance officer's tickets.
--
-- Settings: one JSON document per key (today only 'site'), validated by the zod schema in
-- lib/validation/settings.ts before it is written. Every instance caches it in memory; the
-- table_changed_notify trigger (migrations 0004/0012) tells them all when it changes.
CREATE TABLE "app_setting" (
	"key" varchar(50) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer REFERENCES "users"("id") ON DELETE SET NULL
);
--> statement-breakpoint
CREATE TRIGGER app_setting_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_setting"
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
--> statement-breakpoint
-- Which version of the Terms and Privacy Policy a member accepted, when, and how (at registration
-- or on the page that asked after a change): the consent record the IT Rules expect.
CREATE TABLE "terms_acceptance" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"version" varchar(20) NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"via" varchar(20) NOT NULL,
	CONSTRAINT "terms_acceptance_pk" PRIMARY KEY ("user_id", "version"),
	CONSTRAINT "terms_acceptance_via_known" CHECK ("via" in ('registration', 'prompt'))
);
--> statement-breakpoint
-- Grievance tickets are numbered per calendar year from a counter row incremented in the filing
-- transaction (as receipt_counter): no two tickets share a number and a rolled-back filing leaves
-- no gap.
CREATE TABLE "grievance_counter" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievance" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"ticket" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"subject" varchar(20) NOT NULL,
	"details" text NOT NULL,
	"profile" varchar(200),
	"status" varchar(12) DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievance_subject_known" CHECK ("subject" in ('impersonation', 'photo_misuse', 'harassment', 'data', 'other')),
	CONSTRAINT "grievance_status_known" CHECK ("status" in ('received', 'in_progress', 'resolved', 'rejected'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "grievance_year_number_idx" ON "grievance" ("year", "number");
--> statement-breakpoint
CREATE UNIQUE INDEX "grievance_ticket_idx" ON "grievance" ("ticket");
--> statement-breakpoint
-- The administrators' list: the nearest deadline (overdue ones) first, closed tickets last.
CREATE INDEX "grievance_due_idx" ON "grievance" ("due_at" ASC NULLS LAST, "created_at" DESC);
--> statement-breakpoint
-- The complainant's way back to a ticket: each e-mail about it carries its own random token; only
-- its SHA-256 is kept, so a copy of this table opens no ticket.
CREATE TABLE "grievance_follow_token" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"grievance_id" integer NOT NULL REFERENCES "grievance"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "grievance_follow_token_grievance_idx" ON "grievance_follow_token" ("grievance_id");
--> statement-breakpoint
CREATE TABLE "grievance_reply" (
	"id" serial PRIMARY KEY NOT NULL,
	"grievance_id" integer NOT NULL REFERENCES "grievance"("id") ON DELETE CASCADE,
	"message" text NOT NULL,
	"status" varchar(12) NOT NULL,
	"author_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "grievance_reply_grievance_idx" ON "grievance_reply" ("grievance_id", "created_at");
