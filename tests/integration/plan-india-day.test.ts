/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { countDashboard } from '@/lib/data/dashboard';
import { sendExpiryReminders } from '@/lib/data/plan-reminders';
import { planStatusOf } from '@/lib/data/plan-status';
import { call } from '../helpers/api';
import { setWallClock } from '../helpers/clock';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember, setPlan } from '../helpers/members';
import { createUser } from '../helpers/users';

/**
 * A plan's expiry is a day of India's calendar: at 20:00 UTC on 27 November it is already 28 November
 * in India (01:30 IST), so a plan that ran until the 27th has ended, while the database's current_date
 * (and the UTC date) still says the 27th until 05:30 IST.
 */
const NOW = new Date('2026-11-27T20:00:00Z');
const INDIA_TODAY = '2026-11-28';
const UTC_TODAY = '2026-11-27';

let admin: Actor;

beforeAll(async () => {
  setWallClock(NOW);
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
});
afterAll(async () => {
  jest.useRealTimers();
  await closeDb();
});

it('ends a plan when its last day is over in India', async () => {
  const member = await createMember();
  await setPlan(member.profileId, UTC_TODAY);
  expect(await planStatusOf(member)).toMatchObject({ expiry: UTC_TODAY, active: false });
  await setPlan(member.profileId, INDIA_TODAY);
  expect(await planStatusOf(member)).toMatchObject({ expiry: INDIA_TODAY, active: true });
});

it('reminds the plans ending from India’s today on, not one that ended yesterday in India', async () => {
  const ended = await createMember();
  const today = await createMember();
  await setPlan(ended.profileId, UTC_TODAY);
  await setPlan(today.profileId, INDIA_TODAY);
  await sendExpiryReminders();
  const reminded = await db
    .select({ id: schema.notifications.profileId })
    .from(schema.notifications)
    .where(eq(schema.notifications.kind, 'plan_expiring'));
  const ids = reminded.map((row) => row.id);
  expect(ids).toContain(today.profileId);
  expect(ids).not.toContain(ended.profileId);
});

it('counts the dashboard’s expiring plans from India’s today', async () => {
  const counts = await countDashboard({ actor: admin });
  expect([counts.expiringFrom, counts.expiringTo]).toEqual([INDIA_TODAY, '2026-12-28']);
});

it('starts a plan set by the team on India’s today', async () => {
  const member = await createMember();
  await setPlan(member.profileId, '2020-01-01');
  const set = await call('PATCH', `/api/profiles/${member.profileId}`, {
    as: admin,
    body: { expiry: '2026-12-31' },
  });
  expect(set.status).toBe(200);
  const [row] = await db
    .select({ planStartedOn: schema.profiles.planStartedOn })
    .from(schema.profiles)
    .where(eq(schema.profiles.id, member.profileId));
  expect(row.planStartedOn).toBe(INDIA_TODAY);
});
