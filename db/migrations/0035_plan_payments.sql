-- Issue 25, item 2: plan payments recorded by administrators, each with an invoice numbered per
-- financial year (gap-free: invoice_counter is incremented in the saving transaction), the plan
-- period's start (contacts are counted from it) and the expiry a reminder was sent for.
ALTER TABLE "profile" ADD COLUMN "plan_started_on" date;
--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "expiry_reminded_for" date;
--> statement-breakpoint
CREATE TABLE "plan_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer REFERENCES "profile"("id") ON DELETE SET NULL,
	"members_plan_id" integer NOT NULL REFERENCES "members_plan"("id"),
	"amount" integer NOT NULL,
	"payment_mode_id" integer NOT NULL REFERENCES "payment_mode"("id"),
	"reference_no" varchar(60),
	"paid_on" date NOT NULL,
	"valid_until" date NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_payment_amount_positive" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "plan_payment_profile_idx" ON "plan_payment" USING btree ("profile_id");
--> statement-breakpoint
CREATE INDEX "plan_payment_paid_on_idx" ON "plan_payment" USING btree ("paid_on");
--> statement-breakpoint
CREATE TABLE "invoice_counter" (
	"fy_start" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"fy_start" integer NOT NULL,
	"number" integer NOT NULL,
	"payment_id" integer NOT NULL REFERENCES "plan_payment"("id"),
	"profile_id" integer REFERENCES "profile"("id") ON DELETE SET NULL,
	"issued_on" date NOT NULL,
	"seller_name" varchar(200) NOT NULL,
	"seller_address" varchar(500) NOT NULL,
	"seller_gstin" varchar(15) NOT NULL,
	"buyer_name" varchar(100) NOT NULL,
	"plan_name" varchar(100) NOT NULL,
	"amount" integer NOT NULL,
	"gst_rate" numeric(5, 2) NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(300),
	"cancelled_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_fy_number_idx" ON "invoice" USING btree ("fy_start","number");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payment_idx" ON "invoice" USING btree ("payment_id");
--> statement-breakpoint
CREATE INDEX "invoice_profile_idx" ON "invoice" USING btree ("profile_id");
