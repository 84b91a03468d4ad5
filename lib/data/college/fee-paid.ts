import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import type { Tx } from '../audit/record';

/**
 * Recomputes a student's rows of student_fee_paid (what was paid of each fee, its late fees apart,
 * and the last day paid) from the student's receipts not cancelled, net of refunds: called inside
 * the transaction that saves or cancels a receipt or refunds one, after the student's row is
 * locked, so the kept figures never disagree with the receipts (issue 27 item 6).
 */
export async function refreshStudentFeePaid(tx: Tx, studentId: number): Promise<void> {
  await queryRows(sql`delete from student_fee_paid where student_id = ${studentId}`, tx);
  await queryRows(
    sql`insert into student_fee_paid (student_id, fee_id, paid, fine_paid, last_paid)
      select r.student_id, ri.fee_id,
             coalesce(sum(ri.amount - ri.refunded) filter (where not ri.fine), 0),
             coalesce(sum(ri.amount - ri.refunded) filter (where ri.fine), 0),
             max(r.paid_on) filter (where not ri.fine)
      from receipt_item ri join receipt r on r.id = ri.receipt_id
      where r.student_id = ${studentId} and r.cancelled_at is null
      group by r.student_id, ri.fee_id`,
    tx,
  );
}
