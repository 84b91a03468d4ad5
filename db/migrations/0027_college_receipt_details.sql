-- Issue 27 item 2: receipts a fee office can hand out. A staff account gets a name (printed as
-- who received the money), a student a guardian's phone, and a receipt keeps the semester the
-- student was in and the balance left after it, as printed on the day (promotions and new fees
-- later must not change a receipt already handed out). Older receipts have neither (null).
ALTER TABLE "users" ADD COLUMN "display_name" varchar(100);
--> statement-breakpoint
ALTER TABLE "student" ADD COLUMN "guardian_phone" varchar(20);
--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "semester_id" integer REFERENCES "semester"("id");
--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "balance_after" integer;
