-- Issue 27 item 6 (bench:college): the day-book's totals per day and payment mode read this index
-- alone (an index-only scan of the range's receipts not cancelled, with the mode, the amount and
-- the staff member), and its refunds are found by their day instead of a scan of every refund.
CREATE INDEX "receipt_daybook_idx" ON "receipt" USING btree ("paid_on", "payment_mode_id") INCLUDE ("total", "created_by") WHERE "cancelled_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "refund_refunded_on_idx" ON "refund" USING btree ("refunded_on");
