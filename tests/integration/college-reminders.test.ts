/** @jest-environment node */
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { db } from '@/db/client';
import { feeReminders } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import {
  previewFeeReminders,
  REMINDER_MESSAGES,
  sendFeeReminders,
  sendScheduledFeeReminders,
} from '@/lib/data/college/reminders';
import { call, get } from '../helpers/api';
import { createCollegeBasics, createdIri, type CollegeBasics } from '../helpers/college';
import { mailSuite } from '../helpers/mail-suite';
import { createUser } from '../helpers/users';

/**
 * Fee reminders (issue 27 item 4) over a real SMTP server and the SMS file sink: by schedule (3
 * days before a due date, 3 days after it, once each) and by "Send reminders" (every fee due and
 * unpaid, once a day), each student and fee recorded, never reminded twice in a period.
 */
const smsDir = mkdtempSync(path.join(tmpdir(), 'thirumanam-sms-'));
const suite = mailSuite();
let staff: Actor;
let member: Actor;
let ids: CollegeBasics;
let arun: string;
let siva: string;
const idOf = (iri: string) => Number(iri.split('/').pop());

type SmsLine = { to: string; text: string };
const smsSent = (): SmsLine[] => {
  const file = path.join(smsDir, 'sms.jsonl');
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as SmsLine)
    : [];
};
/** The message as UTF-8 text: quoted-printable undone byte by byte. */
const mailText = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

beforeAll(async () => {
  process.env.SMS_DIR = smsDir;
  process.env.FEE_REMINDER_DAYS_BEFORE = '3';
  process.env.FEE_REMINDER_DAYS_AFTER = '3';
  staff = await createUser({ roles: ['ROLE_COLLEGE'] });
  member = await createUser();
  // Kavya owes Semester 1's ₹25,000 tuition (due 2025-07-01); e-mail and her guardian's phone.
  ids = await createCollegeBasics(staff, suite.admin, {
    email: 'kavya@example.com',
    guardianName: 'Ramesh K',
    guardianPhone: '+919812345678',
  });
  // An exam fee due 2026-06-10, paid in part by Kavya.
  const examType = await createdIri('/api/feetypes', { feeType: 'Exam Fee' }, staff);
  const exam = await createdIri(
    '/api/fees',
    { course: ids.course, semester: ids.sem1, feeType: examType, amount: 2000, dueDate: '2026-06-10' },
    staff,
  );
  const paid = await call('POST', '/api/receipts', {
    as: staff,
    body: {
      student: ids.student,
      paidOn: '2026-05-01',
      paymentMode: ids.mode,
      items: [{ fee: exam, amount: 500 }],
    },
  });
  if (paid.status !== 201) throw new Error(paid.text);
  // Arun has only a phone; Meena has paid everything; Siva has neither e-mail nor phone.
  const student = (name: string, rollNo: string, extra: Record<string, unknown>) =>
    createdIri(
      '/api/students',
      { name, rollNo, course: ids.course, batch: ids.batch, semester: ids.sem1, ...extra },
      staff,
    );
  arun = await student('Arun S', 'PHY25002', { phone: '+919876543210' });
  const meena = await student('Meena T', 'PHY25003', { email: 'meena@example.com' });
  siva = await student('Siva P', 'PHY25004', {});
  const all = await call('POST', '/api/receipts', {
    as: staff,
    body: {
      student: meena,
      paidOn: '2026-05-01',
      paymentMode: ids.mode,
      items: [
        { fee: ids.fee, amount: 25000 },
        { fee: exam, amount: 2000 },
      ],
    },
  });
  if (all.status !== 201) throw new Error(all.text);
});
afterAll(async () => {
  delete process.env.SMS_DIR;
});

describe('reminders by schedule', () => {
  it('reminds 3 days before a due date and once overdue, one e-mail and one SMS per student', async () => {
    // 2026-06-07: the exam fee is due in 3 days ('before'); the tuition is long overdue ('after').
    const sent = await sendScheduledFeeReminders({ day: '2026-06-07' });
    expect(sent).toEqual({ students: 2, skipped: 0, fees: 4, emails: 1, sms: 2 });
    expect(suite.smtp.inbox.map((m) => m.to)).toEqual([['kavya@example.com']]);
    const text = mailText(suite.smtp.inbox[0].raw);
    expect(text).toContain('Tuition Fee: ₹25,000, due on 01/07/2025');
    expect(text).toContain('Exam Fee: ₹1,500, due on 10/06/2026');
    expect(text).toContain('Total: ₹26,500.');
    expect(smsSent().map((s) => s.to)).toEqual(['+919812345678', '+919876543210']);
    expect(smsSent()[0].text).toContain('₹26,500');
    const rows = await db.select().from(feeReminders).orderBy(asc(feeReminders.id));
    expect(rows.map((r) => [r.period, r.balance, r.email, r.sms, r.sentBy])).toEqual(
      expect.arrayContaining([
        ['before', 1500, 'kavya@example.com', '+919812345678', null],
        ['after', 25000, 'kavya@example.com', '+919812345678', null],
        ['before', 2000, null, '+919876543210', null],
        ['after', 25000, null, '+919876543210', null],
      ]),
    );
    expect(rows).toHaveLength(4);
    // Meena paid everything and Siva cannot be reached: neither is reminded.
  });

  it('never reminds a student and fee twice in a period, even from two instances at once', async () => {
    const again = await Promise.all([
      sendScheduledFeeReminders({ day: '2026-06-08' }),
      sendScheduledFeeReminders({ day: '2026-06-08' }),
    ]);
    expect(again.map((s) => s.fees)).toEqual([0, 0]);
    // Overdue by 3 days: the exam fee's 'after' reminder, once, to Kavya and Arun.
    const overdue = await Promise.all([
      sendScheduledFeeReminders({ day: '2026-06-13' }),
      sendScheduledFeeReminders({ day: '2026-06-13' }),
    ]);
    expect(overdue.reduce((n, s) => n + s.fees, 0)).toBe(2);
    expect(suite.smtp.inbox).toHaveLength(2);
    expect(mailText(suite.smtp.inbox[1].raw)).toContain('Exam Fee: ₹1,500, due on 10/06/2026');
    expect(mailText(suite.smtp.inbox[1].raw)).not.toContain('Tuition');
    expect((await db.select().from(feeReminders)).length).toBe(6);
  });
});

describe('Send reminders from the dues list', () => {
  it('says how many would be sent, sends them once a day, recording who sent them', async () => {
    const day = '2026-06-20';
    expect(await previewFeeReminders({ actor: staff, day })).toEqual({
      students: 2,
      skipped: 0,
      fees: 4,
      emails: 1,
      sms: 2,
    });
    const before = suite.smtp.inbox.length;
    const [first, second] = await Promise.all([
      sendFeeReminders({ actor: staff, day }),
      sendFeeReminders({ actor: staff, day }),
    ]);
    expect(first.fees + second.fees).toBe(4);
    expect(first.students + second.students).toBe(2);
    expect(first.skipped + second.skipped).toBe(2);
    expect(suite.smtp.inbox.length - before).toBe(1);
    // Both are skipped now: reminded today already.
    expect(await previewFeeReminders({ actor: staff, day })).toEqual({
      students: 0,
      skipped: 2,
      fees: 0,
      emails: 0,
      sms: 0,
    });
    const rows = (await db.select().from(feeReminders)).filter((r) => r.period === `day:${day}`);
    expect(rows.map((r) => r.sentBy)).toEqual([staff.id, staff.id, staff.id, staff.id]);
    // The next day, again.
    expect((await previewFeeReminders({ actor: staff, day: '2026-06-21' })).students).toBe(2);
  });

  it('answers GET and POST /api/fee_reminders to college staff only', async () => {
    expect((await get('/api/fee_reminders')).status).toBe(401);
    expect((await get('/api/fee_reminders', { as: member })).status).toBe(403);
    expect((await call('POST', '/api/fee_reminders', { as: member, body: {} })).status).toBe(403);
    const preview = await get('/api/fee_reminders', { as: staff });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      '@type': 'FeeReminders',
      students: 2,
      skipped: 0,
      fees: 4,
      emails: 1,
      sms: 2,
    });
    const sent = await call('POST', '/api/fee_reminders', { as: suite.admin, body: {} });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ students: 2, skipped: 0, emails: 1, sms: 2 });
    expect((await get('/api/fee_reminders', { as: staff })).body).toMatchObject({ students: 0, skipped: 2 });
    // A POST with no body at all is still "every student with fees due".
    const bare = await call('POST', '/api/fee_reminders', { as: staff });
    expect(bare.status).toBe(200);
    expect(bare.body).toMatchObject({ students: 0, skipped: 2 });
  });
});

describe('Send reminders to the selected students', () => {
  it('reminds only the students selected, by hand even after the schedule reminded them, once a day', async () => {
    // 2026-07-01: the schedule reminded Kavya of both fees ('before', 'after'); nobody by hand.
    const day = '2026-07-01';
    const selection = [idOf(ids.student), idOf(siva)];
    // Siva has fees due but neither e-mail nor phone: skipped.
    expect(await previewFeeReminders({ actor: staff, day, students: selection })).toEqual({
      students: 1,
      skipped: 1,
      fees: 2,
      emails: 1,
      sms: 1,
    });
    const mails = suite.smtp.inbox.length;
    const sms = smsSent().length;
    // A double click: two sends at once remind Kavya once.
    const both = await Promise.all([
      sendFeeReminders({ actor: staff, day, students: selection }),
      sendFeeReminders({ actor: staff, day, students: selection }),
    ]);
    expect(both.map((s) => s.students).sort()).toEqual([0, 1]);
    expect(both.map((s) => s.skipped).sort()).toEqual([1, 2]);
    expect(suite.smtp.inbox.slice(mails).map((m) => m.to)).toEqual([['kavya@example.com']]);
    expect(mailText(suite.smtp.inbox[mails].raw)).toContain('Total: ₹26,500.');
    expect(
      smsSent()
        .slice(sms)
        .map((s) => s.to),
    ).toEqual(['+919812345678']);
    const rows = (await db.select().from(feeReminders)).filter((r) => r.period === `day:${day}`);
    expect(rows.map((r) => [r.studentId, r.balance, r.sentBy]).sort()).toEqual(
      [
        [idOf(ids.student), 1500, staff.id],
        [idOf(ids.student), 25000, staff.id],
      ].sort(),
    );
    // Arun was not selected: "Send reminders" to all that day reminds him and skips Kavya.
    const rest = await sendFeeReminders({ actor: staff, day });
    expect(rest).toMatchObject({ students: 1, skipped: 1, fees: 2, emails: 0, sms: 1 });
    expect(
      smsSent()
        .slice(sms)
        .map((s) => s.to),
    ).toEqual(['+919812345678', '+919876543210']);
    expect(suite.smtp.inbox.length).toBe(mails + 1);
  });

  it('POST {"students": [IRIs]} sends to those students only, once a day, even on two POSTs at once', async () => {
    await db.delete(feeReminders);
    const mails = suite.smtp.inbox.length;
    const preview = await get(
      `/api/fee_reminders?students=${idOf(ids.student)},${encodeURIComponent(siva)}`,
      {
        as: staff,
      },
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ students: 1, skipped: 1, fees: 2, emails: 1, sms: 1 });
    const post = () =>
      call('POST', '/api/fee_reminders', { as: staff, body: { students: [ids.student, siva] } });
    const [a, b] = await Promise.all([post(), post()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.students, b.body.students].sort()).toEqual([0, 1]);
    expect([a.body.skipped, b.body.skipped].sort()).toEqual([1, 2]);
    expect(suite.smtp.inbox.slice(mails).map((m) => m.to)).toEqual([['kavya@example.com']]);
    const rows = await db.select().from(feeReminders);
    expect(rows.map((r) => r.studentId)).toEqual([idOf(ids.student), idOf(ids.student)]);
    // Arun, not selected, is still to be reminded.
    expect((await get(`/api/fee_reminders?students=${idOf(arun)}`, { as: staff })).body).toMatchObject({
      students: 1,
      skipped: 0,
    });
    expect((await get('/api/fee_reminders', { as: staff })).body).toMatchObject({ students: 1, skipped: 1 });
  });

  it('refuses with 422 anything but 1 to 500 IRIs of existing students, before sending anything', async () => {
    await db.delete(feeReminders);
    const mails = suite.smtp.inbox.length;
    const refused = async (students: unknown, propertyPath: string, message: string) => {
      const r = await call('POST', '/api/fee_reminders', { as: staff, body: { students } });
      expect(r.status).toBe(422);
      expect(r.body.violations).toEqual([{ propertyPath, message }]);
    };
    await refused(ids.student, 'students', REMINDER_MESSAGES.array);
    await refused([], 'students', REMINDER_MESSAGES.empty);
    await refused(Array(501).fill(ids.student), 'students', REMINDER_MESSAGES.tooMany);
    await refused([ids.student, ids.course], 'students[1]', REMINDER_MESSAGES.iri);
    await refused([ids.student, 7], 'students[1]', REMINDER_MESSAGES.iri);
    await refused([ids.student, '/api/students/999999'], 'students[1]', REMINDER_MESSAGES.unknown);
    const get422 = await get('/api/fee_reminders?students=999999', { as: staff });
    expect(get422.status).toBe(422);
    // 500 is allowed (the same student many times is one student).
    const many = await call('POST', '/api/fee_reminders', {
      as: staff,
      body: { students: Array(500).fill(ids.student) },
    });
    expect(many.body).toMatchObject({ students: 1, skipped: 0 });
    expect(suite.smtp.inbox.length).toBe(mails + 1);
    // A stranger learns nothing from the validation.
    const stranger = await call('POST', '/api/fee_reminders', { as: member, body: { students: ['x'] } });
    expect(stranger.status).toBe(403);
  });

  it('is described in docs.jsonld', async () => {
    const docs = await get('/api/docs.jsonld');
    const cls = docs.body['hydra:supportedClass'].find(
      (c: { '@id': string }) => c['@id'] === '#FeeReminders',
    );
    expect(cls['hydra:description']).toContain('GET /api/fee_reminders');
  });
});
