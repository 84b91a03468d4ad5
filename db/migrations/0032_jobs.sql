-- Issue 26 item 3: a job runner inside the app (lib/jobs). "job" holds each registered recurring
-- job and when it is next due; instances claim a due row FOR UPDATE SKIP LOCKED and move
-- next_run_at on in the same transaction, so an occurrence runs on one instance only. "job_run"
-- records each run; (job_name, due_at) is unique, a second guard against running one occurrence twice.
CREATE TABLE "job" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"schedule" varchar(40) NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_run" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_name" varchar(60) NOT NULL REFERENCES "job"("name") ON DELETE CASCADE,
	"due_at" timestamp with time zone NOT NULL,
	"instance" varchar(80) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" varchar(10) NOT NULL,
	"note" text,
	CONSTRAINT "job_run_status_known" CHECK ("status" in ('running', 'ok', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_run_occurrence_idx" ON "job_run" USING btree ("job_name", "due_at");
--> statement-breakpoint
CREATE INDEX "job_run_started_idx" ON "job_run" USING btree ("started_at");
