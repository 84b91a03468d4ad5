import 'server-only';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { indiaToday } from '../india-today';

/** Today as the college counts it: the day in India (india-today.ts), not the database's current_date. */
export const collegeToday: SQLWrapper = indiaToday;

/**
 * What concessions took off the fees counted as due (issue 27), for the student row named
 * `alias`: the same fees as "due" (active, due date come, semester up to the current one).
 */
function concededSql(alias: string): SQL<number> {
  const a = sql.raw(`"${alias}"`);
  return sql<number>`(select coalesce(sum(c.amount), 0)::int
    from concession c join fee f on f.id = c.fee_id join semester fs on fs.id = f.semester_id
    where c.student_id = ${a}."id" and f.status and f.due_date <= ${collegeToday}
      and fs.number <= (select cs.number from semester cs where cs.id = ${a}."semester_id"))`;
}

/**
 * The late fees (issue 27 item 3), one row per student and fee with a rule whose grace period has
 * ended: `fine` what the rule comes to, `charged` what counts as due (a waived fine keeps only what
 * was already paid of it), `fine_paid` what receipts paid of it. A fee counts as settled on the day
 * of its last payment once paid (and conceded) in full; a student who had settled it by the end of
 * the grace period owes nothing, else a flat fine, or the rule's amount for each day from the end of
 * the grace period to the settling day (today while unsettled), at most the cap. What receipts
 * paid of each fee, and the day of the last payment, come from the kept student_fee_paid (one row
 * per student and fee, kept by each receipt, cancellation and refund: fee-paid.ts), not from an
 * aggregate over every receipt line (bench:college, issue 27 item 6). As of `day`, for the students
 * (alias `st`) matching `where`.
 */
function finesAt(day: SQLWrapper, where: SQL = sql`true`): SQL {
  return sql`(select st.id as student_id, f.id as fee_id, lr.id as rule_id,
      (f.due_date + lr.grace_days) as late_from, lr.kind, lr.amount as rate, lr.cap, x.fine,
      coalesce(p.fine_paid, 0)::int as fine_paid, (w.id is not null) as waived,
      (case when w.id is not null then least(x.fine, coalesce(p.fine_paid, 0)) else x.fine end)::int as charged
    from late_fee_rule lr join fee f on f.id = lr.fee_id join semester fs on fs.id = f.semester_id
      join student st on st.course_id = f.course_id
      join semester cs on cs.id = st.semester_id
      left join concession c on c.student_id = st.id and c.fee_id = f.id
      left join student_fee_paid p on p.student_id = st.id and p.fee_id = f.id
      left join fine_waiver w on w.student_id = st.id and w.fee_id = f.id
      cross join lateral (select case when coalesce(p.paid, 0) + coalesce(c.amount, 0) >= f.amount
          then coalesce(p.last_paid, f.due_date) else ${day} end as settled) e
      cross join lateral (select (case when e.settled <= f.due_date + lr.grace_days then 0
          when lr.kind = 'flat' then lr.amount
          else least(coalesce(lr.cap, 100000000)::bigint, lr.amount::bigint * (e.settled - (f.due_date + lr.grace_days))) end)::int as fine) x
    where f.status and fs.number <= cs.number and f.due_date + lr.grace_days < ${day} and x.fine > 0 and ${where})`;
}

/** The late fees as of today (India's day), for every student. */
export const finesSql: SQL = finesAt(collegeToday);

/** Per student, the late fees counted as due as of `day`: hash-joined to the students (the kept dues, dues-kept.ts). */
export const finedByStudentAt = (day: SQLWrapper, where?: SQL): SQL =>
  sql`(select fx.student_id, sum(fx.charged)::int as fined from ${finesAt(day, where)} fx group by fx.student_id)`;

/**
 * A student's balance in SQL, never in a JavaScript loop (issue 12: balances from aggregates).
 * Due to date: the active fees of the student's course for the semesters up to the current one
 * (semesters in the order of their number) whose due date has come, less concessions, plus late
 * fees. Paid: the student's kept total of receipts not cancelled, less refunds (student.paid_total, maintained in the same
 * transaction as each receipt and cancellation). Written against the "student" table by name:
 * Drizzle prints a single table's columns unqualified, which inside a subquery would bind to the
 * subquery's own columns.
 */
export const dueSql: SQL<number> = sql<number>`((select coalesce(sum(f.amount), 0)::int
    from fee f join semester fs on fs.id = f.semester_id
    where f.course_id = "student"."course_id"
      and fs.number <= (select cs.number from semester cs where cs.id = "student"."semester_id")
      and f.status and f.due_date <= ${collegeToday}) - ${concededSql('student')}
    + (select coalesce(sum(fx.charged), 0)::int from ${finesSql} fx where fx.student_id = "student"."id"))`;

/**
 * Per student, what concessions took off the fees counted as due as of `day`: aggregated once and
 * hash-joined to the students, as dueByCourseSemesterAt is (the kept dues, dues-kept.ts).
 */
export const concededByStudentAt = (day: SQLWrapper, where: SQL = sql`true`): SQL =>
  sql`(select c.student_id, sum(c.amount)::int as conceded
    from concession c join fee f on f.id = c.fee_id join semester fs on fs.id = f.semester_id
    join student st on st.id = c.student_id join semester cs on cs.id = st.semester_id
    where f.status and f.due_date <= ${day} and fs.number <= cs.number and ${where}
    group by c.student_id)`;

export const paidSql: SQL<number> = sql<number>`"student"."paid_total"`;

/**
 * What is due as of `day` for every course x semester, computed once per query (a few dozen rows)
 * and joined to the students by hash: the kept dues of 100,000 students (dues-kept.ts).
 */
export const dueByCourseSemesterAt = (day: SQLWrapper): SQL =>
  sql`(select c.id as course_id, s.id as semester_id, coalesce(sum(f.amount), 0)::int as due
    from course c cross join semester s
    left join (fee f join semester fs on fs.id = f.semester_id)
      on f.course_id = c.id and fs.number <= s.number and f.status and f.due_date <= ${day}
    group by c.id, s.id)`;
