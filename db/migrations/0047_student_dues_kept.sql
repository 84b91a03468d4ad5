-- Issue 27 item 6: what each student owes to date (the fees due less concessions plus late fees
-- charged) kept on the student row, with the balance (due_total - paid_total) as a generated
-- column, so the outstanding-dues list is an index walk in balance order with a LIMIT, not a
-- computation over every student and late fee rule.
-- The figure depends on the day (fees fall due, per-day fines grow), so it is kept "as of" a day
-- (college_dues_state.kept_day) and recomputed for every student when the day changes (a daily
-- job, or the first read of a new day) and when a fee, a semester or a late fee rule changes
-- (their triggers bump college_dues_state.generation). A change to one student's inputs (the
-- student's course, semester or status, a concession, a waiver, what was paid of a fee) marks
-- that student in student_dues_stale by trigger, whoever makes it; the next read recomputes the
-- marked students first (lib/data/college/dues-kept.ts).
ALTER TABLE "student" ADD COLUMN "due_total" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A column, not an expression index: counting the students who owe is then an index-only scan.
ALTER TABLE "student" ADD COLUMN "due_balance" integer GENERATED ALWAYS AS ("due_total" - "paid_total") STORED;
--> statement-breakpoint
CREATE INDEX "student_balance_idx" ON "student" USING btree ("due_balance" DESC, "id") WHERE "status";
--> statement-breakpoint
CREATE TABLE "college_dues_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"kept_generation" integer DEFAULT 0 NOT NULL,
	"kept_day" date,
	CONSTRAINT "college_dues_state_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "college_dues_state" ("id") VALUES (1);
--> statement-breakpoint
CREATE TABLE "student_dues_stale" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "student_dues_stale" ("student_id") SELECT "id" FROM "student";
--> statement-breakpoint
CREATE FUNCTION college_dues_invalidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO college_dues_state (id, generation) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET generation = college_dues_state.generation + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fee_dues_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fee"
  FOR EACH STATEMENT EXECUTE FUNCTION college_dues_invalidate();
--> statement-breakpoint
CREATE TRIGGER semester_dues_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "semester"
  FOR EACH STATEMENT EXECUTE FUNCTION college_dues_invalidate();
--> statement-breakpoint
CREATE TRIGGER late_fee_rule_dues_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "late_fee_rule"
  FOR EACH STATEMENT EXECUTE FUNCTION college_dues_invalidate();
--> statement-breakpoint
-- ON CONFLICT DO UPDATE (not DO NOTHING): a reader deleting the mark waits for this transaction,
-- so it never drops a mark whose change it cannot see yet.
CREATE FUNCTION student_dues_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sid integer;
BEGIN
  IF TG_TABLE_NAME = 'student' THEN
    sid := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    sid := OLD.student_id;
  ELSE
    sid := NEW.student_id;
    IF TG_OP = 'UPDATE' AND OLD.student_id <> NEW.student_id THEN
      INSERT INTO student_dues_stale (student_id) VALUES (OLD.student_id)
        ON CONFLICT (student_id) DO UPDATE SET marked_at = now();
    END IF;
  END IF;
  INSERT INTO student_dues_stale (student_id) VALUES (sid)
    ON CONFLICT (student_id) DO UPDATE SET marked_at = now();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER student_dues_mark AFTER INSERT OR UPDATE OF "course_id", "semester_id", "status" ON "student"
  FOR EACH ROW EXECUTE FUNCTION student_dues_mark();
--> statement-breakpoint
CREATE TRIGGER concession_dues_mark AFTER INSERT OR UPDATE OR DELETE ON "concession"
  FOR EACH ROW EXECUTE FUNCTION student_dues_mark();
--> statement-breakpoint
CREATE TRIGGER fine_waiver_dues_mark AFTER INSERT OR UPDATE OR DELETE ON "fine_waiver"
  FOR EACH ROW EXECUTE FUNCTION student_dues_mark();
--> statement-breakpoint
CREATE TRIGGER student_fee_paid_dues_mark AFTER INSERT OR UPDATE OR DELETE ON "student_fee_paid"
  FOR EACH ROW EXECUTE FUNCTION student_dues_mark();
