import 'server-only';
import { count, eq, sql } from 'drizzle-orm';
import { db, queryRows } from '@/db/client';
import { feeTypes, fees, fineWaivers, lateFeeRules, semesters, students, users } from '@/db/schema';
import { assertCollegeAccess } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { FINE_WAIVERS, LATE_FEES } from '@/lib/resources/college';
import { COLLEGE_MESSAGES as M } from '@/lib/resources/college-messages';
import { iriOf as iri } from '@/lib/resources/iri';
import { fineWaiverSchema, lateFeeRuleSchema } from '@/lib/validation/college';
import { parseInput } from '@/lib/validation/parse-input';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, pgError } from '../db-errors';
import { expectObject, pickTyped, type InputProperty } from '../input';
import type { ListColumns } from '../list-query';
import { recordAudit } from '../audit/record';
import { finesSql } from './balance-sql';
import { unresolved } from './input';
import { collegeRecordReader, feeNameSql } from './record-reader';

/**
 * Late fees (issue 27 item 3). A rule per fee (`/api/late_fees`): a grace period in days after
 * the due date, then a flat fine or a fine per day, capped. What each student owes under it is
 * computed in SQL (balance-sql.ts, finesSql), never stored, so it follows payments, concessions,
 * refunds and the calendar by itself. A student's late fee on a fee is waived with a reason
 * (`/api/fine_waivers`): who and when are kept, and only what was already paid of it still counts.
 */
export type LateFeeRuleRecord = {
  id: number;
  fee: string;
  feeName: string;
  graceDays: number;
  kind: 'flat' | 'per_day';
  amount: number;
  cap: number | null;
};

const ruleColumns: ListColumns = {
  id: lateFeeRules.id,
  fee: lateFeeRules.feeId,
  graceDays: lateFeeRules.graceDays,
  amount: lateFeeRules.amount,
};

const ruleBase = () =>
  db
    .select({
      id: lateFeeRules.id,
      feeId: lateFeeRules.feeId,
      feeName: feeNameSql,
      graceDays: lateFeeRules.graceDays,
      kind: lateFeeRules.kind,
      amount: lateFeeRules.amount,
      cap: lateFeeRules.cap,
    })
    .from(lateFeeRules)
    .innerJoin(fees, eq(fees.id, lateFeeRules.feeId))
    .innerJoin(feeTypes, eq(feeTypes.id, fees.feeTypeId))
    .innerJoin(semesters, eq(semesters.id, fees.semesterId));

type RuleRow = Awaited<ReturnType<ReturnType<typeof ruleBase>['execute']>>[number];

const toRule = (r: RuleRow): LateFeeRuleRecord => ({
  id: r.id,
  fee: iri('fees', r.feeId),
  feeName: r.feeName,
  graceDays: r.graceDays,
  kind: r.kind,
  amount: r.amount,
  cap: r.kind === 'per_day' ? r.cap : null,
});

const rules = collegeRecordReader({
  entity: LATE_FEES,
  id: lateFeeRules.id,
  columns: ruleColumns,
  select: ruleBase,
  count: (where) => db.select({ total: count() }).from(lateFeeRules).where(where),
  toRecord: toRule,
});

export const listLateFeeRules = rules.list;
export const getLateFeeRule = rules.get;

const ruleProperties: InputProperty[] = [
  { name: 'fee', kind: 'iri' },
  { name: 'graceDays', kind: 'integer' },
  { name: 'kind', kind: 'string' },
  { name: 'amount', kind: 'integer' },
  { name: 'cap', kind: 'integer' },
];

function mapRuleError(error: unknown): never {
  const code = pgError(error)?.code;
  if (code === UNIQUE_VIOLATION) throw AppError.validation([{ propertyPath: 'fee', message: M.lateFeeTaken }]);
  if (code === FOREIGN_KEY_VIOLATION) throw unresolved();
  throw error;
}

/** Sets a late fee rule on a fee (one per fee: 422 on `fee` for a second). */
export async function createLateFeeRule({ actor, input }: { actor: Actor | null; input: unknown }): Promise<LateFeeRuleRecord> {
  const staff = assertCollegeAccess(actor);
  const v = parseInput(lateFeeRuleSchema, pickTyped(expectObject(input), ruleProperties));
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(lateFeeRules)
        .values({ feeId: v.fee, graceDays: v.graceDays, kind: v.kind, amount: v.amount, cap: v.kind === 'per_day' ? v.cap : null })
        .returning({ id: lateFeeRules.id });
      await recordAudit(tx, staff, { action: 'create', entity: 'late_fees', entityId: row.id, after: v });
      return row.id;
    });
  } catch (error) {
    mapRuleError(error);
  }
  return getLateFeeRule({ actor, id });
}

/** Changes a rule (merge patch; the fee stays). What students owe follows at once. */
export async function updateLateFeeRule({ actor, id, input }: { actor: Actor | null; id: number | string; input: unknown }): Promise<LateFeeRuleRecord> {
  const current = await getLateFeeRule({ actor, id });
  const body = expectObject(input);
  const base = { fee: current.fee, graceDays: current.graceDays, kind: current.kind, amount: current.amount, cap: current.cap };
  const v = parseInput(lateFeeRuleSchema, { ...base, ...pickTyped(body, ruleProperties), fee: current.fee });
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(lateFeeRules)
        .set({ graceDays: v.graceDays, kind: v.kind, amount: v.amount, cap: v.kind === 'per_day' ? v.cap : null })
        .where(eq(lateFeeRules.id, current.id));
      await recordAudit(tx, actor, { action: 'update', entity: 'late_fees', entityId: current.id, before: base, after: v });
    });
  } catch (error) {
    mapRuleError(error);
  }
  return getLateFeeRule({ actor, id: current.id });
}

// ---------------------------------------------------------------- waivers

export type FineWaiverRecord = {
  id: number;
  student: string;
  studentName: string;
  rollNo: string;
  fee: string;
  feeName: string;
  /** The late fee waived (what it came to, less what was paid of it), rupees. */
  amount: number;
  reason: string;
  waivedBy: string | null;
  waivedAt: string;
};

const waiverColumns: ListColumns = {
  id: fineWaivers.id,
  student: fineWaivers.studentId,
  studentName: students.name,
  rollNo: students.rollNo,
  fee: fineWaivers.feeId,
  amount: fineWaivers.amount,
  reason: fineWaivers.reason,
};

const waiverBase = () =>
  db
    .select({
      id: fineWaivers.id,
      studentId: fineWaivers.studentId,
      studentName: students.name,
      rollNo: students.rollNo,
      feeId: fineWaivers.feeId,
      feeName: feeNameSql,
      amount: fineWaivers.amount,
      reason: fineWaivers.reason,
      waivedBy: sql<string | null>`coalesce(${users.displayName}, ${users.email})`,
      waivedAt: fineWaivers.waivedAt,
    })
    .from(fineWaivers)
    .innerJoin(students, eq(students.id, fineWaivers.studentId))
    .innerJoin(fees, eq(fees.id, fineWaivers.feeId))
    .innerJoin(feeTypes, eq(feeTypes.id, fees.feeTypeId))
    .innerJoin(semesters, eq(semesters.id, fees.semesterId))
    .leftJoin(users, eq(users.id, fineWaivers.waivedBy));

type WaiverRow = Awaited<ReturnType<ReturnType<typeof waiverBase>['execute']>>[number];

const toWaiver = (r: WaiverRow): FineWaiverRecord => ({
  id: r.id,
  student: iri('students', r.studentId),
  studentName: r.studentName,
  rollNo: r.rollNo,
  fee: iri('fees', r.feeId),
  feeName: r.feeName,
  amount: r.amount,
  reason: r.reason,
  waivedBy: r.waivedBy,
  waivedAt: r.waivedAt.toISOString(),
});

const waivers = collegeRecordReader({
  entity: FINE_WAIVERS,
  id: fineWaivers.id,
  columns: waiverColumns,
  select: waiverBase,
  count: (where) =>
    db
      .select({ total: count() })
      .from(fineWaivers)
      .innerJoin(students, eq(students.id, fineWaivers.studentId))
      .where(where),
  toRecord: toWaiver,
});

export const listFineWaivers = waivers.list;
export const getFineWaiver = waivers.get;

/**
 * Waives a student's late fee on a fee: 422 when there is none today, or nothing of it is left to
 * pay. Under the student's lock, as payments take it, so a payment of the fine and its waiver are
 * counted one after the other.
 */
export async function createFineWaiver({ actor, input }: { actor: Actor | null; input: unknown }): Promise<FineWaiverRecord> {
  const staff = assertCollegeAccess(actor);
  const v = parseInput(
    fineWaiverSchema,
    pickTyped(expectObject(input), [
      { name: 'student', kind: 'iri' },
      { name: 'fee', kind: 'iri' },
      { name: 'reason', kind: 'string' },
    ]),
  );
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [student] = await tx.select({ id: students.id }).from(students).where(eq(students.id, v.student)).for('update');
      if (!student) throw unresolved();
      const [fee] = await tx.select({ id: fees.id, feeName: feeNameSql }).from(fees)
        .innerJoin(feeTypes, eq(feeTypes.id, fees.feeTypeId))
        .innerJoin(semesters, eq(semesters.id, fees.semesterId))
        .where(eq(fees.id, v.fee));
      if (!fee) throw unresolved();
      const [line] = await queryRows<{ fine: number; fine_paid: number; waived: boolean }>(
        sql`select fx.fine, fx.fine_paid, fx.waived from ${finesSql} fx where fx.student_id = ${student.id} and fx.fee_id = ${fee.id}`,
        tx,
      );
      if (!line) throw AppError.validation([{ propertyPath: 'fee', message: M.noLateFee(fee.feeName) }]);
      if (line.waived) throw AppError.validation([{ propertyPath: 'fee', message: M.alreadyWaived }]);
      const amount = Number(line.fine) - Number(line.fine_paid);
      if (amount <= 0) throw AppError.validation([{ propertyPath: 'fee', message: M.finePaidInFull }]);
      const [row] = await tx
        .insert(fineWaivers)
        .values({ studentId: student.id, feeId: fee.id, amount, reason: v.reason, waivedBy: staff.id })
        .returning({ id: fineWaivers.id });
      await recordAudit(tx, staff, { action: 'create', entity: 'fine_waivers', entityId: row.id, after: { ...v, amount } });
      return row.id;
    });
  } catch (error) {
    const code = pgError(error)?.code;
    if (code === UNIQUE_VIOLATION) throw AppError.validation([{ propertyPath: 'fee', message: M.alreadyWaived }]);
    if (code === FOREIGN_KEY_VIOLATION) throw unresolved();
    throw error;
  }
  return getFineWaiver({ actor, id });
}
