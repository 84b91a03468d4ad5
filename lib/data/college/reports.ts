import 'server-only';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { db, queryRows } from '@/db/client';
import { courses, students } from '@/db/schema';
import { assertCollegeAccess } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { dueListFields } from '@/lib/resources/college';
import { iriOf as iri } from '@/lib/resources/iri';
import { listOrderBy, listWhere, pagingOf, resultOf, type ListColumns, type ListOptions, type ListResult } from '../list-query';
import { dueSql, paidSql } from './balance-sql';

export type DueRecord = { id: number; name: string; rollNo: string; course: string; batch: string; semester: string; due: number; paid: number; balance: number };

/** Every active student with their balance, computed once in SQL; the dues list keeps balance > 0. */
const balances = db.$with('balances').as(
  db
    .select({
      id: students.id,
      name: students.name,
      rollNo: students.rollNo,
      courseId: students.courseId,
      batchId: students.batchId,
      semesterId: students.semesterId,
      due: dueSql.as('due'),
      paid: paidSql.as('paid'),
    })
    .from(students)
    .where(eq(students.status, true)),
);

const balanceSql = sql<number>`(${balances.due} - ${balances.paid})`;

const columns: ListColumns = {
  id: balances.id as unknown as AnyPgColumn,
  name: balances.name as unknown as AnyPgColumn,
  rollNo: balances.rollNo as unknown as AnyPgColumn,
  course: balances.courseId as unknown as AnyPgColumn,
  batch: balances.batchId as unknown as AnyPgColumn,
  semester: balances.semesterId as unknown as AnyPgColumn,
  due: balances.due as unknown as AnyPgColumn,
  paid: balances.paid as unknown as AnyPgColumn,
  balance: balanceSql as unknown as AnyPgColumn,
};

/** The outstanding-dues list: students who owe something, the largest balance first. */
export async function listDues({ actor, query = {} }: { actor: Actor | null; query?: ListOptions }): Promise<ListResult<DueRecord>> {
  assertCollegeAccess(actor);
  const paging = pagingOf(query, 1000);
  const where = sql`${balanceSql} > 0 and ${listWhere(dueListFields, columns, query) ?? sql`true`}`;
  const orderBy = listOrderBy(columns, query, [desc(balanceSql), asc(balances.id)], balances.id as unknown as AnyPgColumn);
  const [rows, [{ total }]] = await Promise.all([
    db.with(balances).select().from(balances).where(where).orderBy(...orderBy).limit(paging.limit!).offset(paging.offset),
    db.with(balances).select({ total: count() }).from(balances).where(where),
  ]);
  const items = rows.map((r) => {
    const due = Number(r.due);
    const paid = Number(r.paid);
    return {
      id: r.id,
      name: r.name,
      rollNo: r.rollNo,
      course: iri('courses', r.courseId),
      batch: iri('batches', r.batchId),
      semester: iri('semesters', r.semesterId),
      due,
      paid,
      balance: due - paid,
    };
  });
  return resultOf(items, total, paging);
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

/** The dashboard's figures, each one aggregate query; cancelled receipts do not count. */
export async function collegeDashboard({ actor }: { actor: Actor | null }): Promise<CollegeDashboard> {
  assertCollegeAccess(actor);
  const [[collected], [outstanding], byCourse, monthly] = await Promise.all([
    queryRows<{ today: number; month: number }>(sql`
      select coalesce(sum(total) filter (where paid_on = current_date), 0)::bigint as today,
             coalesce(sum(total), 0)::bigint as month
      from receipt where cancelled_at is null and paid_on >= date_trunc('month', current_date)::date and paid_on <= current_date`),
    db.with(balances).select({ total: sql<number>`coalesce(sum(greatest(${balanceSql}, 0)), 0)::bigint` }).from(balances),
    db
      .select({ course: courses.name, students: count(students.id) })
      .from(courses)
      .leftJoin(students, sql`${students.courseId} = ${courses.id} and ${students.status}`)
      .groupBy(courses.id, courses.name)
      .orderBy(courses.name),
    queryRows<{ month: string; amount: number }>(sql`
      select to_char(m, 'YYYY-MM') as month, coalesce(sum(r.total), 0)::bigint as amount
      from generate_series(date_trunc('month', current_date) - interval '11 months', date_trunc('month', current_date), interval '1 month') m
      left join receipt r on r.cancelled_at is null and r.paid_on >= m::date and r.paid_on < (m + interval '1 month')::date
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
