import 'server-only';
import { count, sql } from 'drizzle-orm';
import { db, queryRows } from '@/db/client';
import { courses, students } from '@/db/schema';
import { assertCollegeAccess } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { DUES, collegeListFields } from '@/lib/resources/college';
import { iriOf as iri } from '@/lib/resources/iri';
import { listOrderBy, listWhere, pagingOf, resultOf, type ListColumns, type ListOptions, type ListResult } from '../list-query';
import { collegeToday } from './balance-sql';
import { keepCollegeDues } from './dues-kept';

export type DueRecord = { id: number; name: string; rollNo: string; guardianPhone: string | null; course: string; batch: string; semester: string; due: number; paid: number; balance: number };

const col = (name: string) => sql.raw(`b."${name}"`);

/**
 * Every active student with due, paid and balance, all kept on the student row: due_total (fees
 * due less concessions plus late fees, kept as of today by keepCollegeDues, which each read calls
 * first) and paid_total (receipts not cancelled, net of refunds). The default order, the largest
 * balance first, walks the index student_balance_idx, so the first page reads 30 rows, not
 * 100,000 (bench: npm run bench:college).
 */
const balances = sql`(select s.id, s.name, s.roll_no, s.guardian_phone, s.course_id, s.batch_id, s.semester_id,
      s.due_total as due, s.paid_total as paid, s.due_balance as balance
    from student s where s.status) b`;

const columns: ListColumns = {
  id: col('id'),
  name: col('name'),
  rollNo: col('roll_no'),
  guardianPhone: col('guardian_phone'),
  course: col('course_id'),
  batch: col('batch_id'),
  semester: col('semester_id'),
  due: col('due'),
  paid: col('paid'),
  balance: col('balance'),
};

type BalanceRow = { id: number; name: string; roll_no: string; guardian_phone: string | null; course_id: number; batch_id: number; semester_id: number; due: number; paid: number; balance: number };

/** The outstanding-dues list: students who owe something, the largest balance first. */
export async function listDues({ actor, query = {} }: { actor: Actor | null; query?: ListOptions }): Promise<ListResult<DueRecord>> {
  assertCollegeAccess(actor);
  const paging = pagingOf(query, 1000);
  const where = sql`b.balance > 0 and ${listWhere(collegeListFields(DUES), columns, query) ?? sql`true`}`;
  const orderBy = listOrderBy(columns, query, [sql`b.balance desc`, sql`b.id asc`], columns.id);
  await keepCollegeDues();
  const [rows, [{ total }]] = await Promise.all([
    queryRows<BalanceRow>(
      sql`select * from ${balances} where ${where} order by ${sql.join(orderBy, sql`, `)} limit ${paging.limit!} offset ${paging.offset}`,
    ),
    queryRows<{ total: number }>(sql`select count(*)::int as total from ${balances} where ${where}`),
  ]);
  const items = rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    rollNo: r.roll_no,
    guardianPhone: r.guardian_phone,
    course: iri('courses', r.course_id),
    batch: iri('batches', r.batch_id),
    semester: iri('semesters', r.semester_id),
    due: Number(r.due),
    paid: Number(r.paid),
    balance: Number(r.balance),
  }));
  return resultOf(items, Number(total), paging);
}

export type CollegeDashboard = {
  collectedToday: number;
  collectedThisMonth: number;
  outstanding: number;
  students: number;
  byCourse: { course: string; students: number }[];
  /** The last 12 months, oldest first: "2026-01" and the amount collected. */
  monthly: { month: string; amount: number }[];
};

/** The dashboard's figures from kept totals (collection_day, student.paid_total); cancelled receipts do not count. */
export async function collegeDashboard({ actor }: { actor: Actor | null }): Promise<CollegeDashboard> {
  assertCollegeAccess(actor);
  await keepCollegeDues();
  const [[collected], [outstanding], byCourse, monthly] = await Promise.all([
    queryRows<{ today: number; month: number }>(sql`
      select coalesce(sum(total) filter (where day = ${collegeToday}), 0)::bigint as today,
             coalesce(sum(total), 0)::bigint as month
      from collection_day where day >= date_trunc('month', ${collegeToday})::date and day <= ${collegeToday}`),
    queryRows<{ total: number }>(sql`select coalesce(sum(b.balance) filter (where b.balance > 0), 0)::bigint as total from ${balances}`),
    db
      .select({ course: courses.name, students: count(students.id) })
      .from(courses)
      .leftJoin(students, sql`${students.courseId} = ${courses.id} and ${students.status}`)
      .groupBy(courses.id, courses.name)
      .orderBy(courses.name),
    queryRows<{ month: string; amount: number }>(sql`
      select to_char(m, 'YYYY-MM') as month, coalesce(sum(c.total), 0)::bigint as amount
      from generate_series(date_trunc('month', ${collegeToday}) - interval '11 months', date_trunc('month', ${collegeToday}), interval '1 month') m
      left join collection_day c on c.day >= m::date and c.day < (m + interval '1 month')::date
      group by m order by m`),
  ]);
  return {
    collectedToday: Number(collected.today),
    collectedThisMonth: Number(collected.month),
    outstanding: Number(outstanding.total),
    students: byCourse.reduce((sum, c) => sum + c.students, 0),
    byCourse,
    monthly: monthly.map((m) => ({ month: m.month, amount: Number(m.amount) })),
  };
}
