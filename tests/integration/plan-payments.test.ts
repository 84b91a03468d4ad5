/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import { revealContact } from '@/lib/data/contact-reveals';
import { partyByProfile } from '@/lib/data/member-party';
import { sendExpiryReminders } from '@/lib/data/plan-reminders';
import { updateSettings } from '@/lib/data/settings';
import { financialYearOf, gstInside, invoiceNumberOf } from '@/lib/invoices/numbers';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember, type Member } from '../helpers/members';
import { createUser } from '../helpers/users';

// Issue 25 item 2: plan payments, their invoices numbered per financial year, the expiry reminder
// and contacts counted per plan period.
const RACE = process.env.TEST_DATABASE_URL
  ? ' (racing on PostgreSQL)'
  : ' (serial on PGlite: races only on PostgreSQL)';

type Actor = Awaited<ReturnType<typeof createUser>>;
let admin: Actor;
let planId: number;
let modeId: number;

const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const payment = (member: Member, overrides: Record<string, unknown> = {}) => ({
  profile: `/api/profiles/${member.profileId}`,
  membersPlan: `/api/membersplans/${planId}`,
  amount: 1180,
  paymentMode: `/api/paymentmodes/${modeId}`,
  referenceNo: 'UPI-123',
  paidOn: iso(0),
  ...overrides,
});

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  const [plan] = await db
    .insert(schema.membersPlans)
    .values({ name: 'Gold 90', amount: 1180, validity: 90, contacts: 2 })
    .returning();
  planId = plan.id;
  const [mode] = await db.select().from(schema.paymentModes).limit(1);
  modeId = mode.id;
  await updateSettings({
    actor: admin,
    patch: {
      organisation: { name: 'Thirumanam Trust', address: '1 Temple St, Madurai', gstin: '33ABCDE1234F1Z5' },
      billing: { gstRate: 18 },
    },
  });
});
afterAll(() => closeDb());

describe('invoice arithmetic', () => {
  it('names the financial year April to March', () => {
    expect(financialYearOf('2027-03-31')).toBe(2026);
    expect(financialYearOf('2027-04-01')).toBe(2027);
    expect(invoiceNumberOf(2026, 42)).toBe('INV/2026-27/00042');
    expect(invoiceNumberOf(2099, 1)).toBe('INV/2099-00/00001');
  });

  it('shows GST inside the amount as CGST and SGST halves that add up to it', () => {
    expect(gstInside(1180, 18)).toEqual({ taxablePaise: 100000, cgstPaise: 9000, sgstPaise: 9000 });
    const odd = gstInside(999, 18);
    expect(odd.taxablePaise + odd.cgstPaise + odd.sgstPaise).toBe(99900);
    expect(Math.abs(odd.cgstPaise - odd.sgstPaise)).toBeLessThanOrEqual(1);
  });
});

describe('recording a payment', () => {
  it('sets the plan and expiry, makes an invoice with the seller and GST split, and audits it', async () => {
    const member = await createMember({ plan: 'none' });
    const paidOn = iso(-2);
    const made = await call('POST', '/api/plan_payments', { as: admin, body: payment(member, { paidOn }) });
    expect(made.status).toBe(201);
    expect(made.headers.get('location')).toBe(`/api/plan_payments/${made.body.id}`);
    expect(made.body).toMatchObject({ '@type': 'PlanPayment', amount: 1180, paidOn, validUntil: iso(88) });
    const invoice = made.body.invoice;
    expect(invoice.number).toMatch(/^INV\/\d{4}-\d{2}\/\d{5}$/);
    expect(invoice.url).toBe(`/invoices/${invoice.id}`);
    expect(invoice).toMatchObject({
      sellerName: 'Thirumanam Trust',
      sellerGstin: '33ABCDE1234F1Z5',
      buyerName: member.fullName,
      planName: 'Gold 90',
      gstRate: 18,
      taxableValue: 1000,
      cgst: 90,
      sgst: 90,
      amountInWords: 'One Thousand One Hundred Eighty Rupees Only',
    });
    const [profile] = await db.select().from(schema.profiles).where(eq(schema.profiles.id, member.profileId));
    expect(profile).toMatchObject({ membersPlanId: planId, expiry: iso(88), planStartedOn: paidOn });
    const audits = await db
      .select()
      .from(schema.auditEntries)
      .where(eq(schema.auditEntries.entity, 'plan_payments'));
    expect(audits.map((a) => a.entityId)).toContain(String(made.body.id));
    const list = await get('/api/plan_payments', { as: admin });
    expect(list.status).toBe(200);
    expect(list.body['hydra:member'].map((p: { id: number }) => p.id)).toContain(made.body.id);
  });

  it('refuses bad input with 422 and the field named, and takes no number', async () => {
    const member = await createMember();
    const before = await db.select().from(schema.invoiceCounters);
    const missing = await call('POST', '/api/plan_payments', {
      as: admin,
      body: payment(member, { amount: 0 }),
    });
    expect(missing.status).toBe(422);
    expect(missing.body.violations).toEqual([{ propertyPath: 'amount', message: 'Enter Amount!' }]);
    const future = await call('POST', '/api/plan_payments', {
      as: admin,
      body: payment(member, { paidOn: iso(30) }),
    });
    expect(future.status).toBe(422);
    expect(future.body.violations[0].propertyPath).toBe('paidOn');
    const noPlan = await call('POST', '/api/plan_payments', {
      as: admin,
      body: payment(member, { membersPlan: null }),
    });
    expect(noPlan.status).toBe(422);
    const nowhere = await call('POST', '/api/plan_payments', {
      as: admin,
      body: payment(member, { profile: '/api/profiles/999999' }),
    });
    expect(nowhere.status).toBe(400);
    expect(await db.select().from(schema.invoiceCounters)).toEqual(before);
  });

  it('is for administrators only: a member cannot record or list payments', async () => {
    const member = await createMember();
    expect((await call('POST', '/api/plan_payments', { as: member, body: payment(member) })).status).toBe(
      403,
    );
    expect((await get('/api/plan_payments', { as: member })).status).toBe(403);
    expect((await get('/api/plan_payments')).status).toBe(401);
  });
});

describe('invoices', () => {
  it('a member reads only their own; another member’s is not found; only administrators cancel', async () => {
    const [asha, bala] = [await createMember({ gender: 'female' }), await createMember({ gender: 'male' })];
    const made = await call('POST', '/api/plan_payments', { as: admin, body: payment(asha) });
    const id = made.body.invoice.id;
    const own = await get('/api/invoices', { as: asha });
    expect(own.status).toBe(200);
    expect(own.body['hydra:member'].map((i: { id: number }) => i.id)).toEqual([id]);
    expect((await get('/api/invoices', { as: bala })).body['hydra:totalItems']).toBe(0);
    expect((await get(`/api/invoices/${id}`, { as: asha })).status).toBe(200);
    expect((await get(`/api/invoices/${id}`, { as: bala })).status).toBe(404);
    expect((await get('/api/invoices', { as: admin })).body['hydra:totalItems']).toBeGreaterThanOrEqual(1);
    const patch = (as: Actor | Member, body: unknown) =>
      call('PATCH', `/api/invoices/${id}`, {
        as,
        body,
        headers: { 'content-type': 'application/merge-patch+json' },
      });
    expect((await patch(asha, { cancelled: true, cancelReason: 'mine' })).status).toBe(403);
    const edit = await patch(admin, { amount: 1 });
    expect(edit.status).toBe(422);
    expect((await patch(admin, { cancelled: true })).status).toBe(422);
    const cancelled = await patch(admin, { cancelled: true, cancelReason: 'Cheque bounced' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      cancelled: true,
      cancelReason: 'Cheque bounced',
      number: made.body.invoice.number,
    });
    expect((await patch(admin, { cancelled: true, cancelReason: 'again' })).status).toBe(409);
  });

  it(`numbers concurrent saves consecutively per financial year: no gaps, no duplicates${RACE}`, async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => createMember()));
    const fy = financialYearOf(iso(0));
    const [before] = await db
      .select()
      .from(schema.invoiceCounters)
      .where(eq(schema.invoiceCounters.fyStart, fy));
    const start = before?.lastNumber ?? 0;
    const responses = await Promise.all(
      members.map((m) => call('POST', '/api/plan_payments', { as: admin, body: payment(m) })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const numbers = responses.map((r) => Number(r.body.invoice.number.slice(-5))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => start + i + 1));
    expect(new Set(responses.map((r) => r.body.invoice.number)).size).toBe(10);
  });

  it('starts again at 1 on 1 April: 31 March belongs to the year before', async () => {
    const thisYear = Number(iso(0).slice(0, 4));
    // The last 31 March and 1 April that are not in the future.
    const year = iso(0) >= `${thisYear}-04-01` ? thisYear : thisYear - 1;
    const [a, b, c] = [await createMember(), await createMember(), await createMember()];
    const march = await call('POST', '/api/plan_payments', {
      as: admin,
      body: payment(a, { paidOn: `${year}-03-31` }),
    });
    const april = await call('POST', '/api/plan_payments', {
      as: admin,
      body: payment(b, { paidOn: `${year}-04-01` }),
    });
    const march2 = await call('POST', '/api/plan_payments', {
      as: admin,
      body: payment(c, { paidOn: `${year}-03-30` }),
    });
    const label = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
    expect(march.body.invoice.number).toBe(`INV/${label(year - 1)}/00001`);
    expect(march2.body.invoice.number).toBe(`INV/${label(year - 1)}/00002`);
    expect(april.body.invoice.number.startsWith(`INV/${label(year)}/`)).toBe(true);
  });
});

describe('plan periods', () => {
  it('counts contacts from the start of the plan period', async () => {
    const man = await createMember({ gender: 'male' });
    const woman = await createMember({ gender: 'female' });
    const sent = await call('POST', '/api/interests', {
      as: man,
      body: { to: `/api/profiles/${woman.profileId}` },
    });
    await call('PATCH', `/api/interests/${sent.body.id}`, { as: woman, body: { status: 'accepted' } });
    await call('POST', '/api/plan_payments', { as: admin, body: payment(man, { paidOn: iso(-1) }) });
    expect((await revealContact(man, woman.profileId)).revealed).toBe(true);
    expect((await partyByProfile(man.profileId))?.contactsUsed).toBe(1);
    // A renewal starting tomorrow (as if a day had passed) begins a new period: nothing used yet.
    await db
      .update(schema.profiles)
      .set({ planStartedOn: iso(1) })
      .where(eq(schema.profiles.id, man.profileId));
    expect((await partyByProfile(man.profileId))?.contactsUsed).toBe(0);
  });

  it('e-mails a member once per plan period, 7 days before the expiry', async () => {
    const soon = await createMember();
    const later = await createMember();
    await db
      .update(schema.profiles)
      .set({ expiry: iso(5) })
      .where(eq(schema.profiles.id, soon.profileId));
    await db
      .update(schema.profiles)
      .set({ expiry: iso(20) })
      .where(eq(schema.profiles.id, later.profileId));
    const claimed = async () =>
      (await db.select().from(schema.profiles).where(eq(schema.profiles.id, soon.profileId)))[0]
        .expiryRemindedFor;
    const first = await Promise.all([sendExpiryReminders(), sendExpiryReminders()]);
    expect(await claimed()).toBe(iso(5));
    const [laterRow] = await db.select().from(schema.profiles).where(eq(schema.profiles.id, later.profileId));
    expect(laterRow.expiryRemindedFor).toBeNull();
    expect(first.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await sendExpiryReminders()).toBe(0);
    // A renewal moves the expiry: the next period is reminded again.
    await db
      .update(schema.profiles)
      .set({ expiry: iso(6) })
      .where(eq(schema.profiles.id, soon.profileId));
    expect(await sendExpiryReminders()).toBe(1);
  });
});
