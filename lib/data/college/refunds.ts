import 'server-only';
import { count, desc, eq, sql } from 'drizzle-orm';
import { db, queryRows } from '@/db/client';
import { paymentModes, receiptItems, receipts, refunds, students } from '@/db/schema';
import { assertCollegeAccess } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { formatRupees } from '@/lib/money';
import { REFUNDS, collegeListFields } from '@/lib/resources/college';
import { COLLEGE_MESSAGES as M, receiptNoOf, refundNoOf } from '@/lib/resources/college-messages';
import { iriOf as iri } from '@/lib/resources/iri';
import { refundSchema } from '@/lib/validation/college';
import { parseInput } from '@/lib/validation/parse-input';
import { FOREIGN_KEY_VIOLATION, pgError } from '../db-errors';
import { expectObject, pickTyped, rowId } from '../input';
import { listOrderBy, listWhere, pagingOf, resultOf, type ListColumns, type ListOptions, type ListResult } from '../list-query';
import { recordAudit } from '../audit/record';
import { refreshStudentFeePaid } from './fee-paid';
import { unresolved } from './input';

/**
 * Refunds against a receipt (issue 27 item 3, `/api/refunds`): how much, why, the mode and the
 * day, numbered in their own yearly series (R2026/00001) as receipts are: the year's counter row
 * is incremented inside the saving transaction, so concurrent refunds take consecutive numbers
 * and a refused one gives its number back. A receipt's refunds never exceed it: the receipt's row
 * is locked and its kept `refunded_total` checked (and a CHECK constraint backs it). A refund
 * reduces what was paid: the student's kept paid total, and the receipt's lines from the last one
 * up (`receipt_item.refunded`), so the fee it came from is owed again. A refunded receipt cannot be
 * cancelled. Never edited or deleted.
 */
export type RefundRecord = {
  id: number;
  refundNo: string;
  year: number;
  number: number;
  paymentReceipt: string;
  receiptNo: string;
  student: string;
  studentName: string;
  rollNo: string;
  /** The student's course, and the semester and batch of the receipt refunded (as it prints them). */
  courseName: string;
  semesterName: string;
  batchName: string;
  amount: number;
  reason: string;
  paymentMode: string;
  paymentModeName: string;
  refundedOn: string;
  refundedBy: string | null;
  createdAt: string;
};

const refundNoSql = sql<string>`('R' || ${refunds.year}::text || '/' || lpad(${refunds.number}::text, 5, '0'))`;

const columns: ListColumns = {
  id: refunds.id,
  refundNo: refundNoSql,
  paymentReceipt: refunds.receiptId,
  student: refunds.studentId,
  studentName: students.name,
  rollNo: students.rollNo,
  amount: refunds.amount,
  reason: refunds.reason,
  paymentMode: refunds.paymentModeId,
  refundedOn: refunds.refundedOn,
};

const base = () =>
  db
    .select({
      id: refunds.id,
      year: refunds.year,
      number: refunds.number,
      receiptId: refunds.receiptId,
      receiptYear: receipts.year,
      receiptNumber: receipts.number,
      studentId: refunds.studentId,
      studentName: students.name,
      rollNo: students.rollNo,
      courseName: sql<string>`(select c.course from course c where c.id = ${students.courseId})`,
      semesterName: sql<string>`(select sm.semester from semester sm where sm.id = coalesce(${receipts.semesterId}, ${students.semesterId}))`,
      batchName: sql<string>`(select b.batch from batch b where b.id = ${students.batchId})`,
      amount: refunds.amount,
      reason: refunds.reason,
      paymentModeId: refunds.paymentModeId,
      paymentModeName: paymentModes.name,
      refundedOn: refunds.refundedOn,
      refundedBy: sql<string | null>`(select coalesce(u.display_name, u.email) from users u where u.id = ${refunds.createdBy})`,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .innerJoin(receipts, eq(receipts.id, refunds.receiptId))
    .innerJoin(students, eq(students.id, refunds.studentId))
    .innerJoin(paymentModes, eq(paymentModes.id, refunds.paymentModeId));

type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

const toRecord = (r: Row): RefundRecord => ({
  id: r.id,
  refundNo: refundNoOf(r.year, r.number),
  year: r.year,
  number: r.number,
  paymentReceipt: iri('receipts', r.receiptId),
  receiptNo: receiptNoOf(r.receiptYear, r.receiptNumber),
  student: iri('students', r.studentId),
  studentName: r.studentName,
  rollNo: r.rollNo,
  courseName: r.courseName,
  semesterName: r.semesterName,
  batchName: r.batchName,
  amount: r.amount,
  reason: r.reason,
  paymentMode: iri('paymentmodes', r.paymentModeId),
  paymentModeName: r.paymentModeName,
  refundedOn: r.refundedOn,
  refundedBy: r.refundedBy,
  createdAt: r.createdAt.toISOString(),
});

export async function listRefunds({ actor, query = {} }: { actor: Actor | null; query?: ListOptions }): Promise<ListResult<RefundRecord>> {
  assertCollegeAccess(actor);
  const paging = pagingOf(query, 1000);
  const where = listWhere(collegeListFields(REFUNDS), columns, query);
  const orderBy = listOrderBy(columns, query, [desc(refunds.refundedOn), desc(refunds.id)], refunds.id);
  const [rows, [{ total }]] = await Promise.all([
    base().where(where).orderBy(...orderBy).limit(paging.limit!).offset(paging.offset),
    db.select({ total: count() }).from(refunds).innerJoin(students, eq(students.id, refunds.studentId)).where(where),
  ]);
  return resultOf(rows.map(toRecord), total, paging);
}

export async function getRefund({ actor, id }: { actor: Actor | null; id: number | string }): Promise<RefundRecord> {
  assertCollegeAccess(actor);
  const [row] = await base().where(eq(refunds.id, rowId(id)));
  if (!row) throw AppError.notFound();
  return toRecord(row);
}

export async function createRefund({ actor, input }: { actor: Actor | null; input: unknown }): Promise<RefundRecord> {
  const staff = assertCollegeAccess(actor);
  const v = parseInput(
    refundSchema,
    pickTyped(expectObject(input), [
      { name: 'paymentReceipt', kind: 'iri' },
      { name: 'amount', kind: 'integer' },
      { name: 'reason', kind: 'string' },
      { name: 'paymentMode', kind: 'iri' },
      { name: 'refundedOn', kind: 'date' },
    ]),
  );
  const year = Number(v.refundedOn.slice(0, 4));
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      // The student's lock first, as payments and concessions take it (one order: no deadlock),
      // then the receipt's: two refunds of one receipt are checked one after the other.
      const [owner] = await tx.select({ studentId: receipts.studentId }).from(receipts).where(eq(receipts.id, v.paymentReceipt));
      if (!owner) throw unresolved();
      await tx.select({ id: students.id }).from(students).where(eq(students.id, owner.studentId)).for('update');
      const [receipt] = await tx
        .select({
          id: receipts.id,
          year: receipts.year,
          number: receipts.number,
          studentId: receipts.studentId,
          total: receipts.total,
          refundedTotal: receipts.refundedTotal,
          paidOn: receipts.paidOn,
          cancelledAt: receipts.cancelledAt,
        })
        .from(receipts)
        .where(eq(receipts.id, v.paymentReceipt))
        .for('update');
      if (!receipt) throw unresolved();
      if (receipt.cancelledAt) throw AppError.validation([{ propertyPath: 'paymentReceipt', message: M.refundCancelled }]);
      if (v.refundedOn < receipt.paidOn) throw AppError.validation([{ propertyPath: 'refundedOn', message: M.refundedOnRange }]);
      const left = receipt.total - receipt.refundedTotal;
      if (v.amount > left) {
        throw AppError.validation([
          { propertyPath: 'amount', message: M.refundTooLarge(receiptNoOf(receipt.year, receipt.number), formatRupees(Math.max(0, left))) },
        ]);
      }
      // Given back from the receipt's lines, the last one first.
      const items = await tx
        .select({ id: receiptItems.id, amount: receiptItems.amount, refunded: receiptItems.refunded })
        .from(receiptItems)
        .where(eq(receiptItems.receiptId, receipt.id))
        .orderBy(desc(receiptItems.id));
      let rest = v.amount;
      for (const item of items) {
        const take = Math.min(rest, item.amount - item.refunded);
        if (take <= 0) continue;
        await tx.update(receiptItems).set({ refunded: sql`${receiptItems.refunded} + ${take}` }).where(eq(receiptItems.id, item.id));
        rest -= take;
        if (rest === 0) break;
      }
      await tx.update(receipts).set({ refundedTotal: sql`${receipts.refundedTotal} + ${v.amount}` }).where(eq(receipts.id, receipt.id));
      await tx.update(students).set({ paidTotal: sql`${students.paidTotal} - ${v.amount}` }).where(eq(students.id, receipt.studentId));
      await refreshStudentFeePaid(tx, receipt.studentId);
      const [{ last_number: number }] = await queryRows<{ last_number: number }>(
        sql`insert into refund_counter (year, last_number) values (${year}, 1)
            on conflict (year) do update set last_number = refund_counter.last_number + 1
            returning last_number`,
        tx,
      );
      const [row] = await tx
        .insert(refunds)
        .values({
          year,
          number: Number(number),
          receiptId: receipt.id,
          studentId: receipt.studentId,
          amount: v.amount,
          reason: v.reason,
          paymentModeId: v.paymentMode,
          refundedOn: v.refundedOn,
          createdBy: staff.id,
        })
        .returning({ id: refunds.id });
      await recordAudit(tx, staff, { action: 'create', entity: 'refunds', entityId: row.id, after: { ...v, year, number: Number(number) } });
      return row.id;
    });
  } catch (error) {
    if (pgError(error)?.code === FOREIGN_KEY_VIOLATION) throw unresolved();
    throw error;
  }
  return getRefund({ actor, id });
}
