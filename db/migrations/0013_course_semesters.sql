-- A course lasts a number of semesters and a semester has its number (issue 21 item 12): a
-- student, a fee or a payment in a semester beyond its course's length is refused, and the order
-- of semesters (what falls due up to a student's current one) is the number's, not the order the
-- rows were created in. Existing semesters are numbered in that creation order, which is what the
-- balances used until now, so no balance changes. Numbers above 20 are clamped (the range allowed).
ALTER TABLE "semester" ADD COLUMN "number" smallint;
--> statement-breakpoint
UPDATE "semester" s SET "number" = least(r.n, 20)
  FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS n FROM "semester") r WHERE r."id" = s."id";
--> statement-breakpoint
ALTER TABLE "semester" ALTER COLUMN "number" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "semester" ADD CONSTRAINT "semester_number_range" CHECK ("number" BETWEEN 1 AND 20);
--> statement-breakpoint
-- Six semesters (a three-year degree) unless the course's students or fees already reach further:
-- the migration must not turn rows that were accepted into rows every later save refuses.
ALTER TABLE "course" ADD COLUMN "semesters" smallint DEFAULT 6 NOT NULL;
--> statement-breakpoint
UPDATE "course" c SET "semesters" = greatest(6, coalesce((
    SELECT max(s."number") FROM "semester" s
    WHERE s."id" IN (SELECT "semester_id" FROM "student" WHERE "course_id" = c."id"
                     UNION SELECT "semester_id" FROM "fee" WHERE "course_id" = c."id")), 0));
--> statement-breakpoint
ALTER TABLE "course" ADD CONSTRAINT "course_semesters_range" CHECK ("semesters" BETWEEN 1 AND 20);
