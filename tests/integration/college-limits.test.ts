/** @jest-environment node */
import { indianDay } from '@/lib/format';
import { latestReceiptDay } from '@/lib/resources/college-messages';
import { count, eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { fees, receipts, semesters, students } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { call, get } from '../helpers/api';
import { createdIri, firstPaymentMode } from '../helpers/college';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

/**
 * What the college API no longer takes (issue 21 items 9 and 12), each a 422 naming the field and
 * nothing changed: a semester beyond its course's length (a student, a fee, a payment, or a
 * setting moved under them), receipts dated outside the books, payments against a fee switched
 * off or of a later semester, a fee lowered below what was paid against it. The demo seed: college-staff.test.ts.
 * Runs on in-memory PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
let staff: Actor;
const ids: Record<string, string> = {};
const today = indianDay();
/**
 * The latest receipt day the rule takes is tomorrow in UTC (a college ahead of UTC is on that day
 * when UTC is not yet), and the day after it the first refused. Not India's tomorrow: from 18:30 to
 * 24:00 UTC, India is already on UTC's tomorrow, and its tomorrow is a day past the rule's.
 */
const latestDay = latestReceiptDay();
const dayAfterLatest = new Date(Date.parse(`${latestDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const post = (url: string, body: unknown, as: Actor = staff) => createdIri(url, body, as);

const fee = (semester: string, feeType: string, amount = 10000) =>
  post('/api/fees', { course: ids.course, semester, feeType, amount, dueDate: '2025-07-01' });

const student = (rollNo: string, semester: string) =>
  call('POST', '/api/students', {
    as: staff,
    body: { name: 'Kavya R', rollNo, course: ids.course, batch: ids.batch, semester },
  });

const pay = (items: { fee: string; amount: number }[], paidOn = today) =>
  call('POST', '/api/receipts', {
    as: staff,
    body: { student: ids.student, paidOn, paymentMode: ids.mode, items },
  });

const receiptCount = async () => (await db.select({ n: count() }).from(receipts))[0].n;

beforeAll(async () => {
  await resetDatabase();
  staff = await createUser({ roles: ['ROLE_COLLEGE'] });
  const admin = await createUser({ roles: ['ROLE_ADMIN'] });
  // A two-year course (4 semesters); semester 2 is created after semester 3: the number orders them.
  ids.course = await post('/api/courses', { course: 'M.Sc Physics', semesters: 4 });
  ids.sem1 = await post('/api/semesters', { semester: 'Semester 1', number: 1 });
  ids.sem3 = await post('/api/semesters', { semester: 'Semester 3', number: 3 });
  ids.sem2 = await post('/api/semesters', { semester: 'Semester 2', number: 2 });
  ids.sem5 = await post('/api/semesters', { semester: 'Semester 5', number: 5 });
  ids.batch = await post('/api/batches', { batch: '2025-2027' });
  ids.tuition = await post('/api/feetypes', { feeType: 'Tuition Fee' });
  ids.lab = await post('/api/feetypes', { feeType: 'Lab Fee' });
  ids.fee1 = await fee(ids.sem1, ids.tuition);
  ids.fee2 = await fee(ids.sem2, ids.tuition);
  ids.fee3 = await fee(ids.sem3, ids.tuition);
  ids.lab1 = await fee(ids.sem1, ids.lab, 2000);
  const created = await student('MSC25001', ids.sem2);
  expect(created.status).toBe(201);
  ids.student = created.body['@id'];
  ids.mode = await firstPaymentMode(admin);
}, 60_000);
afterAll(() => closeDb());

describe("a course's number of semesters", () => {
  it('a course has 6 semesters unless told, and a semester needs its number', async () => {
    const course = await call('POST', '/api/courses', { as: staff, body: { course: 'B.A History' } });
    expect([course.status, course.body.semesters]).toEqual([201, 6]);
    const unnumbered = await call('POST', '/api/semesters', { as: staff, body: { semester: 'Summer' } });
    expect(unnumbered.status).toBe(422);
    expect(unnumbered.body.violations).toEqual([{ propertyPath: 'number', message: 'Enter Number!' }]);
  });

  it('refuses a student in a semester beyond the course, on create and on edit', async () => {
    const beyond = await student('MSC25002', ids.sem5);
    expect(beyond.status).toBe(422);
    expect(beyond.body.violations).toEqual([
      { propertyPath: 'semester', message: 'Semester 5 is beyond this course’s 4 semesters.' },
    ]);
    const moved = await call('PATCH', ids.student, { as: staff, body: { semester: ids.sem5 } });
    expect(moved.status).toBe(422);
    expect(moved.body.violations[0].propertyPath).toBe('semester');
    expect((await get(ids.student, { as: staff })).body.semester).toBe(ids.sem2);
    expect((await db.select({ n: count() }).from(students))[0].n).toBe(1);
  });

  it('refuses a fee in a semester beyond the course', async () => {
    const response = await call('POST', '/api/fees', {
      as: staff,
      body: { course: ids.course, semester: ids.sem5, feeType: ids.tuition, amount: 1, dueDate: today },
    });
    expect(response.status).toBe(422);
    expect(response.body.violations).toEqual([
      { propertyPath: 'semester', message: 'Semester 5 is beyond this course’s 4 semesters.' },
    ]);
  });

  it('refuses to shorten a course below the semesters its rows use, or renumber a semester beyond one', async () => {
    const shorter = await call('PATCH', ids.course, { as: staff, body: { semesters: 2 } });
    expect(shorter.status).toBe(422);
    expect(shorter.body.violations).toEqual([
      {
        propertyPath: 'semesters',
        message: 'Students or fees of this course are in semester 3: it cannot have fewer semesters.',
      },
    ]);
    const renumbered = await call('PATCH', ids.sem3, { as: staff, body: { number: 5 } });
    expect(renumbered.status).toBe(422);
    expect(renumbered.body.violations[0].propertyPath).toBe('number');
    expect((await get(ids.course, { as: staff })).body.semesters).toBe(4);
    expect((await call('PATCH', ids.course, { as: staff, body: { semesters: 3 } })).status).toBe(200);
    expect((await call('PATCH', ids.course, { as: staff, body: { semesters: 4 } })).status).toBe(200);
  });

  it('orders semesters by number: what falls due up to the current one', async () => {
    // Semester 2 (created last) is the student's: semesters 1 and 2 are due, not 3.
    expect((await get(ids.student, { as: staff })).body.due).toBe(22000);
    const lines = (await get(`/api/feedues?student=${ids.student}`, { as: staff })).body['hydra:member'];
    expect(lines.map((l: { fee: string }) => l.fee).sort()).toEqual([ids.fee1, ids.fee2, ids.lab1].sort());
  });
});

describe('payments the API refuses', () => {
  it.each([['0001-01-01'], ['9999-12-31'], ['1999-12-31'], [dayAfterLatest]])(
    'a receipt dated %s: no receipt, no number taken',
    async (paidOn) => {
      const before = await receiptCount();
      const response = await pay([{ fee: ids.fee1, amount: 100 }], paidOn);
      expect(response.status).toBe(422);
      expect(response.body.violations).toEqual([
        { propertyPath: 'paidOn', message: 'Enter a date from 2000 up to today!' },
      ]);
      expect(await receiptCount()).toBe(before);
    },
  );

  it("takes the first day of 2000 and UTC's tomorrow (the college may be ahead of UTC)", async () => {
    const old = await pay([{ fee: ids.fee1, amount: 100 }], '2000-01-01');
    expect([old.status, old.body.receiptNo]).toEqual([201, '2000/00001']);
    expect((await pay([{ fee: ids.fee1, amount: 100 }], latestDay)).status).toBe(201);
  });

  it('refuses a fee switched off', async () => {
    expect((await call('PATCH', ids.lab1, { as: staff, body: { status: false } })).status).toBe(200);
    const before = await receiptCount();
    const response = await pay([{ fee: ids.lab1, amount: 100 }]);
    expect(response.status).toBe(422);
    expect(response.body.violations).toEqual([
      { propertyPath: 'items', message: 'Lab Fee - Semester 1 is no longer active: it cannot be paid.' },
    ]);
    expect(await receiptCount()).toBe(before);
  });

  it("refuses a fee of a semester after the student's current one", async () => {
    const response = await pay([{ fee: ids.fee3, amount: 100 }]);
    expect(response.status).toBe(422);
    expect(response.body.violations).toEqual([
      {
        propertyPath: 'items',
        message: 'Tuition Fee - Semester 3 is for a semester after the student’s current one.',
      },
    ]);
  });

  it("refuses a fee beyond the course's length left from before the rule", async () => {
    const [sem5] = await db.select().from(semesters).where(eq(semesters.name, 'Semester 5'));
    const [old] = await db
      .insert(fees)
      .values({
        courseId: Number(ids.course.split('/').pop()),
        semesterId: sem5.id,
        feeTypeId: Number(ids.tuition.split('/').pop()),
        amount: 500,
        dueDate: '2025-01-01',
      })
      .returning();
    const response = await pay([{ fee: `/api/fees/${old.id}`, amount: 100 }]);
    expect(response.status).toBe(422);
    expect(response.body.violations[0]).toEqual({
      propertyPath: 'items',
      message: 'Tuition Fee - Semester 5 is beyond this course’s 4 semesters.',
    });
  });
});

describe('lowering a fee', () => {
  it('refuses an amount below what was paid against it; down to it is fine', async () => {
    // Paid on fee1 so far: 100 (2000-01-01) + 100 (tomorrow).
    expect((await pay([{ fee: ids.fee1, amount: 4800 }])).status).toBe(201);
    const lowered = await call('PATCH', ids.fee1, { as: staff, body: { amount: 4999 } });
    expect(lowered.status).toBe(422);
    expect(lowered.body.violations).toEqual([
      {
        propertyPath: 'amount',
        message: '₹5,000 has already been paid against this fee: the amount cannot be less.',
      },
    ]);
    expect((await get(ids.fee1, { as: staff })).body.amount).toBe(10000);
    expect((await call('PATCH', ids.fee1, { as: staff, body: { amount: 5000 } })).status).toBe(200);
  });
});
