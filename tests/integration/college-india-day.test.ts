/** @jest-environment node */
import type { Actor } from '@/lib/auth/roles';
import { studentLedger } from '@/lib/data/college/ledger';
import { collegeDashboard, listDues } from '@/lib/data/college/reports';
import { call, get } from '../helpers/api';
import { createCollegeBasics, createdIri, type CollegeBasics } from '../helpers/college';
import { setWallClock } from '../helpers/clock';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

/**
 * What is due, overdue and collected "today" follows the college's day in India (Asia/Kolkata),
 * not the database server's day: at 20:00 UTC on 10 June it is already 11 June in India
 * (01:30 IST), so a fee due on 11 June is due and a payment dated 11 June is today's.
 */
const NOW = new Date('2026-06-10T20:00:00Z');
const INDIA_TODAY = '2026-06-11';

let admin: Actor;
let staff: Actor;
let ids: CollegeBasics;
let studentId: number;

beforeAll(async () => {
  setWallClock(NOW);
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  staff = await createUser({ roles: ['ROLE_COLLEGE'] });
  ids = await createCollegeBasics(staff, admin);
  studentId = Number(ids.student.split('/').pop());
  const exam = await createdIri('/api/feetypes', { feeType: 'Exam Fee' }, staff);
  const lab = await createdIri('/api/feetypes', { feeType: 'Lab Fee' }, staff);
  // Due today in India (still tomorrow by the UTC day), and due tomorrow in India.
  await createdIri(
    '/api/fees',
    { course: ids.course, semester: ids.sem1, feeType: exam, amount: 1000, dueDate: INDIA_TODAY },
    staff,
  );
  await createdIri(
    '/api/fees',
    { course: ids.course, semester: ids.sem1, feeType: lab, amount: 500, dueDate: '2026-06-12' },
    staff,
  );
  const paid = await call('POST', '/api/receipts', {
    as: staff,
    body: {
      student: ids.student,
      paidOn: INDIA_TODAY,
      paymentMode: ids.mode,
      items: [{ fee: ids.fee, amount: 300 }],
    },
  });
  if (paid.status !== 201) throw new Error(paid.text);
});
afterAll(async () => {
  jest.useRealTimers();
  await closeDb();
});

describe('the college day is the day in India', () => {
  it('counts a fee due today in India in the dues, not one due tomorrow', async () => {
    const dues = await listDues({ actor: staff });
    expect(dues.items.map((d) => [d.name, d.due, d.paid, d.balance])).toEqual([
      ['Kavya R', 26000, 300, 25700],
    ]);
  });

  it("counts the student's balance and ledger the same way", async () => {
    const student = await get(ids.student, { as: staff });
    expect([student.body.due, student.body.balance]).toEqual([26000, 25700]);
    const ledger = await studentLedger({ actor: staff, id: studentId });
    expect(ledger.balance).toBe(25700);
  });

  it("shows a payment dated today in India as today's collection", async () => {
    const dashboard = await collegeDashboard({ actor: staff });
    expect([dashboard.collectedToday, dashboard.collectedThisMonth, dashboard.outstanding]).toEqual([
      300, 300, 25700,
    ]);
    expect(dashboard.monthly.at(-1)).toEqual({ month: '2026-06', amount: 300 });
  });
});
