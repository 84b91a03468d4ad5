/** @jest-environment node */
import { indianDay } from '@/lib/format';
import type { Actor } from '@/lib/auth/roles';
import { collegeDashboard } from '@/lib/data/college/reports';
import { call, get } from '../helpers/api';
import { createCollegeBasics, createdIri } from '../helpers/college';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

/**
 * College fee management through the JSON-LD API (issue 12): settings, students, fees, receipts
 * numbered under concurrent saves, overpay refusal, cancellation, balances and authorization.
 * Runs on in-memory PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (scripts/test-all.sh);
 * the concurrency tests race only there (RACE below).
 */
let admin: Actor;
let staff: Actor;
let member: Actor;
const ids: Record<string, string> = {};
const YEAR = new Date().getFullYear();
const today = indianDay();
/**
 * PGlite runs one transaction at a time, so there the "concurrent" requests below queue and only
 * the results are checked (numbers, the refusal); they race for real only on PostgreSQL, which
 * scripts/test-all.sh runs this suite on (and CI requires). Their titles say which happened.
 */
const RACE = process.env.TEST_DATABASE_URL
  ? ' (racing on PostgreSQL)'
  : ' (serial on PGlite: races only on PostgreSQL)';

const post = (url: string, body: unknown, as: Actor = staff) => createdIri(url, body, as);

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  staff = await createUser({ roles: ['ROLE_COLLEGE'] });
  member = await createUser();
  const basics = await createCollegeBasics(staff, admin, {
    phone: '+919876543210',
    email: 'kavya@example.com',
    guardianName: 'Ravi',
  });
  Object.assign(ids, basics, { fee1: basics.fee });
  ids.otherCourse = await post('/api/courses', { course: 'B.Com' });
  ids.sem2 = await post('/api/semesters', { semester: 'Semester 2', number: 2 });
  ids.exam = await post('/api/feetypes', { feeType: 'Exam Fee' });
  ids.fee2 = await post('/api/fees', {
    course: ids.course,
    semester: ids.sem1,
    feeType: ids.exam,
    amount: 1500,
    dueDate: '2025-10-01',
  });
  // Semester 2 is not the student's yet: not due, whatever its date.
  ids.fee3 = await post('/api/fees', {
    course: ids.course,
    semester: ids.sem2,
    feeType: ids.tuition,
    amount: 25000,
    dueDate: '2025-12-01',
  });
  ids.otherFee = await post('/api/fees', {
    course: ids.otherCourse,
    semester: ids.sem1,
    feeType: ids.tuition,
    amount: 20000,
    dueDate: '2025-07-01',
  });
}, 60_000);
afterAll(() => closeDb());

const payment = (items: { fee: string; amount: number }[], student = ids.student) => ({
  student,
  paidOn: today,
  paymentMode: ids.mode,
  referenceNo: 'UPI-1',
  items,
});

describe('authorization', () => {
  const urls = [
    '/api/courses',
    '/api/semesters',
    '/api/batches',
    '/api/feetypes',
    '/api/students',
    '/api/fees',
    '/api/receipts',
    '/api/dues',
  ];
  it.each(urls)('GET %s: anonymous 401, member 403, staff and administrator 200', async (url) => {
    expect((await get(url)).status).toBe(401);
    expect((await get(url, { as: member })).status).toBe(403);
    expect((await get(url, { as: staff })).status).toBe(200);
    expect((await get(url, { as: admin })).status).toBe(200);
  });

  it('refuses a member every write and changes nothing', async () => {
    const before = (await get('/api/receipts', { as: staff })).body['hydra:totalItems'];
    expect(
      (await call('POST', '/api/receipts', { as: member, body: payment([{ fee: ids.fee1, amount: 100 }]) }))
        .status,
    ).toBe(403);
    expect(
      (await call('POST', '/api/students', { as: member, body: { name: 'X', rollNo: 'X1' } })).status,
    ).toBe(403);
    expect((await call('PATCH', `${ids.student}`, { as: member, body: { name: 'Changed' } })).status).toBe(
      403,
    );
    expect((await call('POST', '/api/courses', { as: member, body: { course: 'Hacked' } })).status).toBe(403);
    expect((await get('/api/receipts', { as: staff })).body['hydra:totalItems']).toBe(before);
    expect((await get(ids.student, { as: staff })).body.name).toBe('Kavya R');
  });
});

describe('uniqueness and validation', () => {
  it('refuses a second student with the same roll number in any letter case', async () => {
    const response = await call('POST', '/api/students', {
      as: staff,
      body: { name: 'Other', rollNo: 'phy25001', course: ids.course, batch: ids.batch, semester: ids.sem1 },
    });
    expect(response.status).toBe(422);
    expect(response.body.violations).toEqual([
      { propertyPath: 'rollNo', message: 'Roll No "phy25001" already exists.' },
    ]);
  });

  it('refuses a second fee for the same course, semester and fee type', async () => {
    const response = await call('POST', '/api/fees', {
      as: staff,
      body: {
        course: ids.course,
        semester: ids.sem1,
        feeType: ids.tuition,
        amount: 1,
        dueDate: '2025-01-01',
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.violations).toEqual([
      { propertyPath: 'course', message: 'A fee for this course, semester and fee type already exists.' },
    ]);
  });

  it('names missing fields and a bad phone with the form messages', async () => {
    const response = await call('POST', '/api/students', {
      as: staff,
      body: {
        name: '',
        rollNo: 'Z1',
        phone: '+9112',
        course: ids.course,
        batch: ids.batch,
        semester: ids.sem1,
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'name', message: 'Enter Name!' },
        { propertyPath: 'phone', message: 'Enter a valid phone number!' },
      ]),
    );
  });
  it("words a fee's rules as the fee form does (lib/validation/college.ts), one message per field", async () => {
    const fee = (body: Record<string, unknown>) =>
      call('POST', '/api/fees', {
        as: staff,
        body: {
          course: ids.course,
          semester: ids.sem2,
          feeType: ids.exam,
          amount: 100,
          dueDate: today,
          ...body,
        },
      });
    const missing = await fee({ course: null, semester: '', amount: 0, dueDate: '2026-02-31' });
    expect(missing.status).toBe(422);
    expect(missing.body.violations).toEqual([
      { propertyPath: 'course', message: 'Select Course!' },
      { propertyPath: 'semester', message: 'Select Semester!' },
      { propertyPath: 'amount', message: 'Enter Amount!' },
      { propertyPath: 'dueDate', message: 'Enter Due Date!' },
    ]);
    const tooMuch = await fee({ amount: 100_000_001 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.violations).toEqual([
      { propertyPath: 'amount', message: 'This value should be between 1 and 100000000.' },
    ]);
    // An IRI of another collection is no choice a form offers: a malformed request.
    const wrongIri = await fee({ course: ids.batch });
    expect(wrongIri.status).toBe(400);
    expect(wrongIri.body['hydra:description']).toBe(`Invalid IRI "${ids.batch}".`);
  });
});

describe('receipts', () => {
  it(`numbers concurrent saves consecutively per year: no gaps, no duplicates${RACE}`, async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        call('POST', '/api/receipts', { as: staff, body: payment([{ fee: ids.fee1, amount: 100 }]) }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(201));
    const numbers = responses.map((r) => r.body.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(responses.map((r) => r.body.receiptNo)).toContain(`${YEAR}/00012`);
  });

  it('refuses to overpay a fee with a clear message and takes no number', async () => {
    const response = await call('POST', '/api/receipts', {
      as: staff,
      body: payment([{ fee: ids.fee1, amount: 25000 }]),
    });
    expect(response.status).toBe(422);
    expect(response.body['hydra:description']).toBe(
      'items: The amount for Tuition Fee - Semester 1 is more than what is due: at most ₹23,800 can be paid.',
    );
    const next = await call('POST', '/api/receipts', {
      as: staff,
      body: payment([{ fee: ids.fee2, amount: 1500 }]),
    });
    expect(next.body.number).toBe(13);
  });

  it(`refuses concurrent payments that together overpay${RACE}`, async () => {
    const responses = await Promise.all(
      [0, 1].map(() =>
        call('POST', '/api/receipts', { as: staff, body: payment([{ fee: ids.fee1, amount: 20000 }]) }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 422]);
  });

  it('refuses a fee of another course', async () => {
    const response = await call('POST', '/api/receipts', {
      as: staff,
      body: payment([{ fee: ids.otherFee, amount: 100 }]),
    });
    expect(response.status).toBe(422);
    expect(response.body['hydra:description']).toContain('not for the student');
  });

  it('shows the balance: fees due to date minus what was paid', async () => {
    const student = (await get(ids.student, { as: staff })).body;
    // 25,000 + 1,500 due (semester 2 not yet); paid 12 x 100 + 1,500 + 20,000.
    expect([student.due, student.paid, student.balance]).toEqual([26500, 22700, 3800]);
    const dues = (await get('/api/dues', { as: staff })).body['hydra:member'];
    expect(dues).toEqual([
      expect.objectContaining({ '@id': '/api/dues/1', rollNo: 'PHY25001', balance: 3800 }),
    ]);
  });

  it('cancels with a reason instead of editing; the amount counts as due again', async () => {
    const list = (await get('/api/receipts?order[total]=desc', { as: staff })).body['hydra:member'];
    const big = list[0];
    expect(big.total).toBe(20000);
    const edit = await call('PATCH', big['@id'], { as: staff, body: { total: 1 } });
    expect(edit.status).toBe(422);
    expect((await call('DELETE', big['@id'], { as: staff })).status).toBe(405);
    expect((await call('PATCH', big['@id'], { as: staff, body: { cancelReason: '  ' } })).status).toBe(422);
    const cancelled = await call('PATCH', big['@id'], {
      as: staff,
      body: { cancelReason: 'Cheque bounced' },
    });
    expect(cancelled.status).toBe(200);
    expect([cancelled.body.cancelled, cancelled.body.cancelReason, cancelled.body.receiptNo]).toEqual([
      true,
      'Cheque bounced',
      big.receiptNo,
    ]);
    expect((await call('PATCH', big['@id'], { as: staff, body: { cancelReason: 'again' } })).status).toBe(
      409,
    );
    expect((await get(ids.student, { as: staff })).body.balance).toBe(23800);
    // The cancelled number stays taken: the next receipt continues after the highest.
    const next = await call('POST', '/api/receipts', {
      as: staff,
      body: payment([{ fee: ids.fee1, amount: 100 }]),
    });
    expect(next.body.number).toBe(15);
  });

  it('filters receipts by course, mode, date range and cancellation', async () => {
    expect(
      (await get(`/api/receipts?course=${ids.course}&cancelled=true`, { as: staff })).body[
        'hydra:totalItems'
      ],
    ).toBe(1);
    expect(
      (await get(`/api/receipts?course=${ids.otherCourse}`, { as: staff })).body['hydra:totalItems'],
    ).toBe(0);
    expect(
      (await get(`/api/receipts?paidOn[after]=${today}&paymentMode=${ids.mode}`, { as: staff })).body[
        'hydra:totalItems'
      ],
    ).toBe(15);
    expect(
      (await get('/api/receipts?paidOn[before]=2000-01-01', { as: staff })).body['hydra:totalItems'],
    ).toBe(0);
  });

  it('shows the dashboard figures without the cancelled receipt', async () => {
    const dashboard = await collegeDashboard({ actor: staff });
    // 12 x 100 + 1,500 + 20,000 (cancelled) + 100, all today.
    expect([dashboard.collectedToday, dashboard.collectedThisMonth, dashboard.outstanding]).toEqual([
      2800, 2800, 23700,
    ]);
    expect(dashboard.monthly.at(-1)).toEqual({ month: today.slice(0, 7), amount: 2800 });
    await expect(collegeDashboard({ actor: member })).rejects.toMatchObject({ status: 403 });
  });
});
