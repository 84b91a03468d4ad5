import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { fees } from '@/db/schema';
import { assertCollegeAccess } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { COLLEGE_MESSAGES as M, feeListFields } from '@/lib/resources/college';
import { iriOf as iri } from '@/lib/resources/iri';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, pgError } from '../db-errors';
import { feeSchema } from '@/lib/validation/college';
import { parseInput } from '@/lib/validation/parse-input';
import { expectObject, pickTyped, type InputProperty } from '../input';
import { listOrderBy, listWhere, pagingOf, resultOf, type ListColumns, type ListOptions, type ListResult } from '../list-query';
import { parseRowId, unresolved } from './input';

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
    const [row] = await db.insert(fees).values(values).returning();
    return toRecord(row);
  } catch (error) {
    mapWriteError(error);
  }
}

export async function updateFee({ actor, id, input }: { actor: Actor | null; id: number | string; input: unknown }): Promise<FeeRecord> {
  const { id: key, ...base } = await getFee({ actor, id });
  const values = validate(input, base);
  try {
    const [row] = await db.update(fees).set(values).where(eq(fees.id, key)).returning();
    return toRecord(row);
  } catch (error) {
    mapWriteError(error);
  }
}
