import 'server-only';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { db, queryRows } from '@/db/client';
import { collectionDays, concessions, courses, feeTypes, fees, paymentModes, receiptItems, receipts, semesters, students } from '@/db/schema';
import { assertCollegeAccess } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { formatRupees } from '@/lib/money';
import { RECEIPTS, collegeListFields } from '@/lib/resources/college';
import { COLLEGE_MESSAGES as M, receiptNoOf } from '@/lib/resources/college-messages';
import { iriOf as iri } from '@/lib/resources/iri';
import { FOREIGN_KEY_VIOLATION, pgError } from '../db-errors';
import { claimIdempotencyKey, recordIdempotentResource } from '../idempotency';
import { cancelSchema, receiptSchema } from '@/lib/validation/college';
import { parseInput } from '@/lib/validation/parse-input';
import { expectObject, type InputProperty, pickTyped, rowId } from '../input';
import { listOrderBy, listWhere, pagingOf, resultOf, type ListColumns, type ListOptions, type ListResult } from '../list-query';
import { unresolved } from './input';
import { finesSql } from './balance-sql';
import { refreshStudentFeePaid } from './fee-paid';
import { recordAudit } from '../audit/record';

type ReceiptItemRecord = { fee: string; feeName: string; amount: number; fine: boolean; refunded: number };

export type ReceiptRecord = {
  id: number;
  receiptNo: string;
  year: number;
  number: number;
  student: string;
  studentName: string;
  rollNo: string;
  course: string;
  batch: string;
  /** The student's semester when paid (the current one for receipts older than migration 0027). */
  semester: string;
  courseName: string;
  batchName: string;
  semesterName: string;
  /** What the student still owed on their fees right after this payment; null before migration 0027. */
  balanceAfter: number | null;
  /** The staff account that took the payment: its name, else its e-mail; null once deleted. */
  receivedBy: string | null;
  paidOn: string;
  paymentMode: string;
  paymentModeName: string;
  referenceNo: string | null;
  total: number;
  cancelled: boolean;
  cancelledAt: string | null;
  cancelReason: string | null;
  /** What refunds gave back of it (rupees). */
  refundedTotal: number;
  createdAt: string;
  items?: ReceiptItemRecord[];
};

const receiptNoSql = sql<string>`(${receipts.year}::text || '/' || lpad(${receipts.number}::text, 5, '0'))`;
const cancelledSql = sql<boolean>`(${receipts.cancelledAt} is not null)`;

// Expressions stand in for columns where the list filters on something computed.
const columns: ListColumns = {
  id: receipts.id,
  receiptNo: receiptNoSql,
  studentName: students.name,
  rollNo: students.rollNo,
  course: students.courseId,
  batch: students.batchId,
  paymentMode: receipts.paymentModeId,
  paidOn: receipts.paidOn,
  total: receipts.total,
  cancelled: cancelledSql,
};

const semesterOfReceipt = sql<number>`coalesce(${receipts.semesterId}, ${students.semesterId})`;

const selection = {
  id: receipts.id,
  semesterId: semesterOfReceipt,
  courseName: sql<string>`(select c.course from course c where c.id = ${students.courseId})`,
  batchName: sql<string>`(select b.batch from batch b where b.id = ${students.batchId})`,
  semesterName: sql<string>`(select sm.semester from semester sm where sm.id = ${semesterOfReceipt})`,
  balanceAfter: receipts.balanceAfter,
  receivedBy: sql<string | null>`(select coalesce(u.display_name, u.email) from users u where u.id = ${receipts.createdBy})`,
  year: receipts.year,
  number: receipts.number,
  studentId: receipts.studentId,
  studentName: students.name,
  rollNo: students.rollNo,
  courseId: students.courseId,
  batchId: students.batchId,
  paidOn: receipts.paidOn,
  paymentModeId: receipts.paymentModeId,
  paymentModeName: paymentModes.name,
  referenceNo: receipts.referenceNo,
  total: receipts.total,
  cancelledAt: receipts.cancelledAt,
  cancelReason: receipts.cancelReason,
  refundedTotal: receipts.refundedTotal,
  createdAt: receipts.createdAt,
};

type Row = {
  id: number; semesterId: number; courseName: string; batchName: string; semesterName: string; balanceAfter: number | null; receivedBy: string | null; year: number; number: number; studentId: number; studentName: string; rollNo: string; courseId: number; batchId: number;
  paidOn: string; paymentModeId: number; paymentModeName: string; referenceNo: string | null; total: number;
  cancelledAt: Date | null; cancelReason: string | null; refundedTotal: number; createdAt: Date;
};

const toRecord = (row: Row): ReceiptRecord => ({
  id: row.id,
  receiptNo: receiptNoOf(row.year, row.number),
  year: row.year,
  number: row.number,
  student: iri('students', row.studentId),
  studentName: row.studentName,
  rollNo: row.rollNo,
  course: iri('courses', row.courseId),
  batch: iri('batches', row.batchId),
  semester: iri('semesters', Number(row.semesterId)),
  courseName: row.courseName,
  batchName: row.batchName,
  semesterName: row.semesterName,
  balanceAfter: row.balanceAfter,
  receivedBy: row.receivedBy,
  paidOn: row.paidOn,
  paymentMode: iri('paymentmodes', row.paymentModeId),
  paymentModeName: row.paymentModeName,
  referenceNo: row.referenceNo,
  total: row.total,
  cancelled: row.cancelledAt !== null,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  cancelReason: row.cancelReason,
  refundedTotal: row.refundedTotal,
  createdAt: row.createdAt.toISOString(),
});

const base = () =>
  db
    .select(selection)
    .from(receipts)
    .innerJoin(students, eq(students.id, receipts.studentId))
    .innerJoin(paymentModes, eq(paymentModes.id, receipts.paymentModeId));

export async function listReceipts({ actor, query = {} }: { actor: Actor | null; query?: ListOptions }): Promise<ListResult<ReceiptRecord>> {
  assertCollegeAccess(actor);
  const paging = pagingOf(query, 1000);
  const where = listWhere(collegeListFields(RECEIPTS), columns, query);
  const orderBy = listOrderBy(columns, query, [desc(receipts.paidOn), desc(receipts.id)], receipts.id);
  const [rows, [{ total }]] = await Promise.all([
    base().where(where).orderBy(...orderBy).limit(paging.limit!).offset(paging.offset),
    db.select({ total: count() }).from(receipts).innerJoin(students, eq(students.id, receipts.studentId)).where(where),
  ]);
  return resultOf((rows as Row[]).map(toRecord), total, paging);
}

/** "Tuition Fee - Semester 1": how a fee line is named on receipts and in messages. */
const feeNameSql = sql<string>`${feeTypes.name} || ' - ' || ${semesters.name}`;

async function itemsOf(receiptId: number): Promise<ReceiptItemRecord[]> {
  const rows = await db
    .select({ feeId: receiptItems.feeId, amount: receiptItems.amount, fine: receiptItems.fine, refunded: receiptItems.refunded, feeName: feeNameSql })
    .from(receiptItems)
    .innerJoin(fees, eq(fees.id, receiptItems.feeId))
    .innerJoin(feeTypes, eq(feeTypes.id, fees.feeTypeId))
    .innerJoin(semesters, eq(semesters.id, fees.semesterId))
    .where(eq(receiptItems.receiptId, receiptId))
    .orderBy(receiptItems.id);
  return rows.map((r) => ({
    fee: iri('fees', r.feeId),
    feeName: r.fine ? lateFeeName(r.feeName) : r.feeName,
    amount: r.amount,
    fine: r.fine,
    refunded: r.refunded,
  }));
}

export async function getReceipt({ actor, id }: { actor: Actor | null; id: number | string }): Promise<ReceiptRecord> {
  assertCollegeAccess(actor);
  const [row] = await base().where(eq(receipts.id, rowId(id)));
  if (!row) throw AppError.notFound();
  return { ...toRecord(row as Row), items: await itemsOf(row.id) };
}

const properties: InputProperty[] = [
  { name: 'student', kind: 'iri' },
  { name: 'paidOn', kind: 'date' },
  { name: 'paymentMode', kind: 'iri' },
  { name: 'referenceNo', kind: 'string' },
];

function validate(input: unknown) {
  const body = expectObject(input);
  const picked = pickTyped(body, properties);
  if ('items' in body && !Array.isArray(body.items)) throw AppError.badRequest('The type of the "items" attribute must be "array".');
  const items = ((body.items as unknown[] | undefined) ?? []).map((item) =>
    pickTyped(expectObject(item), [
      { name: 'fee', kind: 'iri' },
      { name: 'amount', kind: 'integer' },
      { name: 'fine', kind: 'boolean' },
    ]),
  );
  return parseInput(receiptSchema, { ...picked, items });
}

type PayableFee = { courseId: number; status: boolean; semester: number; feeName: string };
type Payer = { courseId: number; semester: number; courseLength: number };

/**
 * Why a fee cannot be paid by this student, or null (issue 21 item 9): another course's fee, a fee
 * switched off, or one for a semester beyond the course's length or after the student's current
 * one (the payment form offers neither: only a hand-made request or a stale screen sends them).
 */
function payable(fee: PayableFee, student: Payer): string | null {
  if (fee.courseId !== student.courseId) return M.otherCourse;
  if (!fee.status) return M.inactiveFee(fee.feeName);
  if (fee.semester > student.courseLength) return M.beyondCourse(fee.feeName, student.courseLength);
  if (fee.semester > student.semester) return M.laterSemester(fee.feeName);
  return null;
}

/**
 * Records a payment. One transaction: the student's row is locked (two payments for one student
 * queue, so together they cannot overpay a fee), each fee is checked against what the student
 * still owes on it, and the year's counter row is incremented with INSERT ... ON CONFLICT DO
 * UPDATE ... RETURNING, which holds that row's lock until commit. Concurrent saves therefore take
 * consecutive numbers, and a save that fails rolls its increment back: no duplicates, no gaps.
 */
export async function createReceipt({ actor, input }: { actor: Actor | null; input: unknown }): Promise<ReceiptRecord> {
  const staff = assertCollegeAccess(actor);
  const v = validate(input);
  // One line per fee: the same fee twice is one amount (its late fee is a line of its own).
  const amounts = new Map<number, number>();
  const fines = new Map<number, number>();
  for (const item of v.items) {
    const lines = item.fine ? fines : amounts;
    lines.set(item.fee, (lines.get(item.fee) ?? 0) + item.amount);
  }
  const feeIds = [...new Set([...amounts.keys(), ...fines.keys()])];
  const year = Number(v.paidOn.slice(0, 4));

  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await claimIdempotencyKey(tx); // first: a retry of this payment waits here for the first attempt
      const [student] = await tx
        .select({ id: students.id, courseId: students.courseId, semesterId: students.semesterId, semester: semesters.number, courseLength: courses.semesters })
        .from(students)
        .innerJoin(semesters, eq(semesters.id, students.semesterId))
        .innerJoin(courses, eq(courses.id, students.courseId))
        .where(eq(students.id, v.student))
        .for('update', { of: students });
      if (!student) throw unresolved();
      // Shared locks: a fee's amount cannot be lowered (updateFee) while a payment against it is saved.
      const feeRows = await tx
        .select({ id: fees.id, courseId: fees.courseId, amount: fees.amount, status: fees.status, semester: semesters.number, feeName: feeNameSql })
        .from(fees)
        .innerJoin(feeTypes, eq(feeTypes.id, fees.feeTypeId))
        .innerJoin(semesters, eq(semesters.id, fees.semesterId))
        .where(inArray(fees.id, feeIds))
        .for('share', { of: fees });
      if (feeRows.length !== feeIds.length) throw unresolved();
      const paidRows = await tx
        .select({ feeId: receiptItems.feeId, paid: sql<number>`sum(${receiptItems.amount} - ${receiptItems.refunded})::int` })
        .from(receiptItems)
        .innerJoin(receipts, eq(receipts.id, receiptItems.receiptId))
        .where(
          and(
            eq(receipts.studentId, student.id),
            isNull(receipts.cancelledAt),
            eq(receiptItems.fine, false),
            inArray(receiptItems.feeId, feeIds),
          ),
        )
        .groupBy(receiptItems.feeId);
      const paid = new Map(paidRows.map((r) => [r.feeId, Number(r.paid)]));
      // What a concession took off a fee is not owed either (concessions.ts, under the same lock).
      const concededRows = await tx
        .select({ feeId: concessions.feeId, amount: concessions.amount })
        .from(concessions)
        .where(and(eq(concessions.studentId, student.id), inArray(concessions.feeId, feeIds)));
      for (const c of concededRows) paid.set(c.feeId, (paid.get(c.feeId) ?? 0) + c.amount);
      for (const fee of feeRows) {
        const refused = payable(fee, student);
        if (refused) throw AppError.validation([{ propertyPath: 'items', message: refused }]);
        const outstanding = fee.amount - (paid.get(fee.id) ?? 0);
        if ((amounts.get(fee.id) ?? 0) > outstanding) {
          throw AppError.validation([{ propertyPath: 'items', message: M.overpay(fee.feeName, formatRupees(Math.max(0, outstanding))) }]);
        }
      }
      // A late fee is paid up to what it comes to today, less what was paid of it (under the same lock).
      if (fines.size) {
        const owed = await fineOwed(tx, student.id);
        for (const fee of feeRows) {
          const amount = fines.get(fee.id);
          if (amount === undefined) continue;
          const left = owed.get(fee.id) ?? 0;
          if (amount > left) {
            throw AppError.validation([{ propertyPath: 'items', message: M.overpayFine(fee.feeName, formatRupees(Math.max(0, left))) }]);
          }
        }
      }
      const counterRows = await queryRows<{ last_number: number }>(
        sql`insert into receipt_counter (year, last_number) values (${year}, 1)
            on conflict (year) do update set last_number = receipt_counter.last_number + 1
            returning last_number`,
        tx,
      );
      const number = Number(counterRows[0].last_number);
      const total = [...amounts.values(), ...fines.values()].reduce((a, b) => a + b, 0);
      const [receipt] = await tx
        .insert(receipts)
        .values({
          year,
          number,
          studentId: student.id,
          semesterId: student.semesterId,
          paidOn: v.paidOn,
          paymentModeId: v.paymentMode,
          referenceNo: v.referenceNo,
          total,
          createdBy: staff.id,
        })
        .returning({ id: receipts.id });
      await tx.insert(receiptItems).values([
        ...[...amounts].map(([feeId, amount]) => ({ receiptId: receipt.id, feeId, amount })),
        ...[...fines].map(([feeId, amount]) => ({ receiptId: receipt.id, feeId, amount, fine: true })),
      ]);
      await refreshStudentFeePaid(tx, student.id);
      // The balance printed on the receipt: what is still owed on the student's fees after it (the
      // payment form's lines), fixed on the day as a paper receipt is.
      const [{ remaining }] = await queryRows<{ remaining: number }>(
        sql`select (coalesce(sum(greatest(f.amount - coalesce((select sum(ri.amount - ri.refunded) from receipt_item ri join receipt r on r.id = ri.receipt_id
              where ri.fee_id = f.id and not ri.fine and r.student_id = ${student.id} and r.cancelled_at is null), 0)
              - coalesce((select c.amount from concession c where c.fee_id = f.id and c.student_id = ${student.id}), 0), 0)), 0)
              + ${finesLeftSql(student.id, student.courseId)})::int as remaining
            from fee f join semester fs on fs.id = f.semester_id
            where f.course_id = ${student.courseId} and f.status and fs.number <= ${student.semester}`,
        tx,
      );
      await tx.update(receipts).set({ balanceAfter: Number(remaining) }).where(eq(receipts.id, receipt.id));
      await tx.update(students).set({ paidTotal: sql`${students.paidTotal} + ${total}` }).where(eq(students.id, student.id));
      await addToCollectionDay(tx, v.paidOn, total);
      await recordIdempotentResource(tx, iri('receipts', receipt.id));
      await recordAudit(tx, staff, {
        action: 'create',
        entity: 'receipts',
        entityId: receipt.id,
        after: {
          number,
          year,
          student: student.id,
          paidOn: v.paidOn,
          paymentMode: v.paymentMode,
          referenceNo: v.referenceNo,
          total,
          items: Object.fromEntries(amounts),
          ...(fines.size && { fines: Object.fromEntries(fines) }),
        },
      });
      return receipt.id;
    });
  } catch (error) {
    if (pgError(error)?.code === FOREIGN_KEY_VIOLATION) throw unresolved();
    throw error;
  }
  return getReceipt({ actor, id });
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** "Late fee: Tuition Fee - Semester 1": a late fee's line. */
const lateFeeName = (feeName: string) => `Late fee: ${feeName}`;

/**
 * What the student still owes of late fees in all, in SQL; 0 without a query of the fines when
 * no fee of the course has a rule (the fines' query is planned once per save, under the lock).
 */
const finesLeftSql = (studentId: number, courseId: number) =>
  sql`(case when exists (select 1 from late_fee_rule lr join fee f on f.id = lr.fee_id where f.course_id = ${courseId})
    then (select coalesce(sum(greatest(fx.charged - fx.fine_paid, 0)), 0) from ${finesSql} fx where fx.student_id = ${studentId})
    else 0 end)`;

/** What the student still owes of each late fee (fee id → rupees), as counted in their balance. */
async function fineOwed(tx: Tx | typeof db, studentId: number): Promise<Map<number, number>> {
  const rows = await queryRows<{ fee_id: number; left: number }>(
    sql`select fx.fee_id, (fx.charged - fx.fine_paid)::int as left from ${finesSql} fx where fx.student_id = ${studentId}`,
    tx,
  );
  return new Map(rows.map((r) => [Number(r.fee_id), Number(r.left)]));
}

/** Keeps the day's collected total (collection_day) in step with its receipts. */
async function addToCollectionDay(tx: Tx, day: string, amount: number) {
  await tx
    .insert(collectionDays)
    .values({ day, total: amount })
    .onConflictDoUpdate({ target: collectionDays.day, set: { total: sql`${collectionDays.total} + ${amount}` } });
}

/**
 * The only change a receipt takes: cancelling it with a reason (merge-patch {"cancelReason"}).
 * Its number stays taken; its amounts no longer count as paid.
 */
export async function cancelReceipt({ actor, id, input }: { actor: Actor | null; id: number | string; input: unknown }): Promise<ReceiptRecord> {
  const current = await getReceipt({ actor, id });
  const body = expectObject(input);
  if (Object.keys(body).some((key) => key !== 'cancelReason')) throw AppError.validation([{ propertyPath: 'cancelReason', message: M.noEdit }]);
  const { cancelReason } = parseInput(cancelSchema, pickTyped(body, [{ name: 'cancelReason', kind: 'string' }]));
  await db.transaction(async (tx) => {
    // The student's lock first, as payments and refunds take it: a refund and a cancellation of
    // the same receipt queue instead of deadlocking.
    await tx.select({ id: students.id }).from(students).where(eq(students.id, rowId(current.student.split('/').pop()!))).for('update');
    const updated = await tx
      .update(receipts)
      .set({ cancelledAt: new Date(), cancelReason })
      .where(and(eq(receipts.id, current.id), isNull(receipts.cancelledAt), eq(receipts.refundedTotal, 0)))
      .returning({ studentId: receipts.studentId, total: receipts.total, paidOn: receipts.paidOn });
    if (updated.length === 0) {
      const [now] = await tx.select({ cancelledAt: receipts.cancelledAt }).from(receipts).where(eq(receipts.id, current.id));
      throw AppError.conflict(now?.cancelledAt ? M.alreadyCancelled : M.refundedReceipt);
    }
    const [{ studentId, total, paidOn }] = updated;
    await tx.update(students).set({ paidTotal: sql`${students.paidTotal} - ${total}` }).where(eq(students.id, studentId));
    await refreshStudentFeePaid(tx, studentId);
    await addToCollectionDay(tx, paidOn, -total);
    await recordAudit(tx, actor, { action: 'cancel', entity: 'receipts', entityId: current.id, before: { cancelReason: null }, after: { cancelReason } });
  });
  return getReceipt({ actor, id: current.id });
}

/** The fees a student owes something on: for the payment form's lines. */
export async function outstandingFees({ actor, studentId }: { actor: Actor | null; studentId: number }) {
  assertCollegeAccess(actor);
  const paid: SQL<number> = sql<number>`coalesce((select sum(ri.amount - ri.refunded) from receipt_item ri join receipt r on r.id = ri.receipt_id
    where ri.fee_id = ${fees.id} and not ri.fine and r.student_id = ${studentId} and r.cancelled_at is null), 0)::int`;
  const conceded: SQL<number> = sql<number>`coalesce((select c.amount from concession c where c.fee_id = ${fees.id} and c.student_id = ${studentId}), 0)::int`;
  const rows = await db
    .select({ id: fees.id, feeName: feeNameSql, amount: fees.amount, dueDate: fees.dueDate, paid, conceded })
    .from(fees)
    .innerJoin(students, and(eq(students.id, studentId), eq(students.courseId, fees.courseId)))
    .innerJoin(feeTypes, eq(feeTypes.id, fees.feeTypeId))
    .innerJoin(semesters, eq(semesters.id, fees.semesterId))
    .where(
      and(
        eq(fees.status, true),
        sql`${semesters.number} <= (select cs.number from semester cs where cs.id = ${students.semesterId})`,
      ),
    )
    .orderBy(fees.dueDate, fees.id);
  // Each late fee still owed is a line of its own after its fee (fine: true).
  const fineRows = await queryRows<{ fee_id: number; charged: number; fine_paid: number }>(
    sql`select fx.fee_id, fx.charged, fx.fine_paid from ${finesSql} fx where fx.student_id = ${studentId}`,
  );
  const finesOf = new Map(fineRows.map((f) => [Number(f.fee_id), f]));
  const names = new Map(rows.map((r) => [r.id, r.feeName]));
  return rows.flatMap((r) => {
    const line = {
      fee: iri('fees', r.id),
      feeName: r.feeName,
      amount: r.amount,
      dueDate: r.dueDate,
      paid: Number(r.paid),
      conceded: Number(r.conceded),
      outstanding: r.amount - Number(r.paid) - Number(r.conceded),
      fine: false,
    };
    const f = finesOf.get(r.id);
    const fine = f && {
      ...line,
      feeName: lateFeeName(names.get(r.id)!),
      amount: Number(f.charged),
      paid: Number(f.fine_paid),
      conceded: 0,
      outstanding: Number(f.charged) - Number(f.fine_paid),
      fine: true,
    };
    return [line, ...(fine ? [fine] : [])].filter((l) => l.outstanding > 0);
  });
}
