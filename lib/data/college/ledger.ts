import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import { assertCollegeAccess } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { receiptNoOf, refundNoOf } from '@/lib/resources/college-messages';
import { rowId } from '../input';
import { collegeToday, finesSql } from './balance-sql';

/**
 * A student's ledger (issue 27 item 2, /college/student/{id}): who the student is, every fee of
 * their course up to their current semester with what was paid against it, every receipt
 * (cancelled ones shown as such, not counted), the late fees and refunds, and the balance. Sums in SQL.
 */
type LedgerFee = {
  id: number;
  semester: string;
  semesterNumber: number;
  feeType: string;
  dueDate: string;
  amount: number;
  paid: number;
  /** Taken off by a concession or scholarship (issue 27 item 3). */
  conceded: number;
  concessionReason: string | null;
  outstanding: number;
  /** Due already (its date has come): counts in the balance due to date. */
  due: boolean;
};

/** A late fee owed on a fee (issue 27 item 3): its own line. */
type LedgerFine = {
  fee: string;
  feeId: number;
  feeName: string;
  /** The first day the fine runs (the due date plus the grace period, plus one). */
  lateFrom: string;
  kind: 'flat' | 'per_day';
  rate: number;
  cap: number | null;
  /** What the rule comes to today. */
  fine: number;
  /** What counts as due: the fine, or once waived what was already paid of it. */
  charged: number;
  paid: number;
  waived: boolean;
  waiverReason: string | null;
  waivedBy: string | null;
  waivedAt: string | null;
};

type LedgerRefund = {
  id: number;
  refundNo: string;
  receiptId: number;
  receiptNo: string;
  refundedOn: string;
  paymentMode: string;
  amount: number;
  reason: string;
};

type LedgerReceipt = {
  id: number;
  receiptNo: string;
  paidOn: string;
  paymentMode: string;
  total: number;
  refunded: number;
  cancelled: boolean;
  cancelReason: string | null;
};

export type StudentLedger = {
  student: {
    id: number;
    iri: string;
    name: string;
    rollNo: string;
    course: string;
    batch: string;
    semester: string;
    phone: string | null;
    email: string | null;
    guardianName: string | null;
    guardianPhone: string | null;
    status: boolean;
  };
  fees: LedgerFee[];
  fines: LedgerFine[];
  receipts: LedgerReceipt[];
  refunds: LedgerRefund[];
  /** Fees of the semesters up to the current one, whatever their date. */
  totalFees: number;
  /** Concessions on those fees. */
  conceded: number;
  /** Late fees counted as due (waived ones only for what was paid of them). */
  fined: number;
  /** Fees whose due date has come, less concessions, plus late fees (the dues list's "Due"). */
  dueToDate: number;
  /** Receipts not cancelled, less refunds. */
  paid: number;
  refunded: number;
  /** Due to date minus paid: what the dues list shows. */
  balance: number;
  /** Everything still owed on the fees above, due or not. */
  outstanding: number;
};

type StudentRow = {
  id: number; name: string; roll_no: string; course: string; batch: string; semester: string; semester_number: number;
  course_id: number; phone: string | null; email: string | null; guardian_name: string | null; guardian_phone: string | null; status: boolean; paid_total: number;
};

export async function studentLedger({ actor, id }: { actor: Actor | null; id: number | string }): Promise<StudentLedger> {
  assertCollegeAccess(actor);
  const studentId = rowId(id);
  const [s] = await queryRows<StudentRow>(sql`
    select st.id, st.name, st.roll_no, c.course, b.batch, sm.semester, sm.number as semester_number, st.course_id,
           st.phone, st.email, st.guardian_name, st.guardian_phone, st.status, st.paid_total
    from student st join course c on c.id = st.course_id join batch b on b.id = st.batch_id join semester sm on sm.id = st.semester_id
    where st.id = ${studentId}`);
  if (!s) throw AppError.notFound();
  const [feeRows, receiptRows, fineRows, refundRows] = await Promise.all([
    queryRows<{
      id: number; semester: string; semester_number: number; fee_type: string; due_date: string; amount: number; paid: number; due: boolean;
      conceded: number | null; concession_reason: string | null;
    }>(sql`
      select f.id, fs.semester, fs.number as semester_number, ft.fee_type, to_char(f.due_date, 'YYYY-MM-DD') as due_date, f.amount,
             coalesce((select sum(ri.amount - ri.refunded) from receipt_item ri join receipt r on r.id = ri.receipt_id
                       where ri.fee_id = f.id and not ri.fine and r.student_id = ${studentId} and r.cancelled_at is null), 0)::int as paid,
             (f.due_date <= ${collegeToday}) as due, c.amount as conceded, c.reason as concession_reason
      from fee f join semester fs on fs.id = f.semester_id join fee_type ft on ft.id = f.fee_type_id
        left join concession c on c.fee_id = f.id and c.student_id = ${studentId}
      where f.course_id = ${s.course_id} and f.status and fs.number <= ${s.semester_number}
      order by fs.number, f.due_date, f.id`),
    queryRows<{ id: number; year: number; number: number; paid_on: string; payment_mode: string; total: number; refunded: number; cancelled: boolean; cancel_reason: string | null }>(sql`
      select r.id, r.year, r.number, to_char(r.paid_on, 'YYYY-MM-DD') as paid_on, pm.payment_mode as payment_mode, r.total, r.refunded_total as refunded,
             (r.cancelled_at is not null) as cancelled, r.cancel_reason
      from receipt r join payment_mode pm on pm.id = r.payment_mode_id
      where r.student_id = ${studentId}
      order by r.paid_on, r.id`),
    queryRows<{
      fee_id: number; fee_name: string; late_from: string; kind: 'flat' | 'per_day'; rate: number; cap: number | null; fine: number; charged: number;
      fine_paid: number; waived: boolean; reason: string | null; waived_by: string | null; waived_at: Date | null;
    }>(sql`
      select fx.fee_id, ft.fee_type || ' - ' || fs.semester as fee_name, to_char(fx.late_from + 1, 'YYYY-MM-DD') as late_from, fx.kind, fx.rate, fx.cap,
             fx.fine, fx.charged, fx.fine_paid, fx.waived, w.reason, coalesce(u.display_name, u.email) as waived_by, w.waived_at
      from ${finesSql} fx join fee f on f.id = fx.fee_id join fee_type ft on ft.id = f.fee_type_id join semester fs on fs.id = f.semester_id
        left join fine_waiver w on w.student_id = fx.student_id and w.fee_id = fx.fee_id left join users u on u.id = w.waived_by
      where fx.student_id = ${studentId}
      order by fs.number, f.due_date, f.id`),
    queryRows<{ id: number; year: number; number: number; receipt_id: number; receipt_year: number; receipt_number: number; refunded_on: string; payment_mode: string; amount: number; reason: string }>(sql`
      select rf.id, rf.year, rf.number, rf.receipt_id, r.year as receipt_year, r.number as receipt_number, to_char(rf.refunded_on, 'YYYY-MM-DD') as refunded_on,
             pm.payment_mode, rf.amount, rf.reason
      from refund rf join receipt r on r.id = rf.receipt_id join payment_mode pm on pm.id = rf.payment_mode_id
      where rf.student_id = ${studentId}
      order by rf.refunded_on, rf.id`),
  ]);
  const fees = feeRows.map((f) => ({
    id: Number(f.id),
    semester: f.semester,
    semesterNumber: Number(f.semester_number),
    feeType: f.fee_type,
    dueDate: f.due_date,
    amount: Number(f.amount),
    paid: Number(f.paid),
    conceded: Number(f.conceded ?? 0),
    concessionReason: f.concession_reason,
    outstanding: Math.max(0, Number(f.amount) - Number(f.paid) - Number(f.conceded ?? 0)),
    due: Boolean(f.due),
  }));
  const fines = fineRows.map((f) => ({
    fee: `/api/fees/${f.fee_id}`,
    feeId: Number(f.fee_id),
    feeName: f.fee_name,
    lateFrom: f.late_from,
    kind: f.kind,
    rate: Number(f.rate),
    cap: f.kind === 'per_day' && f.cap !== null ? Number(f.cap) : null,
    fine: Number(f.fine),
    charged: Number(f.charged),
    paid: Number(f.fine_paid),
    waived: Boolean(f.waived),
    waiverReason: f.reason,
    waivedBy: f.waived_by,
    waivedAt: f.waived_at ? new Date(f.waived_at).toISOString() : null,
  }));
  const paid = Number(s.paid_total);
  const fined = fines.reduce((sum, f) => sum + f.charged, 0);
  // Due to date net of concessions, with the late fees, as the dues list counts it.
  const dueToDate = fees.filter((f) => f.due).reduce((sum, f) => sum + f.amount - f.conceded, 0) + fined;
  const refunds = refundRows.map((r) => ({
    id: Number(r.id),
    refundNo: refundNoOf(Number(r.year), Number(r.number)),
    receiptId: Number(r.receipt_id),
    receiptNo: receiptNoOf(Number(r.receipt_year), Number(r.receipt_number)),
    refundedOn: r.refunded_on,
    paymentMode: r.payment_mode,
    amount: Number(r.amount),
    reason: r.reason,
  }));
  return {
    student: {
      id: Number(s.id),
      iri: `/api/students/${s.id}`,
      name: s.name,
      rollNo: s.roll_no,
      course: s.course,
      batch: s.batch,
      semester: s.semester,
      phone: s.phone,
      email: s.email,
      guardianName: s.guardian_name,
      guardianPhone: s.guardian_phone,
      status: s.status,
    },
    fees,
    fines,
    refunds,
    receipts: receiptRows.map((r) => ({
      id: Number(r.id),
      receiptNo: receiptNoOf(Number(r.year), Number(r.number)),
      paidOn: r.paid_on,
      paymentMode: r.payment_mode,
      total: Number(r.total),
      refunded: Number(r.refunded),
      cancelled: Boolean(r.cancelled),
      cancelReason: r.cancel_reason,
    })),
    totalFees: fees.reduce((sum, f) => sum + f.amount, 0),
    conceded: fees.reduce((sum, f) => sum + f.conceded, 0),
    fined,
    dueToDate,
    paid,
    refunded: refunds.reduce((sum, r) => sum + r.amount, 0),
    balance: dueToDate - paid,
    outstanding: fees.reduce((sum, f) => sum + f.outstanding, 0) + fines.reduce((sum, f) => sum + Math.max(0, f.charged - f.paid), 0),
  };
}
