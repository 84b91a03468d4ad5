/** @jest-environment node */
import { indianDay } from '@/lib/format';
import type { Actor } from '@/lib/auth/roles';
import { studentLedger } from '@/lib/data/college/ledger';
import { call, get } from '../helpers/api';
import { createCollegeBasics, createdIri, type CollegeBasics } from '../helpers/college';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

/**
 * Late fees, their waivers and refunds (issue 27 item 3) through /api/late_fees, /api/fine_waivers
 * and /api/refunds: a late fee due by itself after the grace period (flat, or per day up to a cap,
 * stopping on the day the fee was paid), its own line in the ledger and the payment form, waived
 * with a reason; refunds numbered in their own yearly series, never more than the receipt, also
 * when many are saved at once (they race on PostgreSQL only: PGlite runs one transaction at a
 * time), reducing what was paid; and the arithmetic of a concession, a late fee and a refund together.
 */
let admin: Actor;
let staff: Actor;
let member: Actor;
let ids: CollegeBasics;
let lab: string;
const RACE = process.env.TEST_DATABASE_URL
  ? ' (racing on PostgreSQL)'
  : ' (serial on PGlite: races only on PostgreSQL)';
const daysAgo = (n: number) => indianDay(new Date(Date.now() - n * 86_400_000));
const today = daysAgo(0);
const idOf = (iri: string) => iri.split('/').pop()!;

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  staff = await createUser({ roles: ['ROLE_COLLEGE'] });
  member = await createUser();
  ids = await createCollegeBasics(staff, admin);
  // A second fee of semester 1, due 20 days ago.
  const labType = await createdIri('/api/feetypes', { feeType: 'Lab Fee' }, staff);
  lab = await createdIri(
    '/api/fees',
    { course: ids.course, semester: ids.sem1, feeType: labType, amount: 2000, dueDate: daysAgo(20) },
    staff,
  );
});
afterAll(closeDb);

const newStudent = (rollNo: string) =>
  createdIri(
    '/api/students',
    { name: `Student ${rollNo}`, rollNo, course: ids.course, batch: ids.batch, semester: ids.sem1 },
    staff,
  );
const pay = (student: string, items: { fee: string; amount: number; fine?: boolean }[], paidOn = today) =>
  call('POST', '/api/receipts', { as: staff, body: { student, paidOn, paymentMode: ids.mode, items } });
const refund = (receipt: string, amount: number, extra: Record<string, unknown> = {}) =>
  call('POST', '/api/refunds', {
    as: staff,
    body: {
      paymentReceipt: receipt,
      amount,
      reason: 'Withdrew',
      paymentMode: ids.mode,
      refundedOn: today,
      ...extra,
    },
  });
const waive = (student: string, fee: string, reason = 'Hospitalised') =>
  call('POST', '/api/fine_waivers', { as: staff, body: { student, fee, reason } });
const dueOf = async (student: string) =>
  (await get(student, { as: staff })).body as { due: number; paid: number; balance: number };

describe('late fee rules (/api/late_fees)', () => {
  it('are for college staff and administrators only', async () => {
    const body = { fee: ids.fee, graceDays: 10, kind: 'flat', amount: 500 };
    expect((await call('POST', '/api/late_fees', { as: null, body })).status).toBe(401);
    expect((await call('POST', '/api/late_fees', { as: member, body })).status).toBe(403);
    expect((await get('/api/fine_waivers', { as: member })).status).toBe(403);
    expect((await get('/api/refunds', { as: member })).status).toBe(403);
  });

  it.each([
    [{ graceDays: -1, kind: 'flat', amount: 500 }, 'graceDays', 'Enter the grace period in days (0 to 365)!'],
    [{ graceDays: 5, kind: 'weekly', amount: 500 }, 'kind', 'Select Flat or Per day!'],
    [{ graceDays: 5, kind: 'flat', amount: 0 }, 'amount', 'Enter the late fee!'],
    [
      { graceDays: 5, kind: 'per_day', amount: 50, cap: 10 },
      'cap',
      'The cap is at least the fine for one day.',
    ],
  ])('refuse %j with 422', async (body, propertyPath, message) => {
    const response = await call('POST', '/api/late_fees', { as: staff, body: { fee: ids.fee, ...body } });
    expect(response.status).toBe(422);
    expect(response.body.violations).toEqual([expect.objectContaining({ propertyPath, message })]);
  });

  it('a flat late fee after the grace period is due by itself, its own line everywhere, payable and waivable', async () => {
    const student = ids.student;
    // Tuition 25,000 and Lab 2,000, both past their due date.
    expect(await dueOf(student)).toMatchObject({ due: 27000, balance: 27000 });
    const rule = await call('POST', '/api/late_fees', {
      as: staff,
      body: { fee: ids.fee, graceDays: 10, kind: 'flat', amount: 500 },
    });
    expect(rule.status).toBe(201);
    expect(rule.body).toMatchObject({
      '@type': 'LateFee',
      feeName: 'Tuition Fee - Semester 1',
      kind: 'flat',
      amount: 500,
      cap: null,
    });
    const second = await call('POST', '/api/late_fees', {
      as: staff,
      body: { fee: ids.fee, graceDays: 1, kind: 'flat', amount: 5 },
    });
    expect(second.status).toBe(422);
    expect(second.body.violations[0].propertyPath).toBe('fee');
    // Due 2025-07-01 + 10 days: long past.
    expect(await dueOf(student)).toMatchObject({ due: 27500, balance: 27500 });
    expect((await get('/api/dues', { as: staff })).body['hydra:member'][0]).toMatchObject({
      due: 27500,
      balance: 27500,
    });
    const lines = (await get(`/api/feedues?student=${encodeURIComponent(student)}`, { as: staff })).body[
      'hydra:member'
    ];
    expect(lines.slice(0, 2)).toEqual([
      expect.objectContaining({ fee: ids.fee, fine: false, outstanding: 25000 }),
      expect.objectContaining({
        fee: ids.fee,
        fine: true,
        feeName: 'Late fee: Tuition Fee - Semester 1',
        outstanding: 500,
      }),
    ]);
    const ledger = await studentLedger({ actor: staff, id: idOf(student) });
    expect(ledger.fines).toEqual([
      expect.objectContaining({
        feeName: 'Tuition Fee - Semester 1',
        lateFrom: '2025-07-12',
        fine: 500,
        charged: 500,
        waived: false,
      }),
    ]);
    expect(ledger).toMatchObject({ fined: 500, dueToDate: 27500, balance: 27500, outstanding: 27500 });
    // Paying the late fee: at most what it comes to.
    const over = await pay(student, [{ fee: ids.fee, amount: 501, fine: true }]);
    expect(over.status).toBe(422);
    expect(over.body.violations[0].message).toBe(
      'The late fee on Tuition Fee - Semester 1 is less: at most ₹500 can be paid.',
    );
    const paid = await pay(student, [{ fee: ids.fee, amount: 200, fine: true }]);
    expect(paid.status).toBe(201);
    expect(paid.body.items).toEqual([
      expect.objectContaining({ feeName: 'Late fee: Tuition Fee - Semester 1', amount: 200, fine: true }),
    ]);
    expect(await dueOf(student)).toMatchObject({ due: 27500, paid: 200, balance: 27300 });
    // Waived: what was paid of it stays paid, the rest is no longer due.
    const waived = await waive(student, ids.fee);
    expect(waived.status).toBe(201);
    expect(waived.body).toMatchObject({
      '@type': 'FineWaiver',
      amount: 300,
      reason: 'Hospitalised',
      waivedBy: expect.any(String),
    });
    expect(await dueOf(student)).toMatchObject({ due: 27200, paid: 200, balance: 27000 });
    expect((await waive(student, ids.fee)).body.violations[0].message).toBe(
      'This late fee is already waived.',
    );
    const after = await studentLedger({ actor: staff, id: idOf(student) });
    expect(after.fines[0]).toMatchObject({
      fine: 500,
      charged: 200,
      paid: 200,
      waived: true,
      waiverReason: 'Hospitalised',
    });
    expect((await waive(student, ids.fee, ' ')).status).toBe(422);
  });

  it('a fine per day runs from the end of the grace period to the day the fee is paid, at most the cap', async () => {
    // Lab fee due 20 days ago, grace 5: 15 days late today.
    const rule = await call('POST', '/api/late_fees', {
      as: staff,
      body: { fee: lab, graceDays: 5, kind: 'per_day', amount: 10, cap: 120 },
    });
    expect(rule.status).toBe(201);
    const unpaid = await newStudent('LATE1');
    const early = await newStudent('LATE2');
    const late = await newStudent('LATE3');
    expect((await pay(early, [{ fee: lab, amount: 2000 }], daysAgo(16))).status).toBe(201);
    expect((await pay(late, [{ fee: lab, amount: 2000 }], daysAgo(10))).status).toBe(201);
    const fineOf = async (student: string) =>
      (await studentLedger({ actor: staff, id: idOf(student) })).fines.find((f) => f.fee === lab)?.fine ?? 0;
    expect(await fineOf(unpaid)).toBe(120); // 15 days x 10, capped at 120
    expect(await fineOf(early)).toBe(0); // paid within the grace period
    expect(await fineOf(late)).toBe(50); // paid 5 days after it: the fine stopped then
    expect((await waive(early, lab)).body.violations[0].message).toBe(
      'There is no late fee on Lab Fee - Semester 1 for this student to waive.',
    );
    // Raising the cap follows at once.
    const patched = await call('PATCH', rule.body['@id'], { as: staff, body: { cap: 1000 } });
    expect(patched.status).toBe(200);
    expect(await fineOf(unpaid)).toBe(150);
  });

  it('are in docs.jsonld, as waivers and refunds are', async () => {
    const docs = await get('/api/docs.jsonld');
    const methods = (id: string) =>
      docs.body['hydra:supportedClass']
        .find((c: { '@id': string }) => c['@id'] === id)
        ['hydra:supportedOperation'].map((o: { 'hydra:method': string }) => o['hydra:method']);
    expect(methods('#LateFee')).toEqual(expect.arrayContaining(['GET', 'PATCH']));
    expect(methods('#FineWaiver')).toEqual(['GET']);
    expect(methods('#Refund')).toEqual(['GET']);
  });
});

describe('refunds (/api/refunds)', () => {
  it('reduce what was paid, in their own series; never more than the receipt; a refunded receipt is not cancelled', async () => {
    const student = await newStudent('REF1');
    const receipt = (await pay(student, [{ fee: ids.fee, amount: 10000 }])).body;
    const tooMuch = await refund(receipt['@id'], 10001);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.violations[0]).toMatchObject({
      propertyPath: 'amount',
      message: `The refund is more than what is left of receipt ${receipt.receiptNo}: at most ₹10,000 can be refunded.`,
    });
    expect((await refund(receipt['@id'], 100, { reason: '' })).status).toBe(422);
    expect(
      (await refund(receipt['@id'], 100, { refundedOn: daysAgo(3) })).body.violations[0].propertyPath,
    ).toBe('refundedOn');
    const first = await refund(receipt['@id'], 4000);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      '@type': 'Refund',
      refundNo: expect.stringMatching(new RegExp(`^R${today.slice(0, 4)}/\\d{5}$`)),
      receiptNo: receipt.receiptNo,
      student,
      amount: 4000,
      reason: 'Withdrew',
      refundedBy: expect.any(String),
    });
    // The refund slip names the student as the receipt does: course, and the receipt's semester and batch.
    expect(receipt.courseName).toEqual(expect.any(String));
    expect(first.body).toMatchObject({
      courseName: receipt.courseName,
      semesterName: receipt.semesterName,
      batchName: receipt.batchName,
    });
    const before = (await dueOf(student)).balance;
    expect(await dueOf(student)).toMatchObject({ paid: 6000 });
    // The fee's line is owed again: the payment form offers the 4,000 back.
    const lines = (await get(`/api/feedues?student=${encodeURIComponent(student)}`, { as: staff })).body[
      'hydra:member'
    ];
    expect(lines.find((l: { fee: string; fine: boolean }) => l.fee === ids.fee && !l.fine)).toMatchObject({
      paid: 6000,
    });
    expect((await refund(receipt['@id'], 6001)).status).toBe(422);
    const cancel = await call('PATCH', receipt['@id'], {
      as: staff,
      body: { cancelReason: 'Wrong student' },
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body['hydra:description'] ?? cancel.body.detail).toContain('refunded');
    const ledger = await studentLedger({ actor: staff, id: idOf(student) });
    expect(ledger.refunds).toEqual([
      expect.objectContaining({ receiptNo: receipt.receiptNo, amount: 4000, reason: 'Withdrew' }),
    ]);
    expect(ledger).toMatchObject({ paid: 6000, refunded: 4000, balance: before });
    expect(ledger.receipts[0]).toMatchObject({ total: 10000, refunded: 4000 });
    const list = await get('/api/refunds?rollNo=REF1', { as: staff });
    expect(list.body['hydra:totalItems']).toBe(1);
  });

  it('a cancelled receipt has nothing to refund', async () => {
    const student = await newStudent('REF2');
    const receipt = (await pay(student, [{ fee: ids.fee, amount: 1000 }])).body;
    await call('PATCH', receipt['@id'], { as: staff, body: { cancelReason: 'Typo' } });
    const answer = await refund(receipt['@id'], 100);
    expect(answer.status).toBe(422);
    expect(answer.body.violations[0].message).toBe('This receipt is cancelled: there is nothing to refund.');
  });

  it(`saved at once never exceed the receipt, and take unique gap-free numbers${RACE}`, async () => {
    const student = await newStudent('REF3');
    const receipt = (await pay(student, [{ fee: ids.fee, amount: 25000 }])).body;
    const answers = await Promise.all(Array.from({ length: 12 }, () => refund(receipt['@id'], 3000)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(8);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(4);
    expect((await dueOf(student)).paid).toBe(1000);
    const all = (await get('/api/refunds?itemsPerPage=1000', { as: staff })).body['hydra:member'] as {
      year: number;
      number: number;
    }[];
    const numbers = all
      .filter((r) => r.year === Number(today.slice(0, 4)))
      .map((r) => r.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });
});

describe('a concession, a late fee and a refund together', () => {
  it(`add up: due = fees - concession + late fee, paid = receipts - refunds${RACE}`, async () => {
    const student = await newStudent('SUM1');
    const conceded = await call('POST', '/api/concessions', {
      as: staff,
      body: { student, fee: ids.fee, kind: 'amount', value: 5000, reason: 'Merit', approvedBy: 'Principal' },
    });
    expect(conceded.status).toBe(201);
    // Tuition 25,000 - 5,000 + its flat late fee 500; lab 2,000 + its fine (capped at 1,000 now: 150).
    expect(await dueOf(student)).toMatchObject({ due: 25000 - 5000 + 500 + 2000 + 150, paid: 0 });
    const receipt = (
      await pay(student, [
        { fee: ids.fee, amount: 20000 },
        { fee: ids.fee, amount: 500, fine: true },
      ])
    ).body;
    expect(receipt.total).toBe(20500);
    // Payments and refunds at once on one receipt: the totals stay exact.
    const answers = await Promise.all([
      refund(receipt['@id'], 7000),
      refund(receipt['@id'], 7000),
      refund(receipt['@id'], 7000),
    ]);
    const refunded = answers.filter((a) => a.status === 201).length * 7000;
    expect(refunded).toBe(14000);
    const after = await dueOf(student);
    expect(after).toMatchObject({ due: 22650, paid: 20500 - 14000, balance: 22650 - 6500 });
    const ledger = await studentLedger({ actor: staff, id: idOf(student) });
    expect(ledger).toMatchObject({
      conceded: 5000,
      fined: 650,
      dueToDate: 22650,
      paid: 6500,
      refunded: 14000,
      balance: 16150,
    });
    // The refund came off the receipt's last line first (the late fee), then the fee: the fee is
    // owed again for 13,500, and its late fee (unpaid again) for 500.
    const lines = (await get(`/api/feedues?student=${encodeURIComponent(student)}`, { as: staff })).body[
      'hydra:member'
    ];
    expect(lines.find((l: { fee: string; fine: boolean }) => l.fee === ids.fee && !l.fine).outstanding).toBe(
      13500,
    );
    expect(lines.find((l: { fee: string; fine: boolean }) => l.fee === ids.fee && l.fine).outstanding).toBe(
      500,
    );
    const dues = (await get('/api/dues?rollNo=SUM1', { as: staff })).body['hydra:member'];
    expect(dues[0]).toMatchObject({ due: 22650, paid: 6500, balance: 16150 });
  });
});
