import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import { assertCollegeAccess } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { receiptNoOf, refundNoOf } from '@/lib/resources/college-messages';

/**
 * The day-book (issue 27 item 4): the receipts not cancelled in a range of days (money in) and
 * the refunds paid out in them (money out), narrowed by payment mode, the staff member who
 * received or paid out the money and the student's course, with each day's closing figures per
 * mode (collected, refunded, net) and the range's totals. College staff and administrators only.
 */

/** The longest range one day-book covers: a year, so a mistyped year cannot read a decade. */
const DAYBOOK_MAX_DAYS = 366;
/** The most receipts listed (the totals always count every receipt in the range). */
export const DAYBOOK_MAX_ROWS = 5000;
/** The receipts on one page of the day-book's screen (its CSV and print list up to DAYBOOK_MAX_ROWS). */
export const DAYBOOK_PAGE_SIZE = 100;

export type DaybookQuery = {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  paymentMode?: number;
  staff?: number;
  course?: number;
};

type DaybookEntry = {
  id: number;
  receiptNo: string;
  paidOn: string;
  studentName: string;
  rollNo: string;
  courseName: string;
  paymentModeName: string;
  /** The staff account's name, else its e-mail; null when not known. */
  receivedBy: string | null;
  total: number;
};

/** A refund paid out in the range: money out of the day's collection. */
type DaybookRefund = {
  id: number;
  refundNo: string;
  receiptNo: string;
  refundedOn: string;
  studentName: string;
  rollNo: string;
  courseName: string;
  paymentModeName: string;
  /** Who paid it out (the staff account's name, else its e-mail); null when not known. */
  refundedBy: string | null;
  amount: number;
};

/** Collected (`total`, from `receipts`), refunded (`refunded`, from `refunds`) and the net of the two. */
type ModeTotal = { paymentMode: string; total: number; receipts: number; refunded: number; refunds: number; net: number };
type DaybookDay = { day: string; modes: ModeTotal[]; total: number; receipts: number; refunded: number; refunds: number; net: number };

export type Daybook = {
  from: string;
  to: string;
  /** The receipts listed: the page asked for (DAYBOOK_PAGE_SIZE of them), else up to DAYBOOK_MAX_ROWS. */
  entries: DaybookEntry[];
  /** The page of receipts and refunds listed (1 is the first); absent when listed up to DAYBOOK_MAX_ROWS. */
  page?: number;
  /** The refunds paid out in the range (money out), oldest first: the page's, else at most DAYBOOK_MAX_ROWS. */
  refundEntries: DaybookRefund[];
  /** True when more receipts or refunds matched than DAYBOOK_MAX_ROWS (the totals still count them all); false for a page. */
  truncated: boolean;
  /** Each day with a collection or a refund, oldest first: its closing figures per mode, then in all. */
  days: DaybookDay[];
  /** The range's figures per mode, and in all: collected, refunded, net. */
  modes: ModeTotal[];
  total: number;
  receipts: number;
  refunded: number;
  refunds: number;
  net: number;
};

type DaybookChoice = { value: number; label: string };
export type DaybookChoices = { paymentModes: DaybookChoice[]; staff: DaybookChoice[]; courses: DaybookChoice[] };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayOf(value: string, name: 'from' | 'to'): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!DAY.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw AppError.badRequest(`"${name}" must be a date as YYYY-MM-DD.`);
  }
  return value;
}

/** Checks a query's days: 400 when a day is not one, the range is reversed or longer than allowed. */
function checkedRange(query: DaybookQuery) {
  const from = dayOf(query.from, 'from');
  const to = dayOf(query.to, 'to');
  if (to < from) throw AppError.badRequest('"to" is before "from".');
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days > DAYBOOK_MAX_DAYS) {
    throw AppError.badRequest(`A day-book covers at most ${DAYBOOK_MAX_DAYS} days.`);
  }
  return { from, to };
}

type EntryRow = {
  id: number;
  year: number;
  number: number;
  paid_on: string;
  student_name: string;
  roll_no: string;
  course_name: string;
  mode_name: string;
  received_by: string | null;
  total: number;
};

type RefundRow = {
  id: number;
  year: number;
  number: number;
  receipt_year: number;
  receipt_number: number;
  refunded_on: string;
  student_name: string;
  roll_no: string;
  course_name: string;
  mode_name: string;
  refunded_by: string | null;
  amount: number;
};

type TotalRow = { day: string; mode_name: string; collected: number; receipts: number; refunded: number; refunds: number };

const emptyTotals = () => ({ total: 0, receipts: 0, refunded: 0, refunds: 0, net: 0 });

/** Adds one day and mode's kept figures (collected and refunded) to a day's or mode's figures. */
function add(to: { total: number; receipts: number; refunded: number; refunds: number; net: number }, row: TotalRow) {
  const collected = Number(row.collected);
  const refunded = Number(row.refunded);
  to.total += collected;
  to.receipts += Number(row.receipts);
  to.refunded += refunded;
  to.refunds += Number(row.refunds);
  to.net += collected - refunded;
}

/**
 * The day-book for a range of days and optional filters. Receipts not cancelled are money in on
 * their day; refunds are money out on theirs, by their own payment mode and the staff member who
 * paid them out; each day's and mode's net is in less out. The figures are read from the totals
 * kept per day, mode, staff member and course by triggers (daybook_total, migration 0049), not
 * summed over the range's receipts (85,000 in a month at bench:college). With `page`, one page of
 * DAYBOOK_PAGE_SIZE receipts is listed (the screen); without, up to DAYBOOK_MAX_ROWS (the API,
 * the CSV and the printed day-book).
 */
export async function readDaybook({
  actor,
  query,
  page,
}: {
  actor: Actor | null;
  query: DaybookQuery;
  page?: number;
}): Promise<Daybook> {
  assertCollegeAccess(actor);
  const { from, to } = checkedRange(query);
  const conditions: SQL[] = [sql`r.cancelled_at is null`, sql`r.paid_on between ${from}::date and ${to}::date`];
  if (query.paymentMode) conditions.push(sql`r.payment_mode_id = ${query.paymentMode}`);
  if (query.staff) conditions.push(sql`r.created_by = ${query.staff}`);
  if (query.course) conditions.push(sql`s.course_id = ${query.course}`);
  const where = sql.join(conditions, sql` and `);
  const totalConditions: SQL[] = [sql`t.day between ${from}::date and ${to}::date`];
  if (query.paymentMode) totalConditions.push(sql`t.payment_mode_id = ${query.paymentMode}`);
  if (query.staff) totalConditions.push(sql`t.staff_id = ${query.staff}`);
  if (query.course) totalConditions.push(sql`t.course_id = ${query.course}`);
  const listed = page ? Math.max(1, Math.floor(page)) : null;
  const limit = listed ? DAYBOOK_PAGE_SIZE : DAYBOOK_MAX_ROWS + 1;
  const offset = listed ? (listed - 1) * DAYBOOK_PAGE_SIZE : 0;
  const refundConditions: SQL[] = [sql`x.refunded_on between ${from}::date and ${to}::date`];
  if (query.paymentMode) refundConditions.push(sql`x.payment_mode_id = ${query.paymentMode}`);
  if (query.staff) refundConditions.push(sql`x.created_by = ${query.staff}`);
  if (query.course) refundConditions.push(sql`s.course_id = ${query.course}`);
  const refundWhere = sql.join(refundConditions, sql` and `);
  // The receipts (and refunds) of the page are found and sorted first, joining the students only
  // to narrow by course; then only they are joined to their students, courses and staff. A page
  // lists the same stretch of both: page 2 is the receipts and the refunds 101 to 200.
  const byCourse = query.course ? sql`join student s on s.id = r.student_id` : sql``;
  const refundByCourse = query.course ? sql`join student s on s.id = x.student_id` : sql``;
  const [entries, refundRows, totals] = await Promise.all([
    queryRows<EntryRow>(sql`
      select r.id, r.year, r.number, to_char(r.paid_on, 'YYYY-MM-DD') as paid_on, s.name as student_name,
             s.roll_no, c.course as course_name, pm.payment_mode as mode_name,
             (select coalesce(u.display_name, u.email) from users u where u.id = r.created_by) as received_by, r.total
      from (select r.id, r.year, r.number, r.paid_on, r.student_id, r.payment_mode_id, r.created_by, r.total
            from receipt r ${byCourse} where ${where}
            order by r.paid_on, r.year, r.number limit ${limit} offset ${offset}) r
        join student s on s.id = r.student_id join course c on c.id = s.course_id
        join payment_mode pm on pm.id = r.payment_mode_id
      order by r.paid_on, r.year, r.number`),
    queryRows<RefundRow>(sql`
      select x.id, x.year, x.number, r.year as receipt_year, r.number as receipt_number,
             to_char(x.refunded_on, 'YYYY-MM-DD') as refunded_on, s.name as student_name, s.roll_no,
             c.course as course_name, pm.payment_mode as mode_name,
             (select coalesce(u.display_name, u.email) from users u where u.id = x.created_by) as refunded_by, x.amount
      from (select x.id, x.year, x.number, x.receipt_id, x.refunded_on, x.student_id, x.payment_mode_id, x.created_by, x.amount
            from refund x ${refundByCourse} where ${refundWhere}
            order by x.refunded_on, x.year, x.number limit ${limit} offset ${offset}) x
        join receipt r on r.id = x.receipt_id join student s on s.id = x.student_id
        join course c on c.id = s.course_id join payment_mode pm on pm.id = x.payment_mode_id
      order by x.refunded_on, x.year, x.number`),
    queryRows<TotalRow>(sql`
      select to_char(t.day, 'YYYY-MM-DD') as day, pm.payment_mode as mode_name, sum(t.collected)::bigint as collected,
             sum(t.receipts)::int as receipts, sum(t.refunded)::bigint as refunded, sum(t.refunds)::int as refunds
      from daybook_total t join payment_mode pm on pm.id = t.payment_mode_id
      where ${sql.join(totalConditions, sql` and `)}
      group by t.day, pm.payment_mode
      having sum(t.receipts) <> 0 or sum(t.refunds) <> 0
      order by t.day, pm.payment_mode`),
  ]);
  const days = new Map<string, DaybookDay>();
  const modes = new Map<string, ModeTotal>();
  for (const row of totals) {
    const day = days.get(row.day) ?? { day: row.day, modes: [], ...emptyTotals() };
    let dayMode = day.modes.find((m) => m.paymentMode === row.mode_name);
    if (!dayMode) {
      dayMode = { paymentMode: row.mode_name, ...emptyTotals() };
      day.modes.push(dayMode);
    }
    add(dayMode, row);
    add(day, row);
    days.set(row.day, day);
    const mode = modes.get(row.mode_name) ?? { paymentMode: row.mode_name, ...emptyTotals() };
    add(mode, row);
    modes.set(row.mode_name, mode);
  }
  const modeList = [...modes.values()].sort((a, b) => a.paymentMode.localeCompare(b.paymentMode));
  const sum = (key: 'total' | 'receipts' | 'refunded' | 'refunds' | 'net') => modeList.reduce((n, m) => n + m[key], 0);
  return {
    from,
    to,
    ...(listed ? { page: listed } : {}),
    entries: entries.slice(0, DAYBOOK_MAX_ROWS).map((r) => ({
      id: Number(r.id),
      receiptNo: receiptNoOf(Number(r.year), Number(r.number)),
      paidOn: r.paid_on,
      studentName: r.student_name,
      rollNo: r.roll_no,
      courseName: r.course_name,
      paymentModeName: r.mode_name,
      receivedBy: r.received_by,
      total: Number(r.total),
    })),
    refundEntries: refundRows.slice(0, DAYBOOK_MAX_ROWS).map((r) => ({
      id: Number(r.id),
      refundNo: refundNoOf(Number(r.year), Number(r.number)),
      receiptNo: receiptNoOf(Number(r.receipt_year), Number(r.receipt_number)),
      refundedOn: r.refunded_on,
      studentName: r.student_name,
      rollNo: r.roll_no,
      courseName: r.course_name,
      paymentModeName: r.mode_name,
      refundedBy: r.refunded_by,
      amount: Number(r.amount),
    })),
    truncated: !listed && (entries.length > DAYBOOK_MAX_ROWS || refundRows.length > DAYBOOK_MAX_ROWS),
    days: [...days.values()],
    modes: modeList,
    total: sum('total'),
    receipts: sum('receipts'),
    refunded: sum('refunded'),
    refunds: sum('refunds'),
    net: sum('net'),
  };
}

/** The filters' choices: payment modes, the staff accounts (college role) and courses. */
export async function daybookChoices({ actor }: { actor: Actor | null }): Promise<DaybookChoices> {
  assertCollegeAccess(actor);
  const [modes, staff, courses] = await Promise.all([
    queryRows<{ id: number; name: string }>(sql`select id, payment_mode as name from payment_mode order by payment_mode`),
    queryRows<{ id: number; name: string }>(sql`
      select id, coalesce(display_name, email) as name from users
      where roles && array['ROLE_COLLEGE', 'ROLE_ADMIN']::text[] order by 2`),
    queryRows<{ id: number; name: string }>(sql`select id, course as name from course order by course`),
  ]);
  const choices = (rows: { id: number; name: string }[]) => rows.map((r) => ({ value: Number(r.id), label: r.name }));
  return { paymentModes: choices(modes), staff: choices(staff), courses: choices(courses) };
}
