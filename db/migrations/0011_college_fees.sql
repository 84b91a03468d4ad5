-- College fee management (issue 12): the four settings lists, students, the fee structure and
-- payment receipts. Amounts are whole rupees. Receipts are numbered per calendar year from a
-- counter row that the saving transaction increments (INSERT ... ON CONFLICT DO UPDATE ... RETURNING
-- locks that row until commit): two saves never take the same number, and a save that rolls back
-- gives its number back, so there are no gaps either.
CREATE TABLE "course" ("id" serial PRIMARY KEY NOT NULL, "course" varchar(100) NOT NULL, "status" boolean DEFAULT true NOT NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX "course_name_lower_idx" ON "course" (lower("course"));
--> statement-breakpoint
CREATE TABLE "semester" ("id" serial PRIMARY KEY NOT NULL, "semester" varchar(100) NOT NULL, "status" boolean DEFAULT true NOT NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX "semester_name_lower_idx" ON "semester" (lower("semester"));
--> statement-breakpoint
CREATE TABLE "batch" ("id" serial PRIMARY KEY NOT NULL, "batch" varchar(100) NOT NULL, "status" boolean DEFAULT true NOT NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX "batch_name_lower_idx" ON "batch" (lower("batch"));
--> statement-breakpoint
CREATE TABLE "fee_type" ("id" serial PRIMARY KEY NOT NULL, "fee_type" varchar(100) NOT NULL, "status" boolean DEFAULT true NOT NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX "fee_type_name_lower_idx" ON "fee_type" (lower("fee_type"));
--> statement-breakpoint
CREATE TABLE "student" (
  "id" serial PRIMARY KEY NOT NULL,
  "name" varchar(100) NOT NULL,
  "roll_no" varchar(30) NOT NULL,
  "course_id" integer NOT NULL REFERENCES "course"("id"),
  "batch_id" integer NOT NULL REFERENCES "batch"("id"),
  "semester_id" integer NOT NULL REFERENCES "semester"("id"),
  "phone" varchar(20),
  "email" varchar(254),
  "guardian_name" varchar(100),
  "status" boolean DEFAULT true NOT NULL,
  -- The sum of the student's receipts that are not cancelled, kept by the saving and cancelling
  -- transactions, so balances over 100,000 students need no scan of a million receipts.
  "paid_total" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "student_roll_no_lower_idx" ON "student" (lower("roll_no"));
--> statement-breakpoint
CREATE INDEX "student_course_idx" ON "student" ("course_id", "semester_id");
--> statement-breakpoint
CREATE INDEX "student_name_trgm_idx" ON "student" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "fee" (
  "id" serial PRIMARY KEY NOT NULL,
  "course_id" integer NOT NULL REFERENCES "course"("id"),
  "semester_id" integer NOT NULL REFERENCES "semester"("id"),
  "fee_type_id" integer NOT NULL REFERENCES "fee_type"("id"),
  "amount" integer NOT NULL,
  "due_date" date NOT NULL,
  "status" boolean DEFAULT true NOT NULL,
  CONSTRAINT "fee_amount_positive" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fee_course_semester_type_idx" ON "fee" ("course_id", "semester_id", "fee_type_id");
--> statement-breakpoint
CREATE TABLE "receipt_counter" ("year" integer PRIMARY KEY NOT NULL, "last_number" integer NOT NULL);
--> statement-breakpoint
CREATE TABLE "receipt" (
  "id" serial PRIMARY KEY NOT NULL,
  "year" integer NOT NULL,
  "number" integer NOT NULL,
  "student_id" integer NOT NULL REFERENCES "student"("id"),
  "paid_on" date NOT NULL,
  "payment_mode_id" integer NOT NULL REFERENCES "payment_mode"("id"),
  "reference_no" varchar(60),
  "total" integer NOT NULL,
  "cancelled_at" timestamp with time zone,
  "cancel_reason" varchar(300),
  "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "receipt_total_positive" CHECK ("total" > 0),
  CONSTRAINT "receipt_cancel_has_reason" CHECK (("cancelled_at" IS NULL) = ("cancel_reason" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_year_number_idx" ON "receipt" ("year", "number");
--> statement-breakpoint
CREATE INDEX "receipt_student_idx" ON "receipt" ("student_id");
--> statement-breakpoint
CREATE INDEX "receipt_paid_on_idx" ON "receipt" ("paid_on");
--> statement-breakpoint
CREATE TABLE "receipt_item" (
  "id" serial PRIMARY KEY NOT NULL,
  "receipt_id" integer NOT NULL REFERENCES "receipt"("id") ON DELETE CASCADE,
  "fee_id" integer NOT NULL REFERENCES "fee"("id"),
  "amount" integer NOT NULL,
  CONSTRAINT "receipt_item_amount_positive" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "receipt_item_receipt_idx" ON "receipt_item" ("receipt_id");
--> statement-breakpoint
CREATE INDEX "receipt_item_fee_idx" ON "receipt_item" ("fee_id");
--> statement-breakpoint
CREATE INDEX "course_name_trgm_idx" ON "course" USING gin ("course" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "course_id_trgm_idx" ON "course" USING gin ((cast("id" as text)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "semester_name_trgm_idx" ON "semester" USING gin ("semester" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "semester_id_trgm_idx" ON "semester" USING gin ((cast("id" as text)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "batch_name_trgm_idx" ON "batch" USING gin ("batch" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "batch_id_trgm_idx" ON "batch" USING gin ((cast("id" as text)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "fee_type_name_trgm_idx" ON "fee_type" USING gin ("fee_type" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "fee_type_id_trgm_idx" ON "fee_type" USING gin ((cast("id" as text)) gin_trgm_ops);
--> statement-breakpoint
-- Money collected per day (receipts not cancelled), kept by the saving and cancelling transactions:
-- the dashboard's today / this month / 12 months read at most a year of rows, not a million receipts.
CREATE TABLE "collection_day" ("day" date PRIMARY KEY NOT NULL, "total" bigint DEFAULT 0 NOT NULL);
--> statement-breakpoint
-- The college settings lists are master data (the same registry and read cache): every instance
-- hears of their changes like the other lists' (0003/0004).
CREATE TRIGGER course_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course"
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
--> statement-breakpoint
CREATE TRIGGER semester_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "semester"
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
--> statement-breakpoint
CREATE TRIGGER batch_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "batch"
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
--> statement-breakpoint
CREATE TRIGGER fee_type_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fee_type"
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
