/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import { planStatusOf } from '@/lib/data/plan-status';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember, setPlan } from '../helpers/members';

// Issue 25, item 2: the member's dashboard reads their plan, expiry and contacts left from here.
beforeAll(() => resetDatabase());
afterAll(() => closeDb());

describe("a member's plan status", () => {
  it('names the plan, its expiry and the contacts used; an ended plan is not active', async () => {
    const member = await createMember({ gender: 'male' });
    const other = await createMember({ gender: 'female' });
    await db
      .insert(schema.contactReveals)
      .values({ viewerProfileId: member.profileId, profileId: other.profileId });
    const status = await planStatusOf(member);
    expect(status).toMatchObject({ planName: 'Free', active: true, contacts: { total: 5, used: 1 } });
    expect(status?.expiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await setPlan(member.profileId, '2020-01-01');
    expect(await planStatusOf(member)).toMatchObject({ expiry: '2020-01-01', active: false });
    await db
      .update(schema.profiles)
      .set({ membersPlanId: null })
      .where(eq(schema.profiles.id, member.profileId));
    expect(await planStatusOf(member)).toMatchObject({ planName: null, active: false });
  });
});
