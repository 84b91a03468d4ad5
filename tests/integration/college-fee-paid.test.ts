/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import type { Actor } from '@/lib/auth/roles';
import { call } from '../helpers/api';
import { createCollegeBasics, createdIri, type CollegeBasics } from '../helpers/college';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

/**
 * The kept student_fee_paid (issue 27 item 6): after payments, a cancellation and a refund, each
 * student and fee row says what the receipts not cancelled paid of the fee (net of refunds), of its
 * late fee, and the last day paid, exactly as an aggregate over the receipt lines does.
 */
let admin: Actor;
let staff: Actor;
let ids: CollegeBasics;

type Row = { student_id: number; fee_id: number; paid: number; fine_paid: number; last_paid: string | null };

const kept = () =>
  queryRows<Row>(sql`select student_id, fee_id, paid, fine_paid, to_char(last_paid, 'YYYY-MM-DD') as last_paid
    from student_fee_paid where paid <> 0 or fine_paid <> 0 order by student_id, fee_id`);
const aggregated = () =>
  queryRows<Row>(sql`select r.student_id, ri.fee_id,
      coalesce(sum(ri.amount - ri.refunded) filter (where not ri.fine), 0)::int as paid,
      coalesce(sum(ri.amount - ri.refunded) filter (where ri.fine), 0)::int as fine_paid,
      to_char(max(r.paid_on) filter (where not ri.fine), 'YYYY-MM-DD') as last_paid
    from receipt_item ri join receipt r on r.id = ri.receipt_id where r.cancelled_at is null
    group by r.student_id, ri.fee_id
    having sum(ri.amount - ri.refunded) <> 0 order by 1, 2`);

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  staff = await createUser({ roles: ['ROLE_COLLEGE'] });
  ids = await createCollegeBasics(staff, admin);
});
afterAll(closeDb);

const pay = async (paidOn: string, items: { fee: string; amount: number }[]) => {
  const r = await call('POST', '/api/receipts', {
    as: staff,
    body: { student: ids.student, paidOn, paymentMode: ids.mode, items },
  });
  if (r.status !== 201) throw new Error(r.text);
  return r.body['@id'] as string;
};

it('keeps what each student paid of each fee through payments, a cancellation and a refund', async () => {
  const lab = await createdIri(
    '/api/fees',
    {
      course: ids.course,
      semester: ids.sem1,
      feeType: await createdIri('/api/feetypes', { feeType: 'Lab Fee' }, staff),
      amount: 3000,
      dueDate: '2025-08-01',
    },
    staff,
  );
  await pay('2026-01-10', [{ fee: ids.fee, amount: 5000 }]);
  const second = await pay('2026-02-10', [
    { fee: ids.fee, amount: 1000 },
    { fee: lab, amount: 3000 },
  ]);
  const third = await pay('2026-03-10', [{ fee: ids.fee, amount: 2000 }]);
  expect(await kept()).toEqual(await aggregated());
  expect((await kept()).map((r) => [r.paid, r.last_paid])).toEqual([
    [8000, '2026-03-10'],
    [3000, '2026-02-10'],
  ]);
  // Cancelled: the tuition's last payment day goes back to February.
  expect((await call('PATCH', third, { as: staff, body: { cancelReason: 'Entered twice' } })).status).toBe(
    200,
  );
  // Refunded: ₹1,000 of the second receipt, from its last line (the lab fee).
  const refund = await call('POST', '/api/refunds', {
    as: staff,
    body: {
      paymentReceipt: second,
      amount: 1000,
      reason: 'Lab closed',
      paymentMode: ids.mode,
      refundedOn: '2026-02-11',
    },
  });
  expect(refund.status).toBe(201);
  expect(await kept()).toEqual(await aggregated());
  expect((await kept()).map((r) => [r.paid, r.last_paid])).toEqual([
    [6000, '2026-02-10'],
    [2000, '2026-02-10'],
  ]);
});
