import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A student's balance in SQL, never in a JavaScript loop (issue 12: balances from aggregates).
 * Due to date: the active fees of the student's course for the semesters up to the current one
 * (semesters in the order of their number) whose due date has come. Paid: the
 * student's kept total of receipts not cancelled (student.paid_total, maintained in the same
 * transaction as each receipt and cancellation). Written against the "student" table by name:
 * Drizzle prints a single table's columns unqualified, which inside a subquery would bind to the
 * subquery's own columns.
 */
export const dueSql: SQL<number> = sql<number>`(select coalesce(sum(f.amount), 0)::int
    from fee f join semester fs on fs.id = f.semester_id
    where f.course_id = "student"."course_id"
      and fs.number <= (select cs.number from semester cs where cs.id = "student"."semester_id")
      and f.status and f.due_date <= current_date)`;

export const paidSql: SQL<number> = sql<number>`"student"."paid_total"`;

/**
 * What is due to date for every course x semester, computed once per query (a few dozen rows)
 * and joined to the students by hash: the dues list and the dashboard over 100,000 students.
 */
export const dueByCourseSemesterSql: SQL = sql`(select c.id as course_id, s.id as semester_id, coalesce(sum(f.amount), 0)::int as due
    from course c cross join semester s
    left join (fee f join semester fs on fs.id = f.semester_id)
      on f.course_id = c.id and fs.number <= s.number and f.status and f.due_date <= current_date
    group by c.id, s.id)`;
