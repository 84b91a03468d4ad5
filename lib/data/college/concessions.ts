import 'server-only';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { concessions, courses, feeTypes, fees, receiptItems, receipts, semesters, students } from '@/db/schema';
import { assertCollegeAccess } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { formatRupees } from '@/lib/money';
import { CONCESSIONS } from '@/lib/resources/college';
import { COLLEGE_MESSAGES as M } from '@/lib/resources/college-messages';
import { iriOf as iri } from '@/lib/resources/iri';
import { concessionSchema } from '@/lib/validation/college';
import { parseInput } from '@/lib/validation/parse-input';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, pgError } from '../db-errors';
import { expectObject, pickTyped } from '../input';
import type { ListColumns } from '../list-query';
import { unresolved } from './input';
import { collegeRecordReader, feeNameSql } from './record-reader';
import { recordAudit } from '../audit/record';

/**
 * Concessions and scholarships (issue 27 item 3): one per student and fee, a percentage of the
 * fee or an amount, with its reason and who approved it, reducing what is due on the fee. Never
 * more than what is still owed on it: granting locks the student's row as a payment does
 * (receipts.ts), so a concession and a payment saved at once are checked one after the other.
 */
export type ConcessionRecord = {
  id: number;
  student: string;
  studentName: string;
  rollNo: string;
  fee: string;
  feeName: string;
  kind: 'percent' | 'amount';
  value: number;
  amount: number;
  reason: string;
  approvedBy: string;
  createdAt: string;
};

const columns: ListColumns = {
  id: concessions.id,
  student: concessions.studentId,
  studentName: students.name,
  rollNo: students.rollNo,
  fee: concessions.feeId,
  amount: concessions.amount,
  reason: concessions.reason,
  approvedBy: concessions.approvedBy,
};

const base = () =>
  db
    .select({
      id: concessions.id,
      studentId: concessions.studentId,
      studentName: students.name,
      rollNo: students.rollNo,
      feeId: concessions.feeId,
      feeName: feeNameSql,
      kind: concessions.kind,
      value: concessions.value,
      amount: concessions.amount,
      reason: concessions.reason,
      approvedBy: concessions.approvedBy,
      createdAt: concessions.createdAt,
    })
    .from(concessions)
    .innerJoin(students, eq(students.id, concessions.studentId))
    .innerJoin(fees, eq(fees.id, concessions.feeId))
    .innerJoin(feeTypes, eq(feeTypes.id, fees.feeTypeId))
    .innerJoin(semesters, eq(semesters.id, fees.semesterId));

type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

const toRecord = (r: Row): ConcessionRecord => ({
  id: r.id,
  student: iri('students', r.studentId),
  studentName: r.studentName,
  rollNo: r.rollNo,
  fee: iri('fees', r.feeId),
  feeName: r.feeName,
  kind: r.kind,
  value: r.value,
  amount: r.amount,
  reason: r.reason,
  approvedBy: r.approvedBy,
  createdAt: r.createdAt.toISOString(),
});

const reader = collegeRecordReader({
  entity: CONCESSIONS,
  id: concessions.id,
  columns,
  select: base,
  count: (where) =>
    db
      .select({ total: count() })
      .from(concessions)
      .innerJoin(students, eq(students.id, concessions.studentId))
      .where(where),
  toRecord,
});

export const listConcessions = reader.list;
export const getConcession = reader.get;

function validate(input: unknown) {
  const body = expectObject(input);
  return parseInput(
    concessionSchema,
    pickTyped(body, [
      { name: 'student', kind: 'iri' },
      { name: 'fee', kind: 'iri' },
      { name: 'kind', kind: 'string' },
      { name: 'value', kind: 'integer' },
      { name: 'reason', kind: 'string' },
      { name: 'approvedBy', kind: 'string' },
    ]),
  );
}

/** Grants a concession: what it comes to must fit in what is still owed on the fee (422 on value). */
export async function createConcession({ actor, input }: { actor: Actor | null; input: unknown }): Promise<ConcessionRecord> {
  const staff = assertCollegeAccess(actor);
  const v = validate(input);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      // The lock a payment takes too: the two are checked one after the other.
      const [student] = await tx
        .select({ id: students.id, courseId: students.courseId, semester: semesters.number, courseLength: courses.semesters })
        .from(students)
        .innerJoin(semesters, eq(semesters.id, students.semesterId))
        .innerJoin(courses, eq(courses.id, students.courseId))
        .where(eq(students.id, v.student))
        .for('update', { of: students });
      if (!student) throw unresolved();
      const [fee] = await tx
        .select({ id: fees.id, courseId: fees.courseId, amount: fees.amount, status: fees.status, semester: semesters.number, feeName: feeNameSql })
        .from(fees)
        .innerJoin(feeTypes, eq(feeTypes.id, fees.feeTypeId))
        .innerJoin(semesters, eq(semesters.id, fees.semesterId))
        .where(eq(fees.id, v.fee))
        .for('share', { of: fees });
      if (!fee) throw unresolved();
      if (fee.courseId !== student.courseId) throw AppError.validation([{ propertyPath: 'fee', message: M.otherCourse }]);
      if (!fee.status) throw AppError.validation([{ propertyPath: 'fee', message: M.inactiveFee(fee.feeName) }]);
      if (fee.semester > student.courseLength) throw AppError.validation([{ propertyPath: 'fee', message: M.beyondCourse(fee.feeName, student.courseLength) }]);
      const [{ paid }] = await tx
        .select({ paid: sql<number>`coalesce(sum(${receiptItems.amount} - ${receiptItems.refunded}), 0)::int` })
        .from(receiptItems)
        .innerJoin(receipts, eq(receipts.id, receiptItems.receiptId))
        .where(and(eq(receipts.studentId, student.id), isNull(receipts.cancelledAt), eq(receiptItems.feeId, fee.id), eq(receiptItems.fine, false)));
      // A percentage of the fee, in whole rupees (rounded down: never more than granted).
      const amount = v.kind === 'percent' ? Math.floor((fee.amount * v.value) / 100) : v.value;
      const owed = fee.amount - Number(paid);
      if (amount < 1 || amount > owed) {
        throw AppError.validation([{ propertyPath: 'value', message: M.concessionTooLarge(fee.feeName, formatRupees(Math.max(0, owed))) }]);
      }
      const [row] = await tx
        .insert(concessions)
        .values({ studentId: student.id, feeId: fee.id, kind: v.kind, value: v.value, amount, reason: v.reason, approvedBy: v.approvedBy, createdBy: staff.id })
        .returning({ id: concessions.id });
      await recordAudit(tx, staff, {
        action: 'create',
        entity: 'concessions',
        entityId: row.id,
        after: { student: student.id, fee: fee.id, kind: v.kind, value: v.value, amount, reason: v.reason, approvedBy: v.approvedBy },
      });
      return row.id;
    });
  } catch (error) {
    const code = pgError(error)?.code;
    if (code === UNIQUE_VIOLATION) throw AppError.validation([{ propertyPath: 'fee', message: M.concessionTaken }]);
    if (code === FOREIGN_KEY_VIOLATION) throw unresolved();
    throw error;
  }
  return getConcession({ actor, id });
}
