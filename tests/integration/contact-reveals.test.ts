/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import { contactAccess } from '@/lib/data/contact-access';
import { revealContact } from '@/lib/data/contact-reveals';
import { contactLimitMessage } from '@/lib/interests/messages';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember, type Member } from '../helpers/members';
import { createUser } from '../helpers/users';

// Issue 25, item 2: a plan's `contacts` limits how many counterparts' contacts a member opens.
beforeAll(() => resetDatabase());
afterAll(() => closeDb());

/** A plan of `contacts` contacts (0 = unlimited), given to `member`. */
async function givePlan(member: Member, contacts: number) {
  const [plan] = await db
    .insert(schema.membersPlans)
    .values({ name: `Plan ${member.profileId}`, amount: 100, validity: 30, contacts })
    .returning();
  await db
    .update(schema.profiles)
    .set({ membersPlanId: plan.id })
    .where(eq(schema.profiles.id, member.profileId));
}

/** `count` women who accepted `man`'s interest. */
async function acceptedWomen(man: Member, count: number): Promise<Member[]> {
  const women: Member[] = [];
  for (let i = 0; i < count; i++) {
    const woman = await createMember({ gender: 'female' });
    const sent = await call('POST', '/api/interests', {
      as: man,
      body: { to: `/api/profiles/${woman.profileId}` },
    });
    expect(sent.status).toBe(201);
    await call('PATCH', `/api/interests/${sent.body.id}`, { as: woman, body: { status: 'accepted' } });
    women.push(woman);
  }
  return women;
}

const reveals = async (member: Member) =>
  db.select().from(schema.contactReveals).where(eq(schema.contactReveals.viewerProfileId, member.profileId));

describe('contacts a plan includes', () => {
  it('the members plan master data carries contacts through the API (0 by default = unlimited)', async () => {
    const admin = await createUser({ roles: ['ROLE_ADMIN'] });
    const made = await call('POST', '/api/membersplans', {
      as: admin,
      body: { planName: 'Forty', amount: 3000, validity: 180, contacts: 40 },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ planName: 'Forty', contacts: 40 });
    const unlimited = await call('POST', '/api/membersplans', {
      as: admin,
      body: { planName: 'Unlimited', amount: 9000, validity: 365 },
    });
    expect(unlimited.body.contacts).toBe(0);
    const negative = await call('POST', '/api/membersplans', {
      as: admin,
      body: { planName: 'Negative', amount: 1, validity: 1, contacts: -1 },
    });
    expect(negative.status).toBe(422);
  });

  it('counts each counterpart once, shows what is left, and reveals nothing at the limit', async () => {
    const arun = await createMember({ gender: 'male' });
    await givePlan(arun, 2);
    const [a, b, c] = await acceptedWomen(arun, 3);

    expect(await contactAccess(arun.profileId, a.profileId)).toMatchObject({
      revealed: false,
      allowance: { total: 2, used: 0 },
    });
    expect(await revealContact(arun, a.profileId)).toEqual({ revealed: true, mobile: a.mobile });
    // Opening the same contact again costs nothing.
    expect(await revealContact(arun, a.profileId)).toEqual({ revealed: true, mobile: a.mobile });
    expect(await reveals(arun)).toHaveLength(1);

    // The API's accepted list says how many are left, and never holds an unopened number.
    const list = await get('/api/interests?status=accepted', { as: arun });
    const contacts = list.body['hydra:member'].map((i: { contact: { contactsLeft?: number } }) => i.contact);
    expect(contacts).toEqual(expect.arrayContaining([{ revealed: true, mobile: a.mobile }]));
    expect(contacts.filter((x: { contactsLeft?: number }) => x.contactsLeft === 1)).toHaveLength(2);
    expect(list.text).not.toContain(b.mobile);

    expect(await revealContact(arun, b.profileId)).toEqual({ revealed: true, mobile: b.mobile });
    // At the limit: the reason, no number, nothing counted.
    expect(await contactAccess(arun.profileId, c.profileId)).toEqual({
      revealed: false,
      reason: contactLimitMessage(2),
      allowance: { total: 2, used: 2 },
    });
    await expect(revealContact(arun, c.profileId)).rejects.toMatchObject({
      status: 403,
      message: contactLimitMessage(2),
    });
    expect(await reveals(arun)).toHaveLength(2);
    // What was opened stays open.
    expect(await contactAccess(arun.profileId, b.profileId)).toEqual({ revealed: true, mobile: b.mobile });
  });

  it('refuses a contact that is not accepted, and lets an unlimited plan open any number', async () => {
    const ravi = await createMember({ gender: 'male' });
    await givePlan(ravi, 0);
    const stranger = await createMember({ gender: 'female' });
    await expect(revealContact(ravi, stranger.profileId)).rejects.toMatchObject({ status: 403 });
    const women = await acceptedWomen(ravi, 3);
    for (const w of women)
      expect(await revealContact(ravi, w.profileId)).toEqual({ revealed: true, mobile: w.mobile });
    expect(await reveals(ravi)).toHaveLength(3);
  });

  it('lets only one of two concurrent reveals through at the limit', async () => {
    const kumar = await createMember({ gender: 'male' });
    await givePlan(kumar, 1);
    const [x, y] = await acceptedWomen(kumar, 2);
    const results = await Promise.allSettled([
      revealContact(kumar, x.profileId),
      revealContact(kumar, y.profileId),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 403, message: contactLimitMessage(1) });
    expect(await reveals(kumar)).toHaveLength(1);
    // The same counterpart opened twice at once counts once.
    const lal = await createMember({ gender: 'male' });
    await givePlan(lal, 5);
    const [z] = await acceptedWomen(lal, 1);
    await Promise.all([revealContact(lal, z.profileId), revealContact(lal, z.profileId)]);
    expect(await reveals(lal)).toHaveLength(1);
  });
});
