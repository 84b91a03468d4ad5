-- Issue 25: the administrators' verification calls, and the audit log of every staff write.
CREATE TABLE "verification_call" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE,
	"outcome" varchar(20) NOT NULL,
	"note" text,
	"call_back_at" timestamp with time zone,
	"called_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_call_outcome_known" CHECK ("outcome" in ('verified', 'no_answer', 'wrong_number', 'call_back')),
	CONSTRAINT "verification_call_back_time" CHECK (("outcome" = 'call_back') = ("call_back_at" is not null))
);
--> statement-breakpoint
CREATE INDEX "verification_call_profile_idx" ON "verification_call" USING btree ("profile_id","created_at");
--> statement-breakpoint
-- Written in the same transaction as the change it records: a rolled-back change leaves no entry.
CREATE TABLE "audit_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"actor_email" varchar(254) NOT NULL,
	"action" varchar(30) NOT NULL,
	"entity" varchar(60) NOT NULL,
	"entity_id" varchar(60) NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_entry_created_idx" ON "audit_entry" USING btree ("created_at" DESC,"id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_entry_entity_idx" ON "audit_entry" USING btree ("entity","entity_id");
--> statement-breakpoint
CREATE INDEX "audit_entry_actor_idx" ON "audit_entry" USING btree ("actor_id","created_at");
