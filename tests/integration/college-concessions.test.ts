/** @jest-environment node */
import { indianDay } from '@/lib/format';
import type { Actor } from '@/lib/auth/roles';
import { studentLedger } from '@/lib/data/college/ledger';
import { call, get } from '../helpers/api';
import { createCollegeBasics, createdIri, type CollegeBasics } from '../helpers/college';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

/**
 * Concessions and scholarships (issue 27 item 3) through POST/GET /api/concessions: a percentage
 * or an amount of one fee, reducing what is due everywhere (the student, the dues list, the
 * payment form's lines, the ledger), never more than what is still owed, and never together with
 * a payment more than the fee, also when both are saved at once (they race on PostgreSQL only:
 * PGlite runs one transaction at a time, as college-fees.test.ts explains).
 */
let admin: Actor;
let staff: Actor;
let member: Actor;
let ids: CollegeBasics;
const today = indianDay();
const RACE = process.env.TEST_DATABASE_URL
  ? ' (racing on PostgreSQL)'
  : ' (serial on PGlite: races only on PostgreSQL)';

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  staff = await createUser({ roles: ['ROLE_COLLEGE'] });
  member = await createUser();
  ids = await createCollegeBasics(staff, admin);
});
afterAll(closeDb);

const grant = (body: Record<string, unknown>, as: Actor | null = staff) =>
  call('POST', '/api/concessions', {
    as,
    body: {
      student: ids.student,
      fee: ids.fee,
      reason: 'Merit scholarship',
      approvedBy: 'Principal',
      ...body,
    },
  });
const pay = (student: string, fee: string, amount: number) =>
  call('POST', '/api/receipts', {
    as: staff,
    body: { student, paidOn: today, paymentMode: ids.mode, items: [{ fee, amount }] },
  });

describe('POST /api/concessions', () => {
  it('is for college staff and administrators only', async () => {
    expect((await grant({ kind: 'amount', value: 100 }, null)).status).toBe(401);
    expect((await grant({ kind: 'amount', value: 100 }, member)).status).toBe(403);
    expect((await get('/api/concessions', { as: member })).status).toBe(403);
  });

  it.each([
    [{ kind: 'percent', value: 0 }, 'value', 'Enter the concession!'],
    [{ kind: 'percent', value: 101 }, 'value', 'A percentage is at most 100.'],
    [{ kind: 'share', value: 5 }, 'kind', 'Select Percentage or Amount!'],
    [{ kind: 'amount', value: 100, reason: ' ' }, 'reason', 'Enter the reason for the concession!'],
    [{ kind: 'amount', value: 100, approvedBy: '' }, 'approvedBy', 'Enter who approved it!'],
    [
      { kind: 'amount', value: 25001 },
      'value',
      'The concession on Tuition Fee - Semester 1 is more than what is still owed: at most ₹25,000.',
    ],
  ])('refuses %j with 422, nothing saved', async (body, propertyPath, message) => {
    const response = await grant(body);
    expect(response.status).toBe(422);
    expect(response.body.violations).toEqual([expect.objectContaining({ propertyPath, message })]);
    expect((await get('/api/concessions', { as: staff })).body['hydra:totalItems']).toBe(0);
  });

  it('takes 10% off the fee: due, balance, the payment lines and the ledger follow; one per student and fee', async () => {
    const before = (await get(ids.student, { as: staff })).body;
    expect(before).toMatchObject({ due: 25000, balance: 25000 });
    const granted = await grant({ kind: 'percent', value: 10 });
    expect(granted.status).toBe(201);
    expect(granted.body).toMatchObject({
      '@type': 'Concession',
      kind: 'percent',
      value: 10,
      amount: 2500,
      feeName: 'Tuition Fee - Semester 1',
      approvedBy: 'Principal',
    });
    expect((await get(ids.student, { as: staff })).body).toMatchObject({ due: 22500, balance: 22500 });
    const dues = (await get('/api/dues', { as: staff })).body['hydra:member'];
    expect(dues[0]).toMatchObject({ due: 22500, balance: 22500 });
    const lines = (await get(`/api/feedues?student=${encodeURIComponent(ids.student)}`, { as: staff })).body[
      'hydra:member'
    ];
    expect(lines[0]).toMatchObject({ amount: 25000, conceded: 2500, outstanding: 22500 });
    // Paying the fee's full amount is now overpaying.
    const over = await pay(ids.student, ids.fee, 25000);
    expect(over.status).toBe(422);
    expect(over.body.violations[0].message).toContain('at most ₹22,500 can be paid');
    const ledger = await studentLedger({ actor: staff, id: ids.student.split('/').pop()! });
    expect(ledger).toMatchObject({ conceded: 2500, dueToDate: 22500, balance: 22500, outstanding: 22500 });
    const again = await grant({ kind: 'amount', value: 100 });
    expect(again.status).toBe(422);
    expect(again.body.violations[0]).toMatchObject({
      propertyPath: 'fee',
      message: 'This student already has a concession on this fee.',
    });
    const list = await get('/api/concessions?rollNo=PHY25001', { as: admin });
    expect(list.body['hydra:totalItems']).toBe(1);
  });

  it('is in docs.jsonld with GET and POST, no PATCH', async () => {
    const docs = await get('/api/docs.jsonld');
    const cls = docs.body['hydra:supportedClass'].find((c: { '@id': string }) => c['@id'] === '#Concession');
    expect(cls['hydra:supportedOperation'].map((o: { 'hydra:method': string }) => o['hydra:method'])).toEqual(
      ['GET'],
    );
    expect(cls['hydra:supportedProperty'].map((p: { 'hydra:title': string }) => p['hydra:title'])).toEqual(
      expect.arrayContaining(['student', 'fee', 'kind', 'value', 'amount', 'reason', 'approvedBy']),
    );
  });
});

describe('concessions and payments saved at once', () => {
  it(`never together exceed the fee${RACE}`, async () => {
    // Eight students owing 25,000 each: for each, a 20,000 payment and a 10,000 concession at once.
    const students: string[] = [];
    for (let i = 0; i < 8; i++) {
      students.push(
        await createdIri(
          '/api/students',
          { name: `Race ${i}`, rollNo: `RACE${i}`, course: ids.course, batch: ids.batch, semester: ids.sem1 },
          staff,
        ),
      );
    }
    const answers = await Promise.all(
      students.flatMap((student) => [
        pay(student, ids.fee, 20000),
        call('POST', '/api/concessions', {
          as: staff,
          body: {
            student,
            fee: ids.fee,
            kind: 'amount',
            value: 10000,
            reason: 'Sports quota',
            approvedBy: 'Principal',
          },
        }),
      ]),
    );
    for (let i = 0; i < students.length; i++) {
      const [payment, concession] = [answers[2 * i], answers[2 * i + 1]];
      // Exactly one of the two fits; the other is refused with what may still be paid or conceded.
      expect([payment.status, concession.status].sort()).toEqual([201, 422]);
      const student = (await get(students[i], { as: staff })).body;
      const conceded = concession.status === 201 ? 10000 : 0;
      expect(student.paid + conceded).toBeLessThanOrEqual(25000);
      expect(student.balance).toBe(25000 - conceded - student.paid);
    }
  });

  it(`one concession per student and fee, whatever arrives at once${RACE}`, async () => {
    const student = await createdIri(
      '/api/students',
      { name: 'Twice', rollNo: 'TWICE1', course: ids.course, batch: ids.batch, semester: ids.sem1 },
      staff,
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/api/concessions', {
          as: staff,
          body: {
            student,
            fee: ids.fee,
            kind: 'amount',
            value: 1000,
            reason: 'Hardship',
            approvedBy: 'Principal',
          },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    expect((await get(student, { as: staff })).body.balance).toBe(24000);
  });
});
