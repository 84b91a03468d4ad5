-- Issue 27 item 3: late fee rules, fine waivers and refunds.
-- A late fee rule on a fee: after the due date and `grace_days`, a flat fine or a fine per day
-- (capped by `cap`), due automatically from every student who had not settled the fee by then.
CREATE TABLE "late_fee_rule" (
  "id" serial PRIMARY KEY NOT NULL,
  "fee_id" integer NOT NULL REFERENCES "fee"("id"),
  "grace_days" smallint NOT NULL DEFAULT 0,
  "kind" varchar(10) NOT NULL,
  "amount" integer NOT NULL,
  "cap" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "late_fee_rule_kind" CHECK ("kind" IN ('flat', 'per_day')),
  CONSTRAINT "late_fee_rule_grace_range" CHECK ("grace_days" BETWEEN 0 AND 365),
  CONSTRAINT "late_fee_rule_amount_positive" CHECK ("amount" > 0),
  CONSTRAINT "late_fee_rule_cap_positive" CHECK ("cap" IS NULL OR "cap" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "late_fee_rule_fee_idx" ON "late_fee_rule" ("fee_id");
--> statement-breakpoint
-- A late fee waived for one student and fee, with the reason, who and when.
CREATE TABLE "fine_waiver" (
  "id" serial PRIMARY KEY NOT NULL,
  "student_id" integer NOT NULL REFERENCES "student"("id"),
  "fee_id" integer NOT NULL REFERENCES "fee"("id"),
  "amount" integer NOT NULL,
  "reason" varchar(300) NOT NULL,
  "waived_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "waived_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fine_waiver_student_fee_idx" ON "fine_waiver" ("student_id", "fee_id");
--> statement-breakpoint
-- A receipt line is a fee or the late fee on it.
ALTER TABLE "receipt_item" ADD COLUMN "fine" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Refunds: what was given back of a receipt (and of each of its lines), never more than it.
ALTER TABLE "receipt" ADD COLUMN "refunded_total" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_refunds_within" CHECK ("refunded_total" BETWEEN 0 AND "total");
--> statement-breakpoint
ALTER TABLE "receipt_item" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "receipt_item" ADD CONSTRAINT "receipt_item_refunds_within" CHECK ("refunded" BETWEEN 0 AND "amount");
--> statement-breakpoint
CREATE TABLE "refund_counter" (
  "year" integer PRIMARY KEY NOT NULL,
  "last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund" (
  "id" serial PRIMARY KEY NOT NULL,
  "year" integer NOT NULL,
  "number" integer NOT NULL,
  "receipt_id" integer NOT NULL REFERENCES "receipt"("id"),
  "student_id" integer NOT NULL REFERENCES "student"("id"),
  "amount" integer NOT NULL,
  "reason" varchar(300) NOT NULL,
  "payment_mode_id" integer NOT NULL REFERENCES "payment_mode"("id"),
  "refunded_on" date NOT NULL,
  "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "refund_amount_positive" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "refund_year_number_idx" ON "refund" ("year", "number");
--> statement-breakpoint
CREATE INDEX "refund_receipt_idx" ON "refund" ("receipt_id");
--> statement-breakpoint
CREATE INDEX "refund_student_idx" ON "refund" ("student_id");
