/** @jest-environment node */
import { count, eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import { seedDemoOnFirstStart } from '@/seed/seed-demo';
import { verifyCredentials } from '@/lib/data/credentials';
import { preferenceFilters, searchMatches } from '@/lib/data/match-search';
import { closeDb, resetDatabase } from '../helpers/db';

const env = { ...process.env };
afterEach(() => {
  process.env = { ...env };
});
afterAll(() => closeDb());

const profileCount = async () => (await db.select({ n: count() }).from(schema.profiles))[0].n;

describe('demo members on first start', () => {
  beforeEach(() => resetDatabase());

  it('fills an empty database and names one member of each gender who can sign in and find matches', async () => {
    process.env.DEMO_MEMBERS = '200';
    const log: string[] = [];
    await seedDemoOnFirstStart((line) => log.push(line));
    expect(await profileCount()).toBe(200);

    const text = log.join('\n');
    const emails = [...text.matchAll(/(demo\d+@example\.com)\s+password (\S+)/g)];
    expect(emails).toHaveLength(2);
    expect(text).toMatch(/Male\s+demo/);
    expect(text).toMatch(/Female\s+demo/);
    for (const [, email, password] of emails) {
      expect((await verifyCredentials(email, password)).ok).toBe(true);
      const [row] = await db
        .select({ profile: schema.profiles })
        .from(schema.profiles)
        .innerJoin(schema.users, eq(schema.users.id, schema.profiles.userId))
        .where(eq(schema.users.email, email));
      expect(row.profile.mobileVerified && row.profile.status).toBe(true);
      // plausible preferences: their own Looking For finds someone
      const matches = await searchMatches(row.profile.id, preferenceFilters(row.profile), {
        page: 1,
        itemsPerPage: 10,
        order: 'score',
      });
      expect(matches.total).toBeGreaterThan(0);
    }

    const today = new Date().toISOString().slice(0, 10);
    const withPlan = (await db.select().from(schema.profiles)).filter(
      (p) => p.membersPlanId !== null && p.expiry !== null && p.expiry >= today,
    );
    expect(withPlan.length).toBeGreaterThan(10);
  });

  it('adds nothing on a later start, or to a database that has members', async () => {
    process.env.DEMO_MEMBERS = '20';
    await seedDemoOnFirstStart(() => {});
    await seedDemoOnFirstStart(() => {});
    expect(await profileCount()).toBe(20);
  });

  it('adds nothing with DEMO_MEMBERS=0, and refuses a value that is not a number', async () => {
    process.env.DEMO_MEMBERS = '0';
    await seedDemoOnFirstStart(() => {});
    expect(await profileCount()).toBe(0);
    process.env.DEMO_MEMBERS = 'lots';
    await expect(seedDemoOnFirstStart(() => {})).rejects.toThrow(/DEMO_MEMBERS/);
  });

  it('defaults to 0 with a DATABASE_URL (PostgreSQL)', async () => {
    delete process.env.DEMO_MEMBERS;
    if (!process.env.DATABASE_URL) return; // on PGlite the default is 1000: not worth the time here
    await seedDemoOnFirstStart(() => {});
    expect(await profileCount()).toBe(0);
  });
});
