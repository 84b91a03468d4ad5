/** @jest-environment node */
import { and, eq, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { auditFiltersOf, auditQuery } from '@/app/(app)/admin/audit/query';
import { listAuditEntries } from '@/lib/data/audit/list';
import { recordAudit } from '@/lib/data/audit/record';
import { updateMasterData } from '@/lib/data/master-data';
import { createStaff, disableStaff } from '@/lib/data/staff';
import { setEnquiryHandled } from '@/lib/data/enquiries';
import { masterResources } from '@/lib/resources/master-data';
import { call, get } from '../helpers/api';
import { createCollegeBasics } from '../helpers/college';
import { mailSuite } from '../helpers/mail-suite';
import { createMember, type Member } from '../helpers/members';
import { createUser } from '../helpers/users';

/*
 * Issue 25 item 4: every write by an administrator or college staff leaves one audit entry (who,
 * when, entity and id, each changed field's old and new value), written in the write's own
 * transaction; members' own writes leave none; secrets never appear.
 */
const suite = mailSuite({ admin: { email: 'chief@bureau.example' } });
let staff: Actor;
let member: Member;

beforeAll(async () => {
  staff = await createUser({ roles: ['ROLE_COLLEGE'], email: 'clerk@college.example' });
  member = await createMember({ verified: false, fullName: 'Audit Member' });
}, 90_000);

const entries = async (entity: string, entityId?: string | number) =>
  db
    .select()
    .from(schema.auditEntries)
    .where(
      entityId === undefined
        ? eq(schema.auditEntries.entity, entity)
        : and(eq(schema.auditEntries.entity, entity), eq(schema.auditEntries.entityId, String(entityId))),
    )
    .orderBy(schema.auditEntries.id);
const lastOf = async (entity: string, entityId?: string | number) =>
  (await entries(entity, entityId)).at(-1)!;
const allText = async () => JSON.stringify(await db.select().from(schema.auditEntries));

test('master data: create, update and delete, with who and the changed fields', async () => {
  const created = await call('POST', '/api/castes', { as: suite.admin, body: { caste: 'Audit Caste' } });
  expect(created.status).toBe(201);
  const id = created.body.id;
  const create = await lastOf('castes', id);
  expect(create).toMatchObject({
    action: 'create',
    actorId: suite.admin.id,
    actorEmail: 'chief@bureau.example',
  });
  expect(create.changes).toMatchObject({ caste: [null, 'Audit Caste'], status: [null, true] });
  expect(Date.now() - create.createdAt.getTime()).toBeLessThan(60_000);

  await call('PATCH', `/api/castes/${id}`, { as: suite.admin, body: { caste: 'Audit Caste 2' } });
  expect((await lastOf('castes', id)).changes).toEqual({ caste: ['Audit Caste', 'Audit Caste 2'] });
  // A save that changes nothing records nothing.
  const before = (await entries('castes', id)).length;
  await call('PATCH', `/api/castes/${id}`, { as: suite.admin, body: { caste: 'Audit Caste 2' } });
  expect(await entries('castes', id)).toHaveLength(before);

  expect((await call('DELETE', `/api/castes/${id}`, { as: suite.admin })).status).toBe(204);
  expect(await lastOf('castes', id)).toMatchObject({
    action: 'delete',
    changes: { caste: ['Audit Caste 2', null] },
  });
});

test('profiles: an administrator’s edit is recorded, a member’s own is not', async () => {
  const edit = await call('PATCH', `/api/profiles/${member.profileId}`, {
    as: suite.admin,
    body: { nativeCity: 'Trichy' },
  });
  expect(edit.status).toBe(200);
  expect(await lastOf('profiles', member.profileId)).toMatchObject({
    action: 'update',
    actorEmail: 'chief@bureau.example',
    changes: { nativeCity: ['Madurai', 'Trichy'] },
  });
  const count = (await entries('profiles', member.profileId)).length;
  const own = await call('PATCH', `/api/profiles/${member.profileId}`, {
    as: member,
    body: { nativeCity: 'Salem' },
  });
  expect(own.status).toBe(200);
  expect(await entries('profiles', member.profileId)).toHaveLength(count);
});

test('verification outcomes: the call and Mobile Verified', async () => {
  const answer = await call('POST', '/api/verification_calls', {
    as: suite.admin,
    body: { profile: `/api/profiles/${member.profileId}`, outcome: 'verified', note: 'Spoke to her' },
  });
  expect(answer.status).toBe(201);
  expect(await lastOf('verification_calls')).toMatchObject({
    action: 'create',
    changes: { outcome: [null, 'verified'], note: [null, 'Spoke to her'], profile: [null, member.profileId] },
  });
  expect((await lastOf('profiles', member.profileId)).changes).toMatchObject({
    mobileVerified: [false, true],
    mobileVerifiedBy: [null, suite.admin.id],
  });
});

test('college staff: settings lists, records, and payments (receipts, then their cancellation)', async () => {
  const basics = await createCollegeBasics(staff, suite.admin);
  const studentId = basics.student.split('/').pop()!;
  expect(await lastOf('courses')).toMatchObject({ action: 'create', actorEmail: 'clerk@college.example' });
  expect((await lastOf('students', studentId)).changes).toMatchObject({
    name: [null, 'Kavya R'],
    rollNo: [null, 'PHY25001'],
  });
  const patched = await call('PATCH', basics.student, { as: staff, body: { name: 'Kavya Raman' } });
  expect(patched.status).toBe(200);
  expect((await lastOf('students', studentId)).changes).toEqual({ name: ['Kavya R', 'Kavya Raman'] });

  const paid = await call('POST', '/api/receipts', {
    as: staff,
    body: {
      student: basics.student,
      paymentMode: basics.mode,
      paidOn: new Date().toISOString().slice(0, 10),
      items: [{ fee: basics.fee, amount: 5000 }],
    },
  });
  expect(paid.status).toBe(201);
  expect((await lastOf('receipts', paid.body.id)).changes).toMatchObject({ total: [null, 5000] });
  const cancelled = await call('PATCH', `/api/receipts/${paid.body.id}`, {
    as: staff,
    body: { cancelReason: 'Entered twice' },
  });
  expect(cancelled.status).toBe(200);
  expect(await lastOf('receipts', paid.body.id)).toMatchObject({
    action: 'cancel',
    changes: { cancelReason: [null, 'Entered twice'] },
  });

  // The college's settings and concessions (issue 25 audit leftovers).
  const named = await call('PATCH', '/api/college_settings', { as: staff, body: { name: 'Audit College' } });
  expect(named.status).toBe(200);
  expect(await lastOf('college_settings', 'college')).toMatchObject({
    action: 'update',
    actorEmail: 'clerk@college.example',
    changes: { name: [expect.anything(), 'Audit College'] },
  });
  const granted = await call('POST', '/api/concessions', {
    as: staff,
    body: {
      student: basics.student,
      fee: basics.fee,
      kind: 'amount',
      value: 2000,
      reason: 'Merit',
      approvedBy: 'Principal',
    },
  });
  expect(granted.status).toBe(201);
  expect(await lastOf('concessions', granted.body.id)).toMatchObject({
    action: 'create',
    changes: { amount: [null, 2000], reason: [null, 'Merit'], approvedBy: [null, 'Principal'] },
  });
});

test('site settings, staff accounts, enquiries, grievances and moderation decisions', async () => {
  const settings = await call('PATCH', '/api/settings', {
    as: suite.admin,
    body: { organisation: { name: 'Audit Bureau' } },
  });
  expect(settings.status).toBe(200);
  expect((await lastOf('settings')).changes).toMatchObject({
    'organisation.name': [expect.anything(), 'Audit Bureau'],
  });

  const clerk = await createStaff({
    actor: suite.admin,
    input: { email: 'new-clerk@college.example', role: 'ROLE_COLLEGE' },
  });
  expect((await lastOf('users', clerk.id)).changes).toMatchObject({
    email: [null, 'new-clerk@college.example'],
  });
  // A staff account whose link could not be mailed was never created: neither it nor its entry stays.
  const before = (await entries('users')).length;
  process.env.SMTP_URL = 'smtp://127.0.0.1:9';
  try {
    await expect(
      createStaff({ actor: suite.admin, input: { email: 'unmailed@college.example', role: 'ROLE_COLLEGE' } }),
    ).rejects.toMatchObject({ status: 503 });
  } finally {
    process.env.SMTP_URL = suite.smtp.url;
  }
  expect(await entries('users')).toHaveLength(before);
  expect(
    await db.select().from(schema.users).where(eq(schema.users.email, 'unmailed@college.example')),
  ).toEqual([]);
  // As if the clerk had set a password from the link.
  await db.update(schema.users).set({ activated: true }).where(eq(schema.users.id, clerk.id));
  await disableStaff({ actor: suite.admin, id: clerk.id });
  expect(await lastOf('users', clerk.id)).toMatchObject({
    action: 'disable',
    changes: { activated: [true, false] },
  });

  const [enquiry] = await db
    .insert(schema.enquiries)
    .values({ name: 'Asker', email: 'asker@example.com', mobile: '+919876500000', message: 'Hello' })
    .returning();
  await setEnquiryHandled({ actor: suite.admin, id: enquiry.id, handled: true });
  expect((await lastOf('enquiries', enquiry.id)).changes).toEqual({ handled: [false, true] });

  const filed = await call('POST', '/api/grievances', {
    body: { name: 'Complainant', email: 'c@example.com', subject: 'other', details: 'A complaint' },
  });
  expect(filed.status).toBe(201);
  const gid = filed.body['@id'].split('/').pop();
  const worked = await call('PATCH', `/api/grievances/${gid}`, {
    as: suite.admin,
    body: { status: 'in_progress' },
  });
  expect(worked.status).toBe(200);
  expect((await lastOf('grievances', gid)).changes).toMatchObject({ status: ['received', 'in_progress'] });

  const [item] = await db
    .insert(schema.moderationItems)
    .values({ kind: 'report', profileId: member.profileId, snapshot: {} })
    .returning();
  const decided = await call('PATCH', `/api/moderation_items/${item.id}`, {
    as: suite.admin,
    body: { decision: 'warned', reason: 'Be polite' },
  });
  expect(decided.status).toBe(200);
  expect((await lastOf('moderation_items', item.id)).changes).toMatchObject({
    status: ['pending', 'warned'],
    reason: [null, 'Be polite'],
  });

  // A hide and its undoing: both recorded.
  const [hiddenItem] = await db
    .insert(schema.moderationItems)
    .values({ kind: 'report', profileId: member.profileId, snapshot: {} })
    .returning();
  await call('PATCH', `/api/moderation_items/${hiddenItem.id}`, {
    as: suite.admin,
    body: { decision: 'hidden', reason: 'Fake photos' },
  });
  const undone = await call('PATCH', `/api/moderation_items/${hiddenItem.id}`, {
    as: suite.admin,
    body: { decision: 'restored', reason: 'Photos checked' },
  });
  expect(undone.status).toBe(200);
  expect(await lastOf('moderation_items', hiddenItem.id)).toMatchObject({
    action: 'restore',
    changes: { status: ['hidden', 'restored'], restoreReason: [null, 'Photos checked'] },
  });
});

test('a change that rolls back leaves no entry, and an entry that fails takes its change with it', async () => {
  const resource = masterResources.find((r) => r.collection === 'castes')!;
  const created = await call('POST', '/api/castes', { as: suite.admin, body: { caste: 'Rollback Caste' } });
  const id = created.body.id;
  const count = (await entries('castes', id)).length;
  // Refused at COMMIT, after the audit entry was inserted: both go.
  await db.execute(sql`create function audit_test_refuse() returns trigger language plpgsql as $$
    begin if new.caste = 'Refused Caste' then raise exception 'refused at commit'; end if; return new; end $$`);
  await db.execute(sql`create constraint trigger audit_test_refuse after update on caste
    deferrable initially deferred for each row execute function audit_test_refuse()`);
  try {
    await expect(
      updateMasterData({
        actor: suite.admin,
        resource,
        id,
        input: { caste: 'Refused Caste' },
        mode: 'merge',
      }),
    ).rejects.toThrow();
  } finally {
    await db.execute(sql`drop trigger audit_test_refuse on caste`);
    await db.execute(sql`drop function audit_test_refuse()`);
  }
  expect(await entries('castes', id)).toHaveLength(count);
  const [row] = await db.select().from(schema.castes).where(eq(schema.castes.id, id));
  expect(row.name).toBe('Rollback Caste');

  // And the other way: the entry is written with the change, in the same transaction.
  await expect(
    db.transaction(async (tx) => {
      await recordAudit(tx, suite.admin, {
        action: 'update',
        entity: 'castes',
        entityId: id,
        before: { a: 1 },
        after: { a: 2 },
      });
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(await entries('castes', id)).toHaveLength(count);
});

test('no secret is ever written: passwords, hashes, tokens, one-time codes', async () => {
  await recordAudit(db, suite.admin, {
    action: 'update',
    entity: 'users',
    entityId: 1,
    before: { passwordHash: 'old-hash', otp: '1234', resetToken: 'abc', email: 'a@example.com' },
    after: { passwordHash: 'new-hash', otp: '5678', resetToken: 'def', email: 'b@example.com' },
  });
  expect((await lastOf('users', 1)).changes).toEqual({ email: ['a@example.com', 'b@example.com'] });
  const text = await allText();
  for (const secret of ['old-hash', 'new-hash', '5678', 'resetToken', 'secret123', '$argon2'])
    expect(text).not.toContain(secret);
});

test('GET /api/audit_entries: administrators only, filtered by person, entity and date', async () => {
  expect((await get('/api/audit_entries')).status).toBe(401);
  expect((await get('/api/audit_entries', { as: staff })).status).toBe(403);
  expect((await get('/api/audit_entries', { as: member })).status).toBe(403);
  const all = await get('/api/audit_entries', { as: suite.admin });
  expect(all.status).toBe(200);
  expect(all.body['@context']).toBe('/api/contexts/AuditEntry');
  const [newest] = all.body['hydra:member'];
  expect(newest).toMatchObject({
    '@type': 'AuditEntry',
    actorEmail: expect.any(String),
    changes: expect.any(Object),
  });
  const byClerk = await get('/api/audit_entries?actorEmail=clerk@college&itemsPerPage=1000', {
    as: suite.admin,
  });
  const emails = new Set(byClerk.body['hydra:member'].map((e: { actorEmail: string }) => e.actorEmail));
  expect([...emails]).toEqual(['clerk@college.example']);
  const castes = await get('/api/audit_entries?entity=castes&itemsPerPage=1000', { as: suite.admin });
  expect(castes.body['hydra:member'].every((e: { entity: string }) => e.entity === 'castes')).toBe(true);
  expect(castes.body['hydra:totalItems']).toBeGreaterThan(2);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  expect(
    (await get(`/api/audit_entries?createdAt[after]=${tomorrow}`, { as: suite.admin })).body[
      'hydra:totalItems'
    ],
  ).toBe(0);
  const item = await get(newest['@id'], { as: suite.admin });
  expect(item.status).toBe(200);
  expect(item.body.id).toBe(newest.id);
});

test("the audit screen's From and To are India's days, as it shows each entry's time", async () => {
  // 01:30 on 10 March in India is still 9 March in UTC; 22:30 on 9 March in India is 17:00 UTC.
  await db.insert(schema.auditEntries).values([
    {
      actorEmail: 'chief@bureau.example',
      action: 'update',
      entity: 'india-days',
      entityId: 'early',
      changes: {},
      createdAt: new Date('2026-03-09T20:00:00Z'),
    },
    {
      actorEmail: 'chief@bureau.example',
      action: 'update',
      entity: 'india-days',
      entityId: 'late',
      changes: {},
      createdAt: new Date('2026-03-09T17:00:00Z'),
    },
  ]);
  const onDay = async (day: string) => {
    const query = auditQuery({ ...auditFiltersOf({}), entity: 'india-days', from: day, to: day });
    return (await listAuditEntries({ actor: suite.admin, query })).items.map((entry) => entry.entityId);
  };
  expect(await onDay('2026-03-10')).toEqual(['early']);
  expect(await onDay('2026-03-09')).toEqual(['late']);
  expect(await onDay('2026-03-08')).toEqual([]);
});
