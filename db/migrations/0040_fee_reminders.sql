-- Issue 27 item 4: fee reminders. One row per student and fee reminded in a period: 'before' (the
-- days before the due date) and 'after' (overdue) for the daily schedule, 'day:YYYY-MM-DD' for a
-- send from the dues list; the unique index is the claim, so no instance reminds twice in a period.
CREATE TABLE "fee_reminder" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL REFERENCES "student"("id") ON DELETE CASCADE,
	"fee_id" integer NOT NULL REFERENCES "fee"("id") ON DELETE CASCADE,
	"period" varchar(20) NOT NULL,
	"balance" integer NOT NULL,
	"email" varchar(254),
	"sms" varchar(20),
	"sent_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fee_reminder_student_fee_period_idx" ON "fee_reminder" USING btree ("student_id", "fee_id", "period");
--> statement-breakpoint
CREATE INDEX "fee_reminder_fee_idx" ON "fee_reminder" USING btree ("fee_id");
