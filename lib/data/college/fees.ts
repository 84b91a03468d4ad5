import 'server-only';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { fees, receiptItems, receipts } from '@/db/schema';
import { assertCollegeAccess } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { formatRupees } from '@/lib/money';
import { COLLEGE_MESSAGES as M, feeListFields } from '@/lib/resources/college';
import { iriOf as iri } from '@/lib/resources/iri';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, pgError } from '../db-errors';
import { feeSchema } from '@/lib/validation/college';
import { parseInput } from '@/lib/validation/parse-input';
import { expectObject, pickTyped, type InputProperty } from '../input';
import { listOrderBy, listWhere, pagingOf, resultOf, type ListColumns, type ListOptions, type ListResult } from '../list-query';
import { parseRowId, unresolved } from './input';
import { assertWithinCourse } from './semester-limits';

/** One line of the fee structure: course x semester x fee type, its amount in rupees and due date. */
export type FeeRecord = { id: number; course: string; semester: string; feeType: string; amount: number; dueDate: string; status: boolean };

const columns: ListColumns = {
  id: fees.id,
  course: fees.courseId,
  semester: fees.semesterId,
  feeType: fees.feeTypeId,
  amount: fees.amount,
  dueDate: fees.dueDate,
  status: fees.status,
};

const toRecord = (row: typeof fees.$inferSelect): FeeRecord => ({
  id: row.id,
  course: iri('courses', row.courseId),
  semester: iri('semesters', row.semesterId),
  feeType: iri('feetypes', row.feeTypeId),
  amount: row.amount,
  dueDate: row.dueDate,
  status: row.status,
});

export async function listFees({ actor, query = {} }: { actor: Actor | null; query?: ListOptions }): Promise<ListResult<FeeRecord>> {
  assertCollegeAccess(actor);
  const paging = pagingOf(query, 1000);
  const where = listWhere(feeListFields, columns, query);
  const orderBy = listOrderBy(columns, query, [asc(fees.id)], fees.id);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(fees).where(where).orderBy(...orderBy).limit(paging.limit!).offset(paging.offset),
    db.select({ total: count() }).from(fees).where(where),
  ]);
  return resultOf(rows.map(toRecord), total, paging);
}

export async function getFee({ actor, id }: { actor: Actor | null; id: number | string }): Promise<FeeRecord> {
  assertCollegeAccess(actor);
  const key = parseRowId(id);
  const [row] = key === null ? [] : await db.select().from(fees).where(eq(fees.id, key));
  if (!row) throw AppError.notFound();
  return toRecord(row);
}

const properties: InputProperty[] = [
  { name: 'course', kind: 'iri' },
  { name: 'semester', kind: 'iri' },
  { name: 'feeType', kind: 'iri' },
  { name: 'amount', kind: 'integer' },
  { name: 'dueDate', kind: 'date' },
  { name: 'status', kind: 'boolean' },
];

function validate(input: unknown, base: Record<string, unknown>) {
  const v = parseInput(feeSchema, { ...base, ...pickTyped(expectObject(input), properties) });
  return { courseId: v.course, semesterId: v.semester, feeTypeId: v.feeType, amount: v.amount, dueDate: v.dueDate, status: v.status };
}

function mapWriteError(error: unknown): never {
  const code = pgError(error)?.code;
  if (code === UNIQUE_VIOLATION) throw AppError.taken('course', M.feeTaken);
  if (code === FOREIGN_KEY_VIOLATION) throw unresolved();
  throw error;
}

export async function createFee({ actor, input }: { actor: Actor | null; input: unknown }): Promise<FeeRecord> {
  assertCollegeAccess(actor);
  const values = validate(input, {});
  try {
    return await db.transaction(async (tx) => {
      await assertWithinCourse(tx, values.courseId, values.semesterId);
      const [row] = await tx.insert(fees).values(values).returning();
      return toRecord(row);
    });
  } catch (error) {
    mapWriteError(error);
  }
}

/**
 * PATCH: absent keys keep their value. The fee's row is locked first, so a payment against it
 * (which share-locks it, lib/data/college/receipts.ts) is either counted in what was paid or
 * waits and sees the new amount: an amount is never lowered below what was paid against it.
 */
export async function updateFee({ actor, id, input }: { actor: Actor | null; id: number | string; input: unknown }): Promise<FeeRecord> {
  const { id: key, ...base } = await getFee({ actor, id });
  const values = validate(input, base);
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: fees.id }).from(fees).where(eq(fees.id, key)).for('update');
      await assertWithinCourse(tx, values.courseId, values.semesterId);
      const [{ paid }] = await tx
        .select({ paid: sql<number>`coalesce(sum(${receiptItems.amount}), 0)::int` })
        .from(receiptItems)
        .innerJoin(receipts, eq(receipts.id, receiptItems.receiptId))
        .where(and(eq(receiptItems.feeId, key), isNull(receipts.cancelledAt)));
      if (values.amount < Number(paid)) {
        throw AppError.validation([{ propertyPath: 'amount', message: M.belowPaid(formatRupees(Number(paid))) }]);
      }
      const [row] = await tx.update(fees).set(values).where(eq(fees.id, key)).returning();
      return toRecord(row);
    });
  } catch (error) {
    mapWriteError(error);
  }
}
