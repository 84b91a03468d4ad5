import 'server-only';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { db, queryRows } from '@/db/client';
import { indianDay } from '@/lib/format';
import { concededByStudentAt, dueByCourseSemesterAt, finedByStudentAt } from './balance-sql';

/**
 * What each student owes to date, kept on the student row (student.due_total: the fees due less
 * concessions plus the late fees charged; the balance is due_total - paid_total), so the
 * outstanding-dues list is an index walk in balance order with a LIMIT (issue 27 item 6,
 * migration 0047). The figures are kept as of a day (college_dues_state.kept_day), and:
 * - every student's is recomputed when the day changes (the daily job `college-dues` after
 *   midnight in India, or else the first read of the day) and when a semester changed (its
 *   trigger bumps college_dues_state.generation; so does a TRUNCATE of fee or late_fee_rule);
 * - one student's is recomputed when triggers marked them in student_dues_stale: their course,
 *   semester or status changed, a concession or waiver was written, what they paid of a fee
 *   (student_fee_paid: receipts, cancellations, refunds), or a fee or late fee rule of their
 *   course and of their semester or an earlier one (migration 0050: a fee change waits for the
 *   students it can change, not for every student).
 * The triggers mark whoever writes, so no write path can forget; each read (keepCollegeDues)
 * first settles what is marked. A mark is deleted before the figures are computed, in a later
 * statement of the same transaction: a writer still open holds its mark (ON CONFLICT DO UPDATE),
 * so the delete waits for it and the computation sees its change; one that marks afterwards
 * leaves a mark for the next read.
 */

/** Key class of the advisory lock that puts the recomputations in turn (lib/data/interests.ts uses its own). */
const DUES_LOCK_CLASS = 27_006;
/** How long recomputing every student may take (ms), and a read may wait for it. */
const FULL_TIMEOUT_MS = 120_000;

/** Each student's due as of `day` (alias `st` in `where`), computed from the fee structure. */
export const dueOfStudentsAt = (day: SQLWrapper, where: SQL = sql`true`): SQL =>
  sql`(select st.id, (coalesce(d.due, 0) - coalesce(k.conceded, 0) + coalesce(x.fined, 0))::int as due
    from student st left join ${dueByCourseSemesterAt(day)} d on d.course_id = st.course_id and d.semester_id = st.semester_id
      left join ${concededByStudentAt(day, where)} k on k.student_id = st.id
      left join ${finedByStudentAt(day, where)} x on x.student_id = st.id
    where ${where})`;

type StateRow = { generation: number; kept_generation: number; kept_day: string | null };

export type DuesKept = { full: boolean; students: number };

/**
 * Brings the kept dues up to `day` (today in India unless given): nothing to do when they are
 * of that day and no student is marked; the marked students only when the day and the fee
 * structure are unchanged; else every student (`force` asks for that too). Returns what it did.
 */
export async function keepCollegeDues({ day = indianDay(), force = false }: { day?: string; force?: boolean } = {}): Promise<DuesKept> {
  const dayValue = sql`${day}::date`;
  if (!force) {
    const [check] = await queryRows<{ fresh: boolean; marked: boolean }>(sql`select
        coalesce((select kept_day = ${dayValue} and kept_generation = generation from college_dues_state where id = 1), false) as fresh,
        exists (select 1 from student_dues_stale) as marked`);
    if (check.fresh && !check.marked) return { full: false, students: 0 };
  }
  return db.transaction(async (tx) => {
    // Every student at once takes seconds at 100,000 (bench:college), beyond the requests'
    // statement timeout: once a day (the job, or the first read) and after a fee structure change.
    // A read that comes meanwhile waits for it here rather than show the figures of another day.
    await queryRows(sql`set local statement_timeout = ${sql.raw(`'${FULL_TIMEOUT_MS}'`)}`, tx);
    await queryRows(sql`select pg_advisory_xact_lock(${DUES_LOCK_CLASS}, 0)`, tx);
    const [state] = await queryRows<StateRow>(
      sql`select generation, kept_generation, to_char(kept_day, 'YYYY-MM-DD') as kept_day from college_dues_state where id = 1`,
      tx,
    );
    const full = force || !state || state.kept_day !== day || Number(state.kept_generation) !== Number(state.generation);
    if (full) {
      const generation = Number(state?.generation ?? 0);
      await queryRows(sql`delete from student_dues_stale`, tx);
      const [{ count }] = await queryRows<{ count: number }>(
        sql`with changed as (update student s set due_total = x.due from ${dueOfStudentsAt(dayValue)} x
            where x.id = s.id and s.due_total is distinct from x.due returning 1)
          select count(*)::int as count from changed`,
        tx,
      );
      await queryRows(
        sql`insert into college_dues_state (id, generation, kept_generation, kept_day) values (1, ${generation}, ${generation}, ${dayValue})
          on conflict (id) do update set kept_generation = excluded.kept_generation, kept_day = excluded.kept_day`,
        tx,
      );
      return { full: true, students: Number(count) };
    }
    const marked = await queryRows<{ student_id: number }>(sql`delete from student_dues_stale returning student_id`, tx);
    if (!marked.length) return { full: false, students: 0 };
    const ids = `{${marked.map((m) => Number(m.student_id)).join(',')}}`;
    await queryRows(
      sql`update student s set due_total = x.due from ${dueOfStudentsAt(dayValue, sql`st.id = any(${ids}::int[])`)} x
        where x.id = s.id and s.due_total is distinct from x.due`,
      tx,
    );
    return { full: false, students: marked.length };
  });
}
