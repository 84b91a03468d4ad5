/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember, type Member } from '../helpers/members';
import { createUser } from '../helpers/users';

/*
 * Issue 25 item 1: /api/verification_calls is the administrators' queue of members awaiting mobile
 * verification, oldest first, with the calls made; POST records a call. 'verified' sets Mobile
 * Verified with who and when, as the profile form does; a call-back hides the member until its time.
 */
let admin: Actor;
let first: Member;
let second: Member;
let verifiedAlready: Member;

const post = (as: Actor | null, body: unknown) => call('POST', '/api/verification_calls', { as, body });
const queueIds = async () => {
  const answer = await get('/api/verification_calls', { as: admin });
  expect(answer.status).toBe(200);
  return answer.body['hydra:member'].map((m: { id: number }) => m.id) as number[];
};
const registered = (profileId: number, date: string) =>
  db
    .update(schema.profiles)
    .set({ date: new Date(date) })
    .where(eq(schema.profiles.id, profileId));

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  first = await createMember({ verified: false, fullName: 'Kavya Queue' });
  second = await createMember({ verified: false, fullName: 'Ravi Queue' });
  verifiedAlready = await createMember({ verified: true, fullName: 'Done Already' });
  await registered(second.profileId, '2026-01-02T10:00:00Z');
  await registered(first.profileId, '2026-03-04T10:00:00Z');
});
afterAll(closeDb);

test('the queue lists members awaiting verification, oldest registration first, as Hydra', async () => {
  const answer = await get('/api/verification_calls', { as: admin });
  expect(answer.status).toBe(200);
  expect(answer.body['@type']).toBe('hydra:Collection');
  expect(answer.body['@context']).toBe('/api/contexts/VerificationCall');
  const [oldest, next] = answer.body['hydra:member'];
  expect(oldest).toMatchObject({
    '@id': `/api/verification_calls/${second.profileId}`,
    '@type': 'VerificationCall',
    profile: `/api/profiles/${second.profileId}`,
    fullName: 'Ravi Queue',
    mobile: second.mobile,
    registeredAt: '2026-01-02T10:00:00+00:00',
    mobileVerified: false,
    calls: [],
  });
  expect(next.id).toBe(first.profileId);
  expect(await queueIds()).not.toContain(verifiedAlready.profileId);
});

test('only administrators see the queue or record calls', async () => {
  expect((await get('/api/verification_calls')).status).toBe(401);
  expect((await get('/api/verification_calls', { as: first })).status).toBe(403);
  const college = await createUser({ roles: ['ROLE_COLLEGE'] });
  expect((await get('/api/verification_calls', { as: college })).status).toBe(403);
  expect(
    (await post(first, { profile: `/api/profiles/${first.profileId}`, outcome: 'verified' })).status,
  ).toBe(403);
  const [profile] = await db.select().from(schema.profiles).where(eq(schema.profiles.id, first.profileId));
  expect(profile.mobileVerified).toBe(false);
});

test('bad input is refused with the message and nothing is recorded', async () => {
  const profile = `/api/profiles/${first.profileId}`;
  const noOutcome = await post(admin, { profile });
  expect(noOutcome.status).toBe(422);
  expect(noOutcome.body.violations).toEqual([
    { propertyPath: 'outcome', message: 'Choose the outcome of the call.' },
  ]);
  const noTime = await post(admin, { profile, outcome: 'call_back' });
  expect(noTime.status).toBe(422);
  expect(noTime.body.violations).toEqual([
    { propertyPath: 'callBackAt', message: 'Enter the time to call back.' },
  ]);
  const past = await post(admin, { profile, outcome: 'call_back', callBackAt: '2020-01-01T10:00:00Z' });
  expect(past.body.violations[0].message).toBe('The time to call back must be in the future.');
  expect((await post(admin, { profile: '/api/profiles/999999', outcome: 'no_answer' })).status).toBe(400);
  expect((await post(admin, { profile: '/api/castes/1', outcome: 'no_answer' })).status).toBe(400);
  expect((await post(admin, { profile, outcome: 'no_answer', note: 5 })).status).toBe(400);
  expect(await db.select().from(schema.verificationCalls)).toEqual([]);
});

test('no answer is kept in the history; a call-back hides the member until its time', async () => {
  const profile = `/api/profiles/${second.profileId}`;
  const noAnswer = await post(admin, { profile, outcome: 'no_answer', note: 'Rang twice' });
  expect(noAnswer.status).toBe(201);
  expect(noAnswer.headers.get('location')).toBe(`/api/verification_calls/${second.profileId}`);
  expect(noAnswer.body.calls).toEqual([
    expect.objectContaining({
      outcome: 'no_answer',
      note: 'Rang twice',
      calledBy: admin.email,
      callBackAt: null,
    }),
  ]);
  expect(await queueIds()).toContain(second.profileId);

  const later = new Date(Date.now() + 3_600_000).toISOString();
  const callBack = await post(admin, { profile, outcome: 'call_back', callBackAt: later, note: 'At work' });
  expect(callBack.status).toBe(201);
  expect(callBack.body.calls.map((c: { outcome: string }) => c.outcome)).toEqual(['call_back', 'no_answer']);
  expect(await queueIds()).not.toContain(second.profileId);
  // Its time comes: the member is back in the queue.
  await db
    .update(schema.verificationCalls)
    .set({ callBackAt: new Date(Date.now() - 60_000) })
    .where(eq(schema.verificationCalls.outcome, 'call_back'));
  expect(await queueIds()).toContain(second.profileId);
  const item = await get(`/api/verification_calls/${second.profileId}`, { as: admin });
  expect(item.body.calls).toHaveLength(2);
});

test('verified sets Mobile Verified with who and when, and the member leaves the queue', async () => {
  const before = Date.now();
  const answer = await post(admin, { profile: `/api/profiles/${first.profileId}`, outcome: 'verified' });
  expect(answer.status).toBe(201);
  expect(answer.body.mobileVerified).toBe(true);
  const [row] = await db.select().from(schema.profiles).where(eq(schema.profiles.id, first.profileId));
  expect(row.mobileVerified).toBe(true);
  expect(row.mobileVerifiedBy).toBe(admin.id);
  expect(row.mobileVerifiedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  expect(await queueIds()).not.toContain(first.profileId);
  // The administrator's view of the profile shows it too.
  const profile = await get(`/api/profiles/${first.profileId}`, { as: admin });
  expect(profile.body.mobileVerified).toBe(true);
  // Twice: a conflict, nothing more recorded.
  const again = await post(admin, { profile: `/api/profiles/${first.profileId}`, outcome: 'verified' });
  expect(again.status).toBe(409);
  const calls = await db
    .select()
    .from(schema.verificationCalls)
    .where(eq(schema.verificationCalls.profileId, first.profileId));
  expect(calls).toHaveLength(1);
});

test('the documentation lists the resource', async () => {
  const docs = await get('/api/docs.jsonld');
  const cls = docs.body['hydra:supportedClass'].find(
    (c: { '@id': string }) => c['@id'] === '#VerificationCall',
  );
  expect(cls).toBeDefined();
  const entry = await get('/api');
  expect(entry.body.verificationCall).toBe('/api/verification_calls');
});
