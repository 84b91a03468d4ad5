-- Issue 27 item 3: concessions and scholarships, one per student and fee: a percentage of the fee
-- or an amount, its reason and who approved it. `amount` is what it comes to in rupees, fixed when
-- granted; it reduces what is due on the fee. Granting locks the student's row, as a payment
-- does, so together they never exceed the fee.
CREATE TABLE "concession" (
  "id" serial PRIMARY KEY NOT NULL,
  "student_id" integer NOT NULL REFERENCES "student"("id"),
  "fee_id" integer NOT NULL REFERENCES "fee"("id"),
  "kind" varchar(10) NOT NULL,
  "value" integer NOT NULL,
  "amount" integer NOT NULL,
  "reason" varchar(300) NOT NULL,
  "approved_by" varchar(100) NOT NULL,
  "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "concession_kind" CHECK ("kind" IN ('percent', 'amount')),
  CONSTRAINT "concession_value_positive" CHECK ("value" > 0 AND ("kind" = 'amount' OR "value" <= 100)),
  CONSTRAINT "concession_amount_positive" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "concession_student_fee_idx" ON "concession" ("student_id", "fee_id");
--> statement-breakpoint
CREATE INDEX "concession_fee_idx" ON "concession" ("fee_id");
