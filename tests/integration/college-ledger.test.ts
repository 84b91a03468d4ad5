/** @jest-environment node */
import { indianDay } from '@/lib/format';
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { users } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { studentLedger } from '@/lib/data/college/ledger';
import { call, get } from '../helpers/api';
import { createCollegeBasics, createdIri, type CollegeBasics } from '../helpers/college';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

/**
 * Issue 27 item 2: what a receipt carries (course, semester, batch, the balance left after it,
 * who received it), a student's guardian phone (in the student and the dues lists), and the
 * student's ledger (fees by semester, payments, balance), for college staff only.
 */
let admin: Actor;
let staff: Actor;
let member: Actor;
let ids: CollegeBasics;
let studentId: number;
const today = indianDay();

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  staff = await createUser({ roles: ['ROLE_COLLEGE'] });
  member = await createUser();
  await db.update(users).set({ displayName: 'Lakshmi (Accounts)' }).where(eq(users.id, staff.id));
  ids = await createCollegeBasics(staff, admin, { guardianName: 'Ramesh K', guardianPhone: '+919812345678' });
  studentId = Number(ids.student.split('/').pop());
  // A second fee of Semester 1 that is due later this year and a half: owed, not yet due.
  const lab = await createdIri('/api/feetypes', { feeType: 'Lab Fee' }, staff);
  await createdIri(
    '/api/fees',
    { course: ids.course, semester: ids.sem1, feeType: lab, amount: 2000, dueDate: '2099-01-01' },
    staff,
  );
});
afterAll(closeDb);

const pay = (amount: number, fee = ids.fee) =>
  call('POST', '/api/receipts', {
    as: staff,
    body: { student: ids.student, paidOn: today, paymentMode: ids.mode, items: [{ fee, amount }] },
  });

describe('students', () => {
  it('keep a guardian phone in international form, refuse a bad one', async () => {
    const student = await get(ids.student, { as: staff });
    expect(student.body).toMatchObject({ guardianName: 'Ramesh K', guardianPhone: '+919812345678' });
    const bad = await call('PATCH', ids.student, { as: staff, body: { guardianPhone: '12345' } });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].propertyPath).toBe('guardianPhone');
  });
});

describe('receipts', () => {
  it('carry course, semester, batch, the balance left after them and who received the money', async () => {
    const first = await pay(10000);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      courseName: 'B.Sc Physics',
      semesterName: 'Semester 1',
      batchName: '2025-2028',
      semester: ids.sem1,
      // 25,000 tuition + 2,000 lab owed, 10,000 paid.
      balanceAfter: 17000,
      receivedBy: 'Lakshmi (Accounts)',
    });
    const second = await pay(15000);
    expect(second.body.balanceAfter).toBe(2000);
    // The first receipt keeps what it printed.
    expect((await get(first.body['@id'], { as: staff })).body.balanceAfter).toBe(17000);
  });

  it('name the staff account by its e-mail when it has no name', async () => {
    await db.update(users).set({ displayName: null }).where(eq(users.id, staff.id));
    const receipt = await pay(500, undefined);
    expect(receipt.status).toBe(422); // tuition fully paid: nothing more may be paid on it
    const list = await get('/api/receipts', { as: staff });
    expect(list.body['hydra:member'][0].receivedBy).toBe(staff.email);
    await db.update(users).set({ displayName: 'Lakshmi (Accounts)' }).where(eq(users.id, staff.id));
  });
});

describe('the ledger', () => {
  it('lists the fees by semester with what was paid, the payments and the balances', async () => {
    const receipts = (await get('/api/receipts', { as: staff })).body['hydra:member'];
    // One payment cancelled: shown as such, not counted.
    await call('PATCH', receipts[0]['@id'], { as: staff, body: { cancelReason: 'Cheque bounced' } });
    const ledger = await studentLedger({ actor: staff, id: studentId });
    expect(ledger.student).toMatchObject({
      name: 'Kavya R',
      rollNo: 'PHY25001',
      course: 'B.Sc Physics',
      guardianPhone: '+919812345678',
    });
    expect(ledger.fees.map((f) => [f.semester, f.feeType, f.amount, f.paid, f.outstanding, f.due])).toEqual([
      ['Semester 1', 'Tuition Fee', 25000, 10000, 15000, true],
      ['Semester 1', 'Lab Fee', 2000, 0, 2000, false],
    ]);
    expect(ledger.receipts.map((r) => [r.total, r.cancelled])).toEqual(
      expect.arrayContaining([
        [10000, false],
        [15000, true],
      ]),
    );
    expect(ledger).toMatchObject({
      totalFees: 27000,
      dueToDate: 25000,
      paid: 10000,
      balance: 15000,
      outstanding: 17000,
    });
  });

  it('is for college staff and administrators only', async () => {
    await expect(studentLedger({ actor: member, id: studentId })).rejects.toMatchObject({ status: 403 });
    await expect(studentLedger({ actor: null, id: studentId })).rejects.toMatchObject({ status: 401 });
    await expect(studentLedger({ actor: admin, id: studentId })).resolves.toBeTruthy();
    await expect(studentLedger({ actor: staff, id: 999999 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('the dues list', () => {
  it("shows the guardian's phone", async () => {
    const dues = await get('/api/dues', { as: staff });
    expect(dues.body['hydra:member'][0]).toMatchObject({
      rollNo: 'PHY25001',
      guardianPhone: '+919812345678',
      balance: 15000,
    });
  });
});
