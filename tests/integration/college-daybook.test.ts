/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { users } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { readDaybook } from '@/lib/data/college/daybook';
import { call, get } from '../helpers/api';
import { createCollegeBasics, createdIri, type CollegeBasics } from '../helpers/college';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

/**
 * The day-book (issue 27 item 4): receipts not cancelled in a range of days, narrowed by payment
 * mode, the staff account that received them and the course, each day's closing total per mode.
 */
let admin: Actor;
let staff: Actor;
let other: Actor;
let member: Actor;
let ids: CollegeBasics;
let cash: string;
let upi: string;
let second: string;
let otherCourse: string;

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  staff = await createUser({ roles: ['ROLE_COLLEGE'] });
  other = await createUser({ roles: ['ROLE_COLLEGE'] });
  member = await createUser();
  await db.update(users).set({ displayName: 'Lakshmi' }).where(eq(users.id, staff.id));
  await db.update(users).set({ displayName: 'Murugan' }).where(eq(users.id, other.id));
  ids = await createCollegeBasics(staff, admin);
  cash = await createdIri('/api/paymentmodes', { paymentMode: 'Daybook Cash' }, admin);
  upi = await createdIri('/api/paymentmodes', { paymentMode: 'Daybook UPI' }, admin);
  otherCourse = await createdIri('/api/courses', { course: 'B.Com' }, staff);
  const otherFee = await createdIri(
    '/api/fees',
    { course: otherCourse, semester: ids.sem1, feeType: ids.tuition, amount: 30000, dueDate: '2025-07-01' },
    staff,
  );
  second = await createdIri(
    '/api/students',
    { name: 'Arun S', rollNo: 'COM25001', course: otherCourse, batch: ids.batch, semester: ids.sem1 },
    staff,
  );
  const pay = async (
    as: Actor,
    student: string,
    fee: string,
    paidOn: string,
    paymentMode: string,
    amount: number,
  ) => {
    const r = await call('POST', '/api/receipts', {
      as,
      body: { student, paidOn, paymentMode, items: [{ fee, amount }] },
    });
    if (r.status !== 201) throw new Error(r.text);
    return r.body['@id'] as string;
  };
  const first = await pay(staff, ids.student, ids.fee, '2026-06-01', cash, 1000);
  await pay(staff, ids.student, ids.fee, '2026-06-01', upi, 2000);
  await pay(other, second, otherFee, '2026-06-01', cash, 4000);
  await pay(other, second, otherFee, '2026-06-02', cash, 8000);
  const cancelled = await pay(staff, ids.student, ids.fee, '2026-06-02', upi, 500);
  const c = await call('PATCH', cancelled, { as: staff, body: { cancelReason: 'Wrong amount' } });
  expect(c.status).toBe(200);
  await pay(staff, ids.student, ids.fee, '2026-06-05', cash, 16);
  // Money out: ₹300 of the first receipt given back in cash the next day.
  const refund = await call('POST', '/api/refunds', {
    as: staff,
    body: {
      paymentReceipt: first,
      amount: 300,
      reason: 'Paid twice',
      paymentMode: cash,
      refundedOn: '2026-06-02',
    },
  });
  if (refund.status !== 201) throw new Error(refund.text);
});
afterAll(closeDb);

const idOf = (iri: string) => Number(iri.split('/').pop());

describe('readDaybook', () => {
  it('totals each day per payment mode, leaving cancelled receipts out and taking refunds off', async () => {
    const book = await readDaybook({ actor: staff, query: { from: '2026-06-01', to: '2026-06-02' } });
    const none = { refunded: 0, refunds: 0 };
    expect(book.days).toEqual([
      {
        day: '2026-06-01',
        modes: [
          { paymentMode: 'Daybook Cash', total: 5000, receipts: 2, ...none, net: 5000 },
          { paymentMode: 'Daybook UPI', total: 2000, receipts: 1, ...none, net: 2000 },
        ],
        total: 7000,
        receipts: 3,
        ...none,
        net: 7000,
      },
      {
        // The refund counts on its own day, in its own mode: the day closes at ₹8,000 - ₹300.
        day: '2026-06-02',
        modes: [
          { paymentMode: 'Daybook Cash', total: 8000, receipts: 1, refunded: 300, refunds: 1, net: 7700 },
        ],
        total: 8000,
        receipts: 1,
        refunded: 300,
        refunds: 1,
        net: 7700,
      },
    ]);
    expect(book.modes).toEqual([
      { paymentMode: 'Daybook Cash', total: 13000, receipts: 3, refunded: 300, refunds: 1, net: 12700 },
      { paymentMode: 'Daybook UPI', total: 2000, receipts: 1, ...none, net: 2000 },
    ]);
    expect(book).toMatchObject({
      total: 15000,
      receipts: 4,
      refunded: 300,
      refunds: 1,
      net: 14700,
      truncated: false,
    });
    expect(book.refundEntries).toEqual([
      {
        id: expect.any(Number),
        refundNo: 'R2026/00001',
        receiptNo: expect.stringMatching(/^2026\/\d{5}$/),
        refundedOn: '2026-06-02',
        studentName: 'Kavya R',
        rollNo: 'PHY25001',
        courseName: 'B.Sc Physics',
        paymentModeName: 'Daybook Cash',
        refundedBy: 'Lakshmi',
        amount: 300,
      },
    ]);
    // Receipts are still listed at what they took in.
    expect(book.entries[0].total).toBe(1000);
    expect(
      book.entries.map((e) => [e.paidOn, e.studentName, e.paymentModeName, e.receivedBy, e.total]),
    ).toEqual([
      ['2026-06-01', 'Kavya R', 'Daybook Cash', 'Lakshmi', 1000],
      ['2026-06-01', 'Kavya R', 'Daybook UPI', 'Lakshmi', 2000],
      ['2026-06-01', 'Arun S', 'Daybook Cash', 'Murugan', 4000],
      ['2026-06-02', 'Arun S', 'Daybook Cash', 'Murugan', 8000],
    ]);
  });

  it('narrows by payment mode, staff member and course', async () => {
    const range = { from: '2026-06-01', to: '2026-06-30' };
    const byMode = await readDaybook({ actor: staff, query: { ...range, paymentMode: idOf(upi) } });
    expect(byMode).toMatchObject({ total: 2000, receipts: 1 });
    const byStaff = await readDaybook({ actor: staff, query: { ...range, staff: other.id } });
    expect(byStaff).toMatchObject({ total: 12000, receipts: 2 });
    const byCourse = await readDaybook({ actor: staff, query: { ...range, course: idOf(ids.course) } });
    expect(byCourse).toMatchObject({ total: 3016, receipts: 3, refunded: 300, net: 2716 });
    // A refund narrows as receipts do: by its own mode, by who paid it out, by the student's course.
    expect((await readDaybook({ actor: staff, query: { ...range, paymentMode: idOf(upi) } })).refunds).toBe(
      0,
    );
    expect(byStaff).toMatchObject({ refunded: 0, net: 12000 });
    expect(
      (await readDaybook({ actor: staff, query: { ...range, course: idOf(otherCourse) } })).refunds,
    ).toBe(0);
    // A range without the refund's day leaves it out.
    expect(
      (await readDaybook({ actor: staff, query: { from: '2026-06-01', to: '2026-06-01' } })).refundEntries,
    ).toEqual([]);
    const all = await readDaybook({
      actor: staff,
      query: { ...range, course: idOf(otherCourse), staff: other.id, paymentMode: idOf(cash) },
    });
    expect(all.days.map((d) => [d.day, d.total])).toEqual([
      ['2026-06-01', 4000],
      ['2026-06-02', 8000],
    ]);
  });
});

describe('GET /api/daybook', () => {
  it('answers college staff with the day-book, filters as ids or IRIs', async () => {
    const res = await get(
      `/api/daybook?from=2026-06-01&to=2026-06-05&paymentMode=${encodeURIComponent(cash)}&staff=${staff.id}`,
      {
        as: staff,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      '@type': 'Daybook',
      '@context': '/api/contexts/Daybook',
      total: 1016,
      receipts: 2,
      refunded: 300,
      net: 716,
    });
    expect(res.body.days.map((d: { day: string }) => d.day)).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-05',
    ]);
    expect((await get('/api/daybook?from=2026-06-01&to=2026-06-01', { as: admin })).body.total).toBe(7000);
  });

  it('refuses anyone but college staff and administrators, before reading the query', async () => {
    expect((await get('/api/daybook?from=x')).status).toBe(401);
    expect((await get('/api/daybook?from=2026-06-01&to=2026-06-01', { as: member })).status).toBe(403);
  });

  it('answers 400 on a missing or bad day, a reversed or too long range, a bad filter', async () => {
    for (const query of [
      'to=2026-06-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-06-02&to=2026-06-01',
      'from=2025-01-01&to=2026-06-01',
      'from=2026-06-01&to=2026-06-01&course=abc',
      'from=2026-06-01&to=2026-06-01&paymentMode=/api/courses/1',
    ]) {
      expect([query, (await get(`/api/daybook?${query}`, { as: staff })).status]).toEqual([query, 400]);
    }
  });

  it('is described in docs.jsonld', async () => {
    const docs = await get('/api/docs.jsonld');
    const daybook = docs.body['hydra:supportedClass'].find((c: { '@id': string }) => c['@id'] === '#Daybook');
    expect(daybook['hydra:description']).toContain('/api/daybook?from=');
  });
});
