/** @jest-environment node */
import { eq, is, Placeholder } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import { addDays, indianDay } from '@/lib/format';
import {
  countMemberMenu,
  countUnreadNotifications,
  memberFrameStatement,
  framePartyThisRender,
  ownProfileRowThisRender,
  termsOfFrame,
} from '@/lib/data/member-menu';
import { ownParty } from '@/lib/data/member-party';
import { profileRowOfUser } from '@/lib/data/profiles/prepared';
import { inPageRender } from '@/lib/data/render-scope';
import { getSettings } from '@/lib/data/settings';
import { acceptTerms, pendingTermsFor } from '@/lib/data/terms';
import { call } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember, type Member } from '../helpers/members';

/**
 * Issue 28: the member's own party and the menu's figures are one statement, prepared once per
 * connection and run by every member page. Prepared once, it must hold nothing of the first
 * member it ran for, nor of the day: its only values are placeholders, and each member gets
 * their own party and figures.
 */
let arun: Member;
let karthik: Member;
let meena: Member;
let priya: Member;
let planId: number;

beforeAll(async () => {
  await resetDatabase();
  [arun, karthik] = [await createMember({ gender: 'male' }), await createMember({ gender: 'male' })];
  [meena, priya] = [await createMember({ gender: 'female' }), await createMember({ gender: 'female' })];
  const send = async (from: Member, to: Member) =>
    expect(
      (await call('POST', '/api/interests', { as: from, body: { to: `/api/profiles/${to.profileId}` } }))
        .status,
    ).toBe(201);
  await send(arun, meena);
  await send(karthik, meena);
  await send(arun, priya);
  const [plan] = await db.select({ id: schema.membersPlans.id }).from(schema.membersPlans).limit(1);
  planId = plan.id;
});
afterAll(() => closeDb());

const placeholderNames = (params: unknown[]) =>
  new Set(params.map((param) => (is(param, Placeholder) ? param.name : `a value: ${String(param)}`)));

test("the prepared statement holds placeholders and no other value: the account, the day and the terms' version", () => {
  expect(placeholderNames(memberFrameStatement().getQuery().params)).toEqual(
    new Set(['userId', 'today', 'termsVersion']),
  );
});

test("each member's own party through the one statement: theirs, with the plan active by India's day", async () => {
  const planUntil = (member: Member, expiry: string) =>
    db
      .update(schema.profiles)
      .set({ membersPlanId: planId, expiry })
      .where(eq(schema.profiles.id, member.profileId));
  await planUntil(arun, indianDay()); // the last day of the plan: still active
  await planUntil(meena, addDays(indianDay(), -1)); // ended yesterday
  for (const [member, planActive] of [
    [arun, true],
    [meena, false],
    [arun, true],
    [meena, false],
  ] as const)
    expect(await framePartyThisRender(member.id)).toMatchObject({
      profileId: member.profileId,
      userId: member.id,
      planActive,
    });
  await planUntil(meena, addDays(indianDay(), 30));
  expect(await framePartyThisRender(meena.id)).toMatchObject({ planActive: true });
  // The party a page render takes from the frame is the one ownParty reads elsewhere.
  for (const member of [arun, meena, priya])
    expect(await framePartyThisRender(member.id)).toEqual(await ownParty(member));
});

test('each member gets their own figures through the one statement, in turn and together', async () => {
  const expected = new Map([
    [meena, { received: 2, sent: 0, shortlist: 0, messages: 0 }],
    [arun, { received: 0, sent: 2, shortlist: 0, messages: 0 }],
    [priya, { received: 1, sent: 0, shortlist: 0, messages: 0 }],
    [karthik, { received: 0, sent: 1, shortlist: 0, messages: 0 }],
  ]);
  // More runs than PostgreSQL's five custom plans, so its generic plan answers too.
  for (let round = 0; round < 3; round++)
    for (const [member, figures] of expected) expect(await countMemberMenu(member)).toMatchObject(figures);
  const together = await Promise.all([...expected.keys()].map((member) => countMemberMenu(member)));
  expect(together.map((figures) => figures.received)).toEqual([2, 0, 1, 0]);
  // Each interest received is a notice: Meena has two unread, Arun none.
  expect(await countUnreadNotifications(meena)).toBe(2);
  expect(await countUnreadNotifications(arun)).toBe(0);
});

test('an account without a profile yet: no figures, no bell, and no party to act with', async () => {
  const newcomer = await createMember({ withProfile: false });
  // After the members above, so the statement is already prepared on this connection.
  expect(await countMemberMenu(newcomer)).toEqual({});
  expect(await countUnreadNotifications(newcomer)).toBeNull();
  expect(await framePartyThisRender(newcomer.id)).toBeUndefined();
  await expect(ownParty(newcomer)).rejects.toMatchObject({ status: 403 });
  // Meena's figures are still hers after the empty answer.
  expect(await countMemberMenu(meena)).toMatchObject({ received: 2, sent: 0 });
});

test("the layout's terms check rides on the statement: each member's own acceptance of the version in force", async () => {
  const { version, date } = (await getSettings()).legal;
  const asked = (firstTime: boolean) => ({ version, date, firstTime });
  expect(await termsOfFrame(priya)).toEqual({ version, accepted: false, ever: false });
  expect(await pendingTermsFor(priya)).toEqual(asked(true));

  await acceptTerms({ actor: priya, version });
  expect(await termsOfFrame(priya)).toEqual({ version, accepted: true, ever: true });
  expect(await pendingTermsFor(priya)).toBeNull();
  // Another member's acceptance is not Karthik's.
  expect(await pendingTermsFor(karthik)).toEqual(asked(true));

  // Only an older version accepted: asked again, and told the terms changed (not a first time).
  await db
    .update(schema.termsAcceptances)
    .set({ version: `${version}-old` })
    .where(eq(schema.termsAcceptances.userId, priya.id));
  expect(await termsOfFrame(priya)).toEqual({ version, accepted: false, ever: true });
  expect(await pendingTermsFor(priya)).toEqual(asked(false));
});

test("each member's own profile row rides on the statement: the row a direct read gives, and read anew outside a render", async () => {
  for (const member of [arun, meena, arun]) {
    const row = await ownProfileRowThisRender(member.id);
    expect(row).toMatchObject({ id: member.profileId, userId: member.id });
    expect(row).toEqual(await profileRowOfUser(member.id));
  }
  expect(await ownProfileRowThisRender((await createMember({ withProfile: false })).id)).toBeUndefined();
  // A test is no page render: nothing is kept, so a write shows at the next read.
  expect(inPageRender()).toBe(false);
  await db
    .update(schema.profiles)
    .set({ fullName: 'Meena Renamed' })
    .where(eq(schema.profiles.id, meena.profileId));
  expect(await profileRowOfUser(meena.id)).toMatchObject({ fullName: 'Meena Renamed' });
  expect(await ownProfileRowThisRender(meena.id)).toMatchObject({ fullName: 'Meena Renamed' });
});
