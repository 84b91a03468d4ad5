-- Issue 27 item 6: the day-book's totals kept per day, payment mode, staff member and course, so a
-- month's closing totals are a read of a few hundred rows rather than a sum over its 85,000
-- receipts (bench:college). Receipts not cancelled count as money in (collected, receipts) on
-- their day, in their mode, for the staff member who received them; refunds as money out
-- (refunded, refunds) on theirs. The course is the student's (as the day-book filters it). Row
-- triggers keep the figures whoever writes (a receipt, its cancellation, a refund, a student moved
-- to another course, a staff account deleted, SQL by hand); staff_id 0 stands for no account.
-- Rows whose counts fall to zero stay; the reads skip them. The index of migration 0048 that the
-- totals read before is no longer read: dropped.
DROP INDEX IF EXISTS "receipt_daybook_idx";
--> statement-breakpoint
CREATE TABLE "daybook_total" (
	"day" date NOT NULL,
	"payment_mode_id" integer NOT NULL,
	"staff_id" integer DEFAULT 0 NOT NULL,
	"course_id" integer NOT NULL,
	"collected" bigint DEFAULT 0 NOT NULL,
	"receipts" integer DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daybook_total_pk" PRIMARY KEY("day","payment_mode_id","staff_id","course_id")
);
--> statement-breakpoint
CREATE FUNCTION daybook_add(p_day date, p_mode integer, p_staff integer, p_student integer, p_collected bigint,
  p_receipts integer, p_refunded bigint, p_refunds integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daybook_total AS t (day, payment_mode_id, staff_id, course_id, collected, receipts, refunded, refunds)
    VALUES (p_day, p_mode, coalesce(p_staff, 0), coalesce((SELECT s.course_id FROM student s WHERE s.id = p_student), 0),
            p_collected, p_receipts, p_refunded, p_refunds)
    ON CONFLICT (day, payment_mode_id, staff_id, course_id) DO UPDATE SET
      collected = t.collected + excluded.collected, receipts = t.receipts + excluded.receipts,
      refunded = t.refunded + excluded.refunded, refunds = t.refunds + excluded.refunds;
END $$;
--> statement-breakpoint
CREATE FUNCTION receipt_daybook_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.cancelled_at IS NULL THEN
    PERFORM daybook_add(OLD.paid_on, OLD.payment_mode_id, OLD.created_by, OLD.student_id, -OLD.total::bigint, -1, 0, 0);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.cancelled_at IS NULL THEN
    PERFORM daybook_add(NEW.paid_on, NEW.payment_mode_id, NEW.created_by, NEW.student_id, NEW.total::bigint, 1, 0, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER receipt_daybook_keep AFTER INSERT OR DELETE ON "receipt"
  FOR EACH ROW EXECUTE FUNCTION receipt_daybook_keep();
--> statement-breakpoint
CREATE TRIGGER receipt_daybook_change AFTER UPDATE ON "receipt" FOR EACH ROW
  WHEN (OLD.paid_on IS DISTINCT FROM NEW.paid_on OR OLD.payment_mode_id IS DISTINCT FROM NEW.payment_mode_id
    OR OLD.created_by IS DISTINCT FROM NEW.created_by OR OLD.total IS DISTINCT FROM NEW.total
    OR (OLD.cancelled_at IS NULL) <> (NEW.cancelled_at IS NULL) OR OLD.student_id IS DISTINCT FROM NEW.student_id)
  EXECUTE FUNCTION receipt_daybook_keep();
--> statement-breakpoint
CREATE FUNCTION refund_daybook_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM daybook_add(OLD.refunded_on, OLD.payment_mode_id, OLD.created_by, OLD.student_id, 0, 0, -OLD.amount::bigint, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM daybook_add(NEW.refunded_on, NEW.payment_mode_id, NEW.created_by, NEW.student_id, 0, 0, NEW.amount::bigint, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER refund_daybook_keep AFTER INSERT OR DELETE ON "refund"
  FOR EACH ROW EXECUTE FUNCTION refund_daybook_keep();
--> statement-breakpoint
CREATE TRIGGER refund_daybook_change AFTER UPDATE ON "refund" FOR EACH ROW
  WHEN (OLD.refunded_on IS DISTINCT FROM NEW.refunded_on OR OLD.payment_mode_id IS DISTINCT FROM NEW.payment_mode_id
    OR OLD.created_by IS DISTINCT FROM NEW.created_by OR OLD.amount IS DISTINCT FROM NEW.amount
    OR OLD.student_id IS DISTINCT FROM NEW.student_id)
  EXECUTE FUNCTION refund_daybook_keep();
--> statement-breakpoint
-- A student moved to another course takes their receipts and refunds with them.
CREATE FUNCTION student_daybook_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daybook_total AS t (day, payment_mode_id, staff_id, course_id, collected, receipts, refunded, refunds)
    SELECT day, mode, staff, course, sum(collected), sum(receipts)::int, sum(refunded), sum(refunds)::int FROM (
      SELECT r.paid_on AS day, r.payment_mode_id AS mode, coalesce(r.created_by, 0) AS staff, c.course,
             c.sign * r.total::bigint AS collected, c.sign AS receipts, 0::bigint AS refunded, 0 AS refunds
        FROM receipt r, (VALUES (OLD.course_id, -1), (NEW.course_id, 1)) c (course, sign)
        WHERE r.student_id = NEW.id AND r.cancelled_at IS NULL
      UNION ALL
      SELECT x.refunded_on, x.payment_mode_id, coalesce(x.created_by, 0), c.course, 0, 0, c.sign * x.amount::bigint, c.sign
        FROM refund x, (VALUES (OLD.course_id, -1), (NEW.course_id, 1)) c (course, sign)
        WHERE x.student_id = NEW.id) m
    GROUP BY day, mode, staff, course
    ON CONFLICT (day, payment_mode_id, staff_id, course_id) DO UPDATE SET
      collected = t.collected + excluded.collected, receipts = t.receipts + excluded.receipts,
      refunded = t.refunded + excluded.refunded, refunds = t.refunds + excluded.refunds;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER student_daybook_move AFTER UPDATE OF "course_id" ON "student" FOR EACH ROW
  WHEN (OLD.course_id IS DISTINCT FROM NEW.course_id)
  EXECUTE FUNCTION student_daybook_move();
--> statement-breakpoint
INSERT INTO daybook_total (day, payment_mode_id, staff_id, course_id, collected, receipts, refunded, refunds)
  SELECT day, mode, staff, course, sum(collected), sum(receipts)::int, sum(refunded), sum(refunds)::int FROM (
    SELECT r.paid_on AS day, r.payment_mode_id AS mode, coalesce(r.created_by, 0) AS staff, s.course_id AS course,
           r.total::bigint AS collected, 1 AS receipts, 0::bigint AS refunded, 0 AS refunds
      FROM receipt r JOIN student s ON s.id = r.student_id WHERE r.cancelled_at IS NULL
    UNION ALL
    SELECT x.refunded_on, x.payment_mode_id, coalesce(x.created_by, 0), s.course_id, 0, 0, x.amount::bigint, 1
      FROM refund x JOIN student s ON s.id = x.student_id) m
  GROUP BY day, mode, staff, course;
