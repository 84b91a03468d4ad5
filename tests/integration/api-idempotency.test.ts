/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { db, queryRows } from '@/db/client';
import type { Actor } from '@/lib/auth/roles';
import { call, get } from '../helpers/api';
import { createCollegeBasics, type CollegeBasics } from '../helpers/college';
import { closeDb, resetDatabase, usingPostgres } from '../helpers/db';
import { createMember } from '../helpers/members';
import { createUser } from '../helpers/users';

/**
 * Issue 21, item 4: a retried payment is not a second payment. POST /api/receipts and
 * POST /api/interests take an Idempotency-Key: the same key from the same account within 24 hours
 * gets the first answer and writes nothing; the same key with another body is 422. Runs on PGlite
 * and on PostgreSQL (TEST_DATABASE_URL), where the concurrent pair really races.
 */
let admin: Actor;
let staff: Actor;
let otherStaff: Actor;
let ids: CollegeBasics;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  staff = await createUser({ roles: ['ROLE_COLLEGE'] });
  otherStaff = await createUser({ roles: ['ROLE_COLLEGE'] });
  ids = await createCollegeBasics(staff, admin);
}, 60_000);
afterAll(() => closeDb());

const payment = (amount: number, referenceNo = 'UPI-1') => ({
  student: ids.student,
  paidOn: today,
  paymentMode: ids.mode,
  referenceNo,
  items: [{ fee: ids.fee, amount }],
});
const pay = (key: string | null, body: unknown, as: Actor = staff) =>
  call('POST', '/api/receipts', { as, body, headers: key === null ? {} : { 'Idempotency-Key': key } });
const receiptCount = async () =>
  Number((await queryRows<{ n: number }>(sql`select count(*)::int as n from receipt`))[0].n);
const paidTotal = async () =>
  Number((await queryRows<{ n: number }>(sql`select coalesce(sum(total), 0)::int as n from receipt`))[0].n);

describe('POST /api/receipts with an Idempotency-Key', () => {
  it('the same key twice: one receipt, and the first answer again', async () => {
    const before = await receiptCount();
    const first = await pay('pay-1', payment(1000));
    const again = await pay('pay-1', payment(1000));
    expect(first.status).toBe(201);
    expect([again.status, again.text, again.headers.get('location')]).toEqual([
      201,
      first.text,
      first.headers.get('location'),
    ]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await receiptCount()).toBe(before + 1);
    // Without a key, a second POST is a second payment, as before.
    expect((await pay(null, payment(1000))).status).toBe(201);
    expect(await receiptCount()).toBe(before + 2);
  });

  it('the same key with another body: 422, nothing written', async () => {
    expect((await pay('pay-2', payment(500))).status).toBe(201);
    const before = await receiptCount();
    const other = await pay('pay-2', payment(600));
    expect(other.status).toBe(422);
    expect(other.body.violations).toEqual([
      {
        propertyPath: 'Idempotency-Key',
        message:
          'This key was used for another request in the last 24 hours. Use a new key for a new request.',
      },
    ]);
    expect(await receiptCount()).toBe(before);
    // The same body with its keys in another order is the same request.
    const { items, ...rest } = payment(500);
    expect((await pay('pay-2', { items, ...rest })).status).toBe(201);
    expect(await receiptCount()).toBe(before);
  });

  it('keys are per account: another cashier’s same key is another payment', async () => {
    const before = await receiptCount();
    const mine = await pay('shared-key', payment(100));
    const theirs = await pay('shared-key', payment(100), otherStaff);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body['@id']).not.toBe(mine.body['@id']);
    expect(await receiptCount()).toBe(before + 2);
  });

  it('a payment that committed but whose answer was lost (a 503 after the commit) is answered, not repeated', async () => {
    const first = await pay('pay-lost', payment(200));
    expect(first.status).toBe(201);
    // What a restart between the commit and the answer leaves: the key and the receipt it created.
    await db.execute(
      sql`update idempotency_key set status = null, body = null, headers = null where key = 'pay-lost'`,
    );
    const [row] = await queryRows<{ resource: string }>(
      sql`select resource from idempotency_key where key = 'pay-lost'`,
    );
    expect(row.resource).toBe(first.body['@id']);
    const before = await receiptCount();
    const retry = await pay('pay-lost', payment(200));
    expect([retry.status, retry.body['@id'], retry.headers.get('location')]).toEqual([
      201,
      first.body['@id'],
      first.body['@id'],
    ]);
    expect(retry.body.receiptNo).toBe(first.body.receiptNo);
    expect(await receiptCount()).toBe(before);
  });

  it('a payment refused (422) keeps no key: the corrected retry runs', async () => {
    const before = await receiptCount();
    expect((await pay('pay-refused', payment(99_999_999))).status).toBe(422);
    expect(await queryRows(sql`select 1 from idempotency_key where key = 'pay-refused'`)).toEqual([]);
    expect((await pay('pay-refused', payment(99_999_999))).status).toBe(422);
    expect(await receiptCount()).toBe(before);
  });

  it('a key older than 24 hours is a new key', async () => {
    expect((await pay('pay-old', payment(10))).status).toBe(201);
    await db.execute(
      sql`update idempotency_key set created_at = now() - interval '25 hours' where key = 'pay-old'`,
    );
    const before = await receiptCount();
    expect((await pay('pay-old', payment(10))).status).toBe(201);
    expect(await receiptCount()).toBe(before + 1);
  });

  it('refuses a key that is empty, too long or not visible ASCII: 400, nothing written', async () => {
    const before = await receiptCount();
    for (const key of ['', 'x'.repeat(256), 'with space']) {
      const response = await pay(key, payment(10));
      expect([key.length, response.status, response.body['hydra:description']]).toEqual([
        key.length,
        400,
        'The "Idempotency-Key" header must be 1 to 255 visible ASCII characters.',
      ]);
    }
    expect(await receiptCount()).toBe(before);
  });

  it('two attempts at once with one key: one receipt, both get its answer', async () => {
    const before = await receiptCount();
    const paidBefore = await paidTotal();
    const answers = await Promise.all([1, 2, 3].map(() => pay('pay-race', payment(300))));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body['@id'])).size).toBe(1);
    expect(await receiptCount()).toBe(before + 1);
    expect(await paidTotal()).toBe(paidBefore + 300);
    if (!usingPostgres())
      console.info('PGlite runs one transaction at a time: the race is real on PostgreSQL');
  });
});

describe('POST /api/interests with an Idempotency-Key', () => {
  it('a retried interest is the first one again, not "already sent"', async () => {
    const arun = await createMember({ gender: 'male' });
    const meena = await createMember({ gender: 'female' });
    const send = (key?: string) =>
      call('POST', '/api/interests', {
        as: arun,
        body: { to: `/api/profiles/${meena.profileId}` },
        headers: key ? { 'Idempotency-Key': key } : {},
      });
    const first = await send('interest-1');
    const again = await send('interest-1');
    expect([first.status, again.status, again.text]).toEqual([201, 201, first.text]);
    expect((await send()).status).toBe(409); // without the key: the usual "already sent"
    const sent = await get('/api/interests?direction=sent', { as: arun });
    expect(sent.body['hydra:totalItems']).toBe(1);
  });
});
