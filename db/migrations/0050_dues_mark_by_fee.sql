-- Issue 27 item 6: a change to a fee or a late fee rule no longer makes every student's kept dues
-- recompute (2 to 10 s at 100,000 students, bench:college): it marks in student_dues_stale only
-- the students it can change, those of the fee's course whose semester is the fee's or a later
-- one (what dueByCourseSemesterAt and the late fee SQL count), before and after the change. The
-- next dues read recomputes them as it does any marked student. Statement triggers with
-- transition tables: one INSERT of a thousand rules marks each student once. A change to a
-- semester (its number orders the fees) and a TRUNCATE still recompute every student.
DROP TRIGGER "fee_dues_invalidate" ON "fee";
--> statement-breakpoint
DROP TRIGGER "late_fee_rule_dues_invalidate" ON "late_fee_rule";
--> statement-breakpoint
CREATE TRIGGER fee_dues_invalidate AFTER TRUNCATE ON "fee"
  FOR EACH STATEMENT EXECUTE FUNCTION college_dues_invalidate();
--> statement-breakpoint
CREATE TRIGGER late_fee_rule_dues_invalidate AFTER TRUNCATE ON "late_fee_rule"
  FOR EACH STATEMENT EXECUTE FUNCTION college_dues_invalidate();
--> statement-breakpoint
-- Marks the students of the given courses x semesters (paired arrays): a fee's semester counts
-- for its course's students in that semester or a later one.
CREATE FUNCTION college_dues_mark(courses integer[], semesters integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO student_dues_stale (student_id)
    SELECT st.id FROM student st JOIN semester cs ON cs.id = st.semester_id
    WHERE EXISTS (
      SELECT 1 FROM unnest(courses, semesters) AS f (course_id, semester_id) JOIN semester fs ON fs.id = f.semester_id
      WHERE f.course_id = st.course_id AND fs.number <= cs.number)
    ON CONFLICT (student_id) DO UPDATE SET marked_at = now();
END $$;
--> statement-breakpoint
-- The statement's fees (or the fees of its late fee rules) before and after: each transition
-- table exists only for the events that have it, so each branch names only its own.
CREATE FUNCTION fee_dues_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM college_dues_mark(array_agg(course_id), array_agg(semester_id))
      FROM (SELECT DISTINCT course_id, semester_id FROM changed_new) f;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM college_dues_mark(array_agg(course_id), array_agg(semester_id))
      FROM (SELECT DISTINCT course_id, semester_id FROM changed_old) f;
  ELSE
    PERFORM college_dues_mark(array_agg(course_id), array_agg(semester_id))
      FROM (SELECT course_id, semester_id FROM changed_old UNION SELECT course_id, semester_id FROM changed_new) f;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fee_dues_mark_insert AFTER INSERT ON "fee" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION fee_dues_mark();
--> statement-breakpoint
CREATE TRIGGER fee_dues_mark_update AFTER UPDATE ON "fee" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION fee_dues_mark();
--> statement-breakpoint
CREATE TRIGGER fee_dues_mark_delete AFTER DELETE ON "fee" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION fee_dues_mark();
--> statement-breakpoint
CREATE FUNCTION late_fee_rule_dues_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM college_dues_mark(array_agg(course_id), array_agg(semester_id))
      FROM (SELECT DISTINCT f.course_id, f.semester_id FROM changed_new r JOIN fee f ON f.id = r.fee_id) f;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM college_dues_mark(array_agg(course_id), array_agg(semester_id))
      FROM (SELECT DISTINCT f.course_id, f.semester_id FROM changed_old r JOIN fee f ON f.id = r.fee_id) f;
  ELSE
    PERFORM college_dues_mark(array_agg(course_id), array_agg(semester_id))
      FROM (SELECT f.course_id, f.semester_id FROM changed_old r JOIN fee f ON f.id = r.fee_id
            UNION SELECT f.course_id, f.semester_id FROM changed_new r JOIN fee f ON f.id = r.fee_id) f;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER late_fee_rule_dues_mark_insert AFTER INSERT ON "late_fee_rule" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION late_fee_rule_dues_mark();
--> statement-breakpoint
CREATE TRIGGER late_fee_rule_dues_mark_update AFTER UPDATE ON "late_fee_rule" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION late_fee_rule_dues_mark();
--> statement-breakpoint
CREATE TRIGGER late_fee_rule_dues_mark_delete AFTER DELETE ON "late_fee_rule" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION late_fee_rule_dues_mark();
