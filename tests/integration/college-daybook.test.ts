/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { db, queryRows } from '@/db/client';
import { users } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { DAYBOOK_PAGE_SIZE, readDaybook, type DaybookQuery } from '@/lib/data/college/daybook';
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

/**
 * The day-book's figures per day and mode summed from the receipts and refunds themselves (what
 * readDaybook computed before migration 0049), to compare with the kept totals it reads now.
 */
async function computedDays(query: DaybookQuery) {
  const on = (alias: 'r' | 'x', day: string) => {
    const c = [sql.raw(`${alias}.${day} between '${query.from}' and '${query.to}'`)];
    if (query.paymentMode) c.push(sql.raw(`${alias}.payment_mode_id = ${query.paymentMode}`));
    if (query.staff) c.push(sql.raw(`${alias}.created_by = ${query.staff}`));
    if (query.course) c.push(sql.raw(`s.course_id = ${query.course}`));
    return sql.join(c, sql` and `);
  };
  const rows = await queryRows<{
    day: string;
    mode: string;
    total: number;
    receipts: number;
    refunded: number;
    refunds: number;
  }>(sql`
    select day, mode, sum(total)::int as total, sum(receipts)::int as receipts, sum(refunded)::int as refunded,
           sum(refunds)::int as refunds from (
      select to_char(r.paid_on, 'YYYY-MM-DD') as day, pm.payment_mode as mode, r.total, 1 as receipts, 0 as refunded, 0 as refunds
      from receipt r join student s on s.id = r.student_id join payment_mode pm on pm.id = r.payment_mode_id
      where r.cancelled_at is null and ${on('r', 'paid_on')}
      union all
      select to_char(x.refunded_on, 'YYYY-MM-DD'), pm.payment_mode, 0, 0, x.amount, 1
      from refund x join student s on s.id = x.student_id join payment_mode pm on pm.id = x.payment_mode_id
      where ${on('x', 'refunded_on')}) m
    group by day, mode order by day, mode`);
  return rows.map((r) => [
    r.day,
    r.mode,
    Number(r.total),
    Number(r.receipts),
    Number(r.refunded),
    Number(r.refunds),
  ]);
}

/** The day-book's figures per day and mode as readDaybook gives them (from the kept totals). */
async function keptDays(query: DaybookQuery) {
  const book = await readDaybook({ actor: staff, query });
  return book.days.flatMap((d) =>
    d.modes.map((m) => [d.day, m.paymentMode, m.total, m.receipts, m.refunded, m.refunds]),
  );
}

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

describe('the kept totals (migration 0049)', () => {
  const year = { from: '2026-01-01', to: '2026-12-31' };
  const queries = (): DaybookQuery[] => [
    year,
    { ...year, paymentMode: idOf(cash) },
    { ...year, staff: staff.id },
    { ...year, staff: other.id },
    { ...year, course: idOf(ids.course) },
    { ...year, course: idOf(otherCourse), paymentMode: idOf(cash), staff: other.id },
  ];
  const expectKeptAsComputed = async () => {
    for (const query of queries()) {
      expect([query, await keptDays(query)]).toEqual([query, await computedDays(query)]);
    }
  };

  it('are what the receipts and refunds add up to after payments, a cancellation, a refund and writes by hand', async () => {
    await expectKeptAsComputed();
    // A payment, its cancellation, a refund of another, through the API.
    const paid = await call('POST', '/api/receipts', {
      as: other,
      body: {
        student: ids.student,
        paidOn: '2026-06-03',
        paymentMode: upi,
        items: [{ fee: ids.fee, amount: 700 }],
      },
    });
    expect(paid.status).toBe(201);
    await expectKeptAsComputed();
    const refund = await call('POST', '/api/refunds', {
      as: staff,
      body: {
        paymentReceipt: paid.body['@id'],
        amount: 200,
        reason: 'Too much',
        paymentMode: cash,
        refundedOn: '2026-06-04',
      },
    });
    expect(refund.status).toBe(201);
    await expectKeptAsComputed();
    const again = await call('POST', '/api/receipts', {
      as: staff,
      body: {
        student: ids.student,
        paidOn: '2026-06-04',
        paymentMode: cash,
        items: [{ fee: ids.fee, amount: 50 }],
      },
    });
    expect(again.status).toBe(201);
    expect(
      (await call('PATCH', again.body['@id'], { as: staff, body: { cancelReason: 'Wrong student' } })).status,
    ).toBe(200);
    await expectKeptAsComputed();
    // SQL by hand: a receipt's day, mode and amount changed, a refund's amount, a receipt uncancelled.
    await db.execute(
      sql`update receipt set paid_on = '2026-06-06', total = total + 1 where id = ${idOf(paid.body['@id'])}`,
    );
    await db.execute(
      sql`update refund set amount = 150, payment_mode_id = ${idOf(upi)} where id = ${idOf(refund.body['@id'])}`,
    );
    await db.execute(
      sql`update receipt set cancelled_at = null, cancel_reason = null where cancelled_at is not null`,
    );
    await expectKeptAsComputed();
  });

  it('follow a student moved to another course, and a staff account deleted', async () => {
    await db.execute(
      sql`update student set course_id = ${idOf(otherCourse)} where id = ${idOf(ids.student)}`,
    );
    await expectKeptAsComputed();
    expect((await readDaybook({ actor: staff, query: { ...year, course: idOf(ids.course) } })).receipts).toBe(
      0,
    );
    await db.execute(sql`update student set course_id = ${idOf(ids.course)} where id = ${idOf(ids.student)}`);
    await expectKeptAsComputed();
    // Deleting an account sets its receipts' created_by to null: they stay in the day-book, under no one.
    const gone = await createUser({ roles: ['ROLE_COLLEGE'] });
    const r = await call('POST', '/api/receipts', {
      as: gone,
      body: {
        student: ids.student,
        paidOn: '2026-06-07',
        paymentMode: cash,
        items: [{ fee: ids.fee, amount: 10 }],
      },
    });
    expect(r.status).toBe(201);
    const before = await readDaybook({ actor: staff, query: year });
    await db.delete(users).where(eq(users.id, gone.id));
    await expectKeptAsComputed();
    expect((await readDaybook({ actor: staff, query: year })).total).toBe(before.total);
    expect((await readDaybook({ actor: staff, query: { ...year, staff: gone.id } })).receipts).toBe(0);
  });

  it('list the receipts a page at a time, or all of them without a page', async () => {
    const mode = idOf(cash);
    await db.execute(sql`
      insert into receipt (year, number, student_id, paid_on, payment_mode_id, total, created_by)
      select 2099, g, ${idOf(second)}, '2026-09-01', ${mode}, g, ${staff.id} from generate_series(1, ${DAYBOOK_PAGE_SIZE + 20}) g`);
    const day = { from: '2026-09-01', to: '2026-09-01' };
    const first = await readDaybook({ actor: staff, query: day, page: 1 });
    const next = await readDaybook({ actor: staff, query: day, page: 2 });
    const whole = await readDaybook({ actor: staff, query: day });
    expect(first.page).toBe(1);
    expect(whole.page).toBeUndefined();
    expect(first.entries.map((e) => e.total)).toEqual(
      Array.from({ length: DAYBOOK_PAGE_SIZE }, (_, i) => i + 1),
    );
    expect(next.entries.map((e) => e.total)).toEqual(
      Array.from({ length: 20 }, (_, i) => DAYBOOK_PAGE_SIZE + i + 1),
    );
    expect(whole.entries).toEqual([...first.entries, ...next.entries]);
    // Each page carries the whole range's totals.
    for (const book of [first, next, whole]) {
      expect(book).toMatchObject({ receipts: DAYBOOK_PAGE_SIZE + 20, truncated: false });
    }
    expect((await readDaybook({ actor: staff, query: day, page: 3 })).entries).toEqual([]);
    await expectKeptAsComputed();
    await db.execute(sql`delete from receipt where year = 2099`);
    await expectKeptAsComputed();
  });
});
