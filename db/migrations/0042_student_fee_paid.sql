-- Issue 27 item 6: what each student paid of each fee (receipts not cancelled, net of refunds),
-- its late fees apart, and the day of the last payment, kept per student and fee by the
-- transactions that save or cancel a receipt or refund one, so the late fees of 100,000 students
-- are one join on this table instead of an aggregate over every receipt line.
CREATE TABLE "student_fee_paid" (
	"student_id" integer NOT NULL REFERENCES "student"("id") ON DELETE CASCADE,
	"fee_id" integer NOT NULL REFERENCES "fee"("id") ON DELETE CASCADE,
	"paid" integer DEFAULT 0 NOT NULL,
	"fine_paid" integer DEFAULT 0 NOT NULL,
	"last_paid" date,
	CONSTRAINT "student_fee_paid_pk" PRIMARY KEY ("student_id", "fee_id")
);
--> statement-breakpoint
CREATE INDEX "student_fee_paid_fee_idx" ON "student_fee_paid" USING btree ("fee_id");
--> statement-breakpoint
INSERT INTO "student_fee_paid" ("student_id", "fee_id", "paid", "fine_paid", "last_paid")
SELECT r."student_id", ri."fee_id",
	coalesce(sum(ri."amount" - ri."refunded") FILTER (WHERE NOT ri."fine"), 0),
	coalesce(sum(ri."amount" - ri."refunded") FILTER (WHERE ri."fine"), 0),
	max(r."paid_on") FILTER (WHERE NOT ri."fine")
FROM "receipt_item" ri JOIN "receipt" r ON r."id" = ri."receipt_id"
WHERE r."cancelled_at" IS NULL
GROUP BY r."student_id", ri."fee_id";
