import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { fees, receiptItems, receipts, students } from '@/db/schema';
import { AppError } from '@/lib/errors';
import { formatRupees } from '@/lib/money';
import { FEES, STUDENTS } from '@/lib/resources/college';
import { COLLEGE_MESSAGES as M } from '@/lib/resources/college-messages';
import { dueSql, paidSql } from './balance-sql';
import type { CollegeTable } from './records';
import { assertWithinCourse } from './semester-limits';

/**
 * The college's record lists as the data layer stores them (lib/data/college/records.ts): each
 * registry entry's table, and only what the registry cannot say (computed values, checks that
 * need the database, the message for a unique value taken). A new college list is its table in
 * db/schema.ts, its entry in lib/resources/college.ts and one line here.
 */
export const STUDENT_TABLE: CollegeTable = {
  entity: STUDENTS,
  table: students,
  computed: { due: dueSql, paid: paidSql, balance: sql<number>`(${dueSql} - ${paidSql})` },
  check: (tx, v) => assertWithinCourse(tx, v.course as number, v.semester as number),
  taken: (v) => AppError.taken('rollNo', M.rollNoTaken(String(v.rollNo))),
};

/**
 * A fee may not be lowered below what was paid against it (issue 21 item 9). Its row is locked
 * first, so a payment against it (which share-locks it, receipts.ts) is either counted in what was
 * paid or waits and then sees the new amount.
 */
async function assertNotBelowPaid(tx: Parameters<NonNullable<CollegeTable['check']>>[0], feeId: number, amount: number) {
  await tx.select({ id: fees.id }).from(fees).where(eq(fees.id, feeId)).for('update');
  const [{ paid }] = await tx
    .select({ paid: sql<number>`coalesce(sum(${receiptItems.amount} - ${receiptItems.refunded}), 0)::int` })
    .from(receiptItems)
    .innerJoin(receipts, eq(receipts.id, receiptItems.receiptId))
    .where(and(eq(receiptItems.feeId, feeId), eq(receiptItems.fine, false), isNull(receipts.cancelledAt)));
  if (amount < Number(paid)) {
    throw AppError.validation([{ propertyPath: 'amount', message: M.belowPaid(formatRupees(Number(paid))) }]);
  }
}

const FEE_TABLE: CollegeTable = {
  entity: FEES,
  table: fees,
  check: async (tx, v, current) => {
    if (current) await assertNotBelowPaid(tx, current.id, v.amount as number);
    await assertWithinCourse(tx, v.course as number, v.semester as number);
  },
  taken: () => AppError.taken('course', M.feeTaken),
};

export const COLLEGE_TABLES: CollegeTable[] = [STUDENT_TABLE, FEE_TABLE];
