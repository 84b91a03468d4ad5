import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import { AppError } from '@/lib/errors';
import { assertCollegeAccess } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { env } from '@/lib/env';
import { indianDay } from '@/lib/format';
import { sendMail } from '@/lib/mail';
import { feeReminderMail, feeReminderSms, type ReminderFee } from '@/lib/mail/fee-reminder-messages';
import { idFromIri } from '@/lib/resources/iri';
import { smsSender } from '@/lib/sms';
import { getCollegeSettings } from './settings';

/**
 * Fee reminders (issue 27 item 4): an e-mail to the student's address and an SMS to the
 * guardian's phone (else the student's) listing what is still owed on each fee, the late fees
 * aside. By schedule (the daily job 'fee-reminders'), FEE_REMINDER_DAYS_BEFORE days before a due
 * date and once FEE_REMINDER_DAYS_AFTER days overdue; by hand from the dues list, every fee due
 * and unpaid, for every student or only the rows selected. Each student and fee is reminded at most
 * once a period ('before', 'after', or the day of a send by hand): the row of fee_reminder is
 * inserted, on its unique index, before anything is sent, so two instances or two clicks never
 * remind twice, and each row records the send.
 *
 * A send by hand is its own kind of period, 'day:YYYY-MM-DD', apart from the schedule's: a fee
 * office that reminds a student by hand expects the reminder to go even if the scheduled one went
 * this morning, so the schedule's rows never hold a manual send back. But a double click, a second
 * clerk at another desk or "all" right after "selected" must not e-mail the same student twice in
 * a few minutes, so manual sends (to all or to the selected rows alike) are once per student and
 * fee per day in India; whoever sends the same day again gets those students counted as skipped.
 */

export type ReminderCounts = {
  /** Students reminded (or who would be). */
  students: number;
  /**
   * Students asked for but not reminded (or who would not be): for a send to selected students,
   * those of the selection reminded today already or with nothing to remind of (no fee due and
   * unpaid, or neither e-mail nor phone); for a send to all, those with fees due and unpaid who
   * were all reminded today already.
   */
  skipped: number;
  /** Student x fee lines in the reminders. */
  fees: number;
  emails: number;
  sms: number;
};

type Candidate = {
  student_id: number;
  fee_id: number;
  name: string;
  roll_no: string;
  email: string | null;
  sms: string | null;
  fee_name: string;
  due_date: string;
  balance: number;
};

/**
 * Each active student's fees in `window` (a condition on f.due_date) with something left to pay
 * on them (the fee less its concession and what receipts not cancelled paid of it, net of
 * refunds), for students with an e-mail address or a phone.
 */
const candidatesSql = (window: SQL) => sql`
  select st.id as student_id, f.id as fee_id, st.name, st.roll_no, st.email,
         coalesce(st.guardian_phone, st.phone) as sms, ft.fee_type as fee_name,
         to_char(f.due_date, 'YYYY-MM-DD') as due_date,
         (f.amount - coalesce(c.amount, 0) - coalesce(p.paid, 0))::int as balance
  from fee f join fee_type ft on ft.id = f.fee_type_id join semester fs on fs.id = f.semester_id
    join student st on st.course_id = f.course_id and st.status
    join semester cs on cs.id = st.semester_id
    left join concession c on c.student_id = st.id and c.fee_id = f.id
    left join lateral (select sum(ri.amount - ri.refunded) as paid
        from receipt_item ri join receipt r on r.id = ri.receipt_id
        where r.student_id = st.id and ri.fee_id = f.id and not ri.fine and r.cancelled_at is null) p on true
  where f.status and fs.number <= cs.number and ${window}
    and (st.email is not null or coalesce(st.guardian_phone, st.phone) is not null)
    and f.amount - coalesce(c.amount, 0) - coalesce(p.paid, 0) > 0`;

/** Claims the candidates not yet reminded in `period` (one INSERT on the unique index) and returns them. */
async function claim(window: SQL, period: string, sentBy: number | null): Promise<Candidate[]> {
  return queryRows<Candidate>(sql`
    with candidate as (${candidatesSql(window)}),
    claimed as (
      insert into fee_reminder (student_id, fee_id, period, balance, email, sms, sent_by)
      select student_id, fee_id, ${period}, balance, email, sms, ${sentBy}::int from candidate
      on conflict (student_id, fee_id, period) do nothing
      returning student_id, fee_id)
    select c.* from candidate c join claimed k on k.student_id = c.student_id and k.fee_id = c.fee_id
    order by c.student_id, c.due_date, c.fee_id`);
}

/** Sends one e-mail and one SMS per student for the claimed lines; a failed send is logged, not retried. */
async function send(rows: Candidate[]): Promise<ReminderCounts> {
  const college = (await getCollegeSettings()).name;
  const byStudent = new Map<number, Candidate[]>();
  for (const row of rows) byStudent.set(row.student_id, [...(byStudent.get(row.student_id) ?? []), row]);
  const counts: ReminderCounts = { students: byStudent.size, skipped: 0, fees: rows.length, emails: 0, sms: 0 };
  for (const lines of byStudent.values()) {
    const [first] = lines;
    const fees: ReminderFee[] = lines.map((l) => ({ name: l.fee_name, dueDate: l.due_date, balance: Number(l.balance) }));
    if (first.email) {
      try {
        await sendMail(feeReminderMail(first.email, college, first.name, first.roll_no, fees));
        counts.emails += 1;
      } catch (error) {
        console.error(`[fee-reminders] e-mail to student ${first.student_id} failed`, error);
      }
    }
    if (first.sms) {
      try {
        await smsSender().send({ to: first.sms, text: feeReminderSms(college, first.name, fees) });
        counts.sms += 1;
      } catch (error) {
        console.error(`[fee-reminders] SMS to student ${first.student_id} failed`, error);
      }
    }
  }
  return counts;
}

const today = (day?: string) => day ?? indianDay();

/**
 * The daily schedule: the fees due in FEE_REMINDER_DAYS_BEFORE days or fewer (not yet due), once
 * ('before'), and the fees at least FEE_REMINDER_DAYS_AFTER days overdue, once ('after'); 0 turns
 * either off. `day` (YYYY-MM-DD) is for tests; by default the day in India.
 */
export async function sendScheduledFeeReminders({ day }: { day?: string } = {}): Promise<ReminderCounts> {
  const { FEE_REMINDER_DAYS_BEFORE: before, FEE_REMINDER_DAYS_AFTER: after } = env();
  const d = sql`${today(day)}::date`;
  const rows: Candidate[] = [];
  if (before > 0) rows.push(...(await claim(sql`f.due_date > ${d} and f.due_date - ${before}::int <= ${d}`, 'before', null)));
  if (after > 0) rows.push(...(await claim(sql`f.due_date + ${after}::int <= ${d}`, 'after', null)));
  return send(rows.sort((a, b) => a.student_id - b.student_id || a.due_date.localeCompare(b.due_date)));
}

/** Ids (checked integers) as one array parameter: '{1,2,3}'. */
const intArray = (ids: number[]) => `{${ids.join(',')}}`;

/** At most this many students in one send to selected rows (the dues list's largest page is 500). */
const MAX_REMINDER_STUDENTS = 500;

export const REMINDER_MESSAGES = {
  array: 'Students must be a list of student IRIs.',
  empty: 'Select at least one student.',
  tooMany: `Select at most ${MAX_REMINDER_STUDENTS} students.`,
  iri: 'This value should be the IRI of a student.',
  unknown: 'This student does not exist.',
};

/**
 * The students a send by hand is for: null (no `students`: every student with fees due), else the
 * ids of `students`, a list of 1 to MAX_REMINDER_STUDENTS student IRIs (a plain id is accepted for
 * the GET's query), each of an existing student (422 otherwise, one violation per bad item).
 */
export async function parseReminderStudents(value: unknown): Promise<number[] | null> {
  if (value === undefined) return null;
  const path = 'students';
  if (!Array.isArray(value)) throw AppError.validation([{ propertyPath: path, message: REMINDER_MESSAGES.array }]);
  if (value.length === 0) throw AppError.validation([{ propertyPath: path, message: REMINDER_MESSAGES.empty }]);
  if (value.length > MAX_REMINDER_STUDENTS)
    throw AppError.validation([{ propertyPath: path, message: REMINDER_MESSAGES.tooMany }]);
  const ids = value.map((item) =>
    typeof item === 'string' ? (idFromIri(item, 'students') ?? (/^\d+$/.test(item) ? Number(item) : null)) : null,
  );
  const bad = ids.flatMap((id, i) => (id === null ? [{ propertyPath: `${path}[${i}]`, message: REMINDER_MESSAGES.iri }] : []));
  if (bad.length) throw AppError.validation(bad);
  const wanted = [...new Set(ids as number[])];
  const known = new Set(
    (await queryRows<{ id: number }>(sql`select id from student where id = any(${intArray(wanted)}::int[])`)).map((r) => Number(r.id)),
  );
  const unknown = ids.flatMap((id, i) =>
    known.has(id as number) ? [] : [{ propertyPath: `${path}[${i}]`, message: REMINDER_MESSAGES.unknown }],
  );
  if (unknown.length) throw AppError.validation(unknown);
  return wanted;
}

/** Fees due by `day`, of the `students` given (all when null). */
const dueWindow = (day: string, students: number[] | null) =>
  students ? sql`f.due_date <= ${day}::date and st.id = any(${intArray(students)}::int[])` : sql`f.due_date <= ${day}::date`;
const manualPeriod = (day: string) => `day:${day}`;

/** Students asked for who are not in `reminded`: the selection less them, else those due less them. */
async function skippedOf(students: number[] | null, day: string, reminded: number): Promise<number> {
  if (students) return students.length - reminded;
  const [row] = await queryRows<{ n: number }>(
    sql`select count(distinct c.student_id)::int as n from (${candidatesSql(dueWindow(day, null))}) c`,
  );
  return Math.max(0, Number(row.n) - reminded);
}

type ManualInput = { actor: Actor | null; day?: string; students?: number[] | null };

/**
 * What "Send reminders" (or "Send reminders to N selected", with `students`) on the dues list
 * would send today: the fees due and unpaid not yet reminded by hand today.
 */
export async function previewFeeReminders({ actor, day, students = null }: ManualInput): Promise<ReminderCounts> {
  assertCollegeAccess(actor);
  const d = today(day);
  const [row] = await queryRows<{ students: number; fees: number; emails: number; sms: number }>(sql`
    select count(distinct c.student_id)::int as students, count(*)::int as fees,
           count(distinct c.student_id) filter (where c.email is not null)::int as emails,
           count(distinct c.student_id) filter (where c.sms is not null)::int as sms
    from (${candidatesSql(dueWindow(d, students))}) c
    where not exists (select 1 from fee_reminder r
      where r.student_id = c.student_id and r.fee_id = c.fee_id and r.period = ${manualPeriod(d)})`);
  const reminded = Number(row.students);
  return {
    students: reminded,
    skipped: await skippedOf(students, d, reminded),
    fees: Number(row.fees),
    emails: Number(row.emails),
    sms: Number(row.sms),
  };
}

/**
 * "Send reminders" on the dues list: every fee due and unpaid (of the `students` selected, else of
 * all), once a day per student and fee (see the top of this file), sent by `actor`.
 */
export async function sendFeeReminders({ actor, day, students = null }: ManualInput): Promise<ReminderCounts> {
  const staff = assertCollegeAccess(actor);
  const d = today(day);
  const counts = await send(await claim(dueWindow(d, students), manualPeriod(d), staff.id));
  return { ...counts, skipped: await skippedOf(students, d, counts.students) };
}
