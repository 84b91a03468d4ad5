import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { students } from '@/db/schema';
import { assertCollegeAccess } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { COLLEGE_MESSAGES as M, studentListFields } from '@/lib/resources/college';
import { iriOf as iri } from '@/lib/resources/iri';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, pgError } from '../db-errors';
import { studentSchema } from '@/lib/validation/college';
import { parseInput } from '@/lib/validation/parse-input';
import { expectObject, pickTyped, type InputProperty } from '../input';
import { listOrderBy, listWhere, pagingOf, resultOf, type ListColumns, type ListOptions, type ListResult } from '../list-query';
import { dueSql, paidSql } from './balance-sql';
import { parseRowId, unresolved } from './input';
import { assertWithinCourse } from './semester-limits';

export type StudentRecord = {
  id: number;
  name: string;
  rollNo: string;
  course: string;
  batch: string;
  semester: string;
  phone: string | null;
  email: string | null;
  guardianName: string | null;
  status: boolean;
  due: number;
  paid: number;
  balance: number;
};

const columns: ListColumns = {
  id: students.id,
  name: students.name,
  rollNo: students.rollNo,
  course: students.courseId,
  batch: students.batchId,
  semester: students.semesterId,
  phone: students.phone,
  email: students.email,
  guardianName: students.guardianName,
  status: students.status,
};

const selection = {
  id: students.id,
  name: students.name,
  rollNo: students.rollNo,
  courseId: students.courseId,
  batchId: students.batchId,
  semesterId: students.semesterId,
  phone: students.phone,
  email: students.email,
  guardianName: students.guardianName,
  status: students.status,
  due: dueSql,
  paid: paidSql,
};

type Row = { [K in keyof typeof selection]: K extends 'due' | 'paid' ? number : (typeof students.$inferSelect)[K & keyof typeof students.$inferSelect] };

function toRecord(row: Row): StudentRecord {
  const due = Number(row.due);
  const paid = Number(row.paid);
  return {
    id: row.id,
    name: row.name,
    rollNo: row.rollNo,
    course: iri('courses', row.courseId),
    batch: iri('batches', row.batchId),
    semester: iri('semesters', row.semesterId),
    phone: row.phone,
    email: row.email,
    guardianName: row.guardianName,
    status: row.status,
    due,
    paid,
    balance: due - paid,
  };
}

export async function listStudents({ actor, query = {} }: { actor: Actor | null; query?: ListOptions }): Promise<ListResult<StudentRecord>> {
  assertCollegeAccess(actor);
  const paging = pagingOf(query, 1000);
  const where = listWhere(studentListFields, columns, query);
  const orderBy = listOrderBy(columns, query, [asc(students.id)], students.id);
  const [rows, [{ total }]] = await Promise.all([
    db.select(selection).from(students).where(where).orderBy(...orderBy).limit(paging.limit!).offset(paging.offset),
    db.select({ total: count() }).from(students).where(where),
  ]);
  return resultOf((rows as Row[]).map(toRecord), total, paging);
}

export async function getStudent({ actor, id }: { actor: Actor | null; id: number | string }): Promise<StudentRecord> {
  assertCollegeAccess(actor);
  const key = parseRowId(id);
  const [row] = key === null ? [] : await db.select(selection).from(students).where(eq(students.id, key));
  if (!row) throw AppError.notFound();
  return toRecord(row as Row);
}

const properties: InputProperty[] = [
  { name: 'name', kind: 'string' },
  { name: 'rollNo', kind: 'string' },
  { name: 'course', kind: 'iri' },
  { name: 'batch', kind: 'iri' },
  { name: 'semester', kind: 'iri' },
  { name: 'phone', kind: 'string' },
  { name: 'email', kind: 'string' },
  { name: 'guardianName', kind: 'string' },
  { name: 'status', kind: 'boolean' },
];

function validate(input: unknown, base: Record<string, unknown>) {
  const body = pickTyped(expectObject(input), properties);
  const v = parseInput(studentSchema, { ...base, ...body });
  return {
    name: v.name,
    rollNo: v.rollNo,
    courseId: v.course,
    batchId: v.batch,
    semesterId: v.semester,
    phone: v.phone,
    email: v.email,
    guardianName: v.guardianName,
    status: v.status,
  };
}

function mapWriteError(error: unknown, rollNo: string): never {
  const code = pgError(error)?.code;
  if (code === UNIQUE_VIOLATION) throw AppError.taken('rollNo', M.rollNoTaken(rollNo));
  if (code === FOREIGN_KEY_VIOLATION) throw unresolved();
  throw error;
}

export async function createStudent({ actor, input }: { actor: Actor | null; input: unknown }): Promise<StudentRecord> {
  assertCollegeAccess(actor);
  const values = validate(input, {});
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await assertWithinCourse(tx, values.courseId, values.semesterId);
      const [row] = await tx.insert(students).values(values).returning({ id: students.id });
      return row.id;
    });
  } catch (error) {
    mapWriteError(error, values.rollNo);
  }
  return getStudent({ actor, id });
}

/** PATCH: absent keys keep their value. */
export async function updateStudent({ actor, id, input }: { actor: Actor | null; id: number | string; input: unknown }): Promise<StudentRecord> {
  const current = await getStudent({ actor, id });
  const { due: _due, paid: _paid, balance: _balance, id: key, ...base } = current; // eslint-disable-line @typescript-eslint/no-unused-vars
  const values = validate(input, base);
  try {
    await db.transaction(async (tx) => {
      await assertWithinCourse(tx, values.courseId, values.semesterId);
      await tx.update(students).set(values).where(eq(students.id, key));
    });
  } catch (error) {
    mapWriteError(error, values.rollNo);
  }
  return getStudent({ actor, id: key });
}
