import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A student's balance in SQL, never in a JavaScript loop (issue 12: balances from aggregates).
 * Due to date: the active fees of the student's course for the semesters up to the current one
 * (semesters in the order they were created, i.e. by id) whose due date has come. Paid: the
 * receipts of the student that are not cancelled. Written against the "student" table by name:
 * Drizzle prints a single table's columns unqualified, which inside these subqueries would bind to
 * the subquery's own columns.
 */
export const dueSql: SQL<number> = sql<number>`(select coalesce(sum(f.amount), 0)::int from fee f
    where f.course_id = "student"."course_id" and f.semester_id <= "student"."semester_id"
      and f.status and f.due_date <= current_date)`;

export const paidSql: SQL<number> = sql<number>`(select coalesce(sum(r.total), 0)::int from receipt r
    where r.student_id = "student"."id" and r.cancelled_at is null)`;
