/** @jest-environment node */
import { count, eq, sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import path from 'node:path';
import { db, queryRows } from '@/db/client';
import { ensureAdmin, seedDatabase, DEFAULT_ADMIN_EMAIL } from '@/seed/seed';
import { seedDemoMembers } from '@/seed/seed-demo';
import * as schema from '@/db/schema';
import { verifyCredentials } from '@/lib/data/credentials';
import { pendingTermsFor } from '@/lib/data/terms';
import type { Actor } from '@/lib/auth/roles';
import { starFallsInRaasi } from '@/lib/matching/nakshatra';
import { masterResources } from '@/lib/resources/master-data';
import { closeDb, resetDatabase } from '../helpers/db';

const migrationsFolder = path.join(process.cwd(), 'db', 'migrations');

/** Every row of every table, to compare whole databases. */
async function snapshot() {
  const tables = await queryRows<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const result: Record<string, unknown[]> = {};
  for (const { tablename } of tables) {
    result[tablename] = await queryRows(sql.raw(`select * from "${tablename}" order by 1`));
  }
  return result;
}

const env = { ...process.env };
afterEach(() => {
  process.env = { ...env };
});
afterAll(() => closeDb());

describe('seed', () => {
  beforeEach(() => resetDatabase({ seed: false }));

  it('fills every master-data list, with the 27 stars and 12 raasis numbered', async () => {
    await seedDatabase(() => {});
    for (const resource of masterResources) {
      const [{ rows }] = await db.select({ rows: count() }).from(resource.table);
      expect({ list: resource.key, filled: rows > 0 }).toEqual({ list: resource.key, filled: true });
    }
    const stars = await db.select().from(schema.stars).orderBy(schema.stars.number);
    expect(stars.map((s) => s.number)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(stars[0].name).toBe('Ashwini');
    const raasis = await db.select().from(schema.raasis).orderBy(schema.raasis.number);
    expect(raasis.map((r) => r.name)).toEqual(expect.arrayContaining(['Mesham', 'Meenam']));
    expect(raasis).toHaveLength(12);
    const heights = (await db.select().from(schema.heights)).map((h) => h.name);
    expect(heights).toEqual(expect.arrayContaining(['4ft 6in - 137cm', '7ft - 213cm']));
  });

  it('changes nothing when it runs a second time', async () => {
    process.env.ADMIN_EMAIL = 'owner@example.com';
    process.env.ADMIN_PASSWORD = 'owner-pass-1';
    await seedDatabase(() => {});
    const first = await snapshot();
    await seedDatabase(() => {});
    expect(await snapshot()).toEqual(first);
  });

  it('leaves a list alone once the administrators have edited it', async () => {
    await seedDatabase(() => {});
    await db.delete(schema.diets).where(sql`${schema.diets.name} <> 'Vegan'`);
    await seedDatabase(() => {});
    expect((await db.select().from(schema.diets)).map((d) => d.name)).toEqual(['Vegan']);
  });
});

describe('administrator account', () => {
  beforeEach(() => resetDatabase({ seed: false }));

  it('without ADMIN_PASSWORD, generates a password and prints it only on the first start', async () => {
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
    const lines: string[] = [];
    await ensureAdmin((line) => lines.push(line));
    const printed = lines.join('\n').match(/Password \(shown only this once\): (\S+)/)?.[1];
    expect(printed).toBeDefined();
    expect(printed!.length).toBeGreaterThanOrEqual(12);
    const check = await verifyCredentials(DEFAULT_ADMIN_EMAIL, printed!);
    expect(check.ok && check.actor.roles).toEqual(['ROLE_ADMIN']);

    const again: string[] = [];
    await ensureAdmin((line) => again.push(line));
    expect(again).toEqual([]);
  });

  it('follows ADMIN_EMAIL and ADMIN_PASSWORD, also when the password changes', async () => {
    process.env.ADMIN_EMAIL = 'Owner@Example.com';
    process.env.ADMIN_PASSWORD = 'first-pass-1';
    await ensureAdmin(() => {});
    expect((await verifyCredentials('owner@example.com', 'first-pass-1')).ok).toBe(true);
    process.env.ADMIN_PASSWORD = 'second-pass-2';
    await ensureAdmin(() => {});
    expect((await verifyCredentials('owner@example.com', 'first-pass-1')).ok).toBe(false);
    expect((await verifyCredentials('owner@example.com', 'second-pass-2')).ok).toBe(true);
  });
});

describe('demo members', () => {
  beforeAll(() => resetDatabase());

  it('adds consistent members that can sign in, and numbers a second batch after the first', async () => {
    await seedDemoMembers(50, () => {});
    await seedDemoMembers(20, () => {});
    const [{ members }] = await db.select({ members: count() }).from(schema.users);
    const [{ profiles }] = await db.select({ profiles: count() }).from(schema.profiles);
    expect(members).toBe(70);
    expect(profiles).toBe(70);
    expect((await verifyCredentials('demo70@example.com', 'demo1234')).ok).toBe(true);
    // They signed up through the form, so the terms prompt does not stand between them and the pages.
    const [demo] = await db.select().from(schema.users).where(eq(schema.users.email, 'demo70@example.com'));
    const actor: Actor = { id: demo.id, email: demo.email, roles: demo.roles as Actor['roles'] };
    expect(await pendingTermsFor(actor)).toBeNull();

    const pairs = await queryRows<{ star: number; raasi: number }>(sql`
      select s.number as star, r.number as raasi from profile p
      join star s on s.id = p.star_id join raasi r on r.id = p.raasi_id`);
    expect(pairs.every((p) => starFallsInRaasi(p.star, p.raasi))).toBe(true);
  });
});

describe('migrations', () => {
  it('build the whole schema on an empty PGlite', async () => {
    const client = new PGlite('memory://', { extensions: { pg_trgm } });
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    const { rows } = await client.query<{ tablename: string }>(
      `select tablename from pg_tables where schemaname = 'public'`,
    );
    expect(rows.map((r) => r.tablename)).toEqual(
      expect.arrayContaining(['users', 'profile', 'caste', 'members_plan']),
    );
    await client.close();
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  (adminUrl ? it : it.skip)('build the whole schema on an empty PostgreSQL database', async () => {
    const admin = postgres(adminUrl!, { max: 1, onnotice: () => {} });
    const name = `thirumanam_migrate_${process.pid}_${Date.now()}`;
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
    try {
      await migratePostgres(drizzlePostgres(client), { migrationsFolder });
      const tables = await client`select tablename from pg_tables where schemaname = 'public'`;
      expect(tables.map((r) => r.tablename)).toEqual(expect.arrayContaining(['users', 'profile', 'caste']));
      await migratePostgres(drizzlePostgres(client), { migrationsFolder }); // a second run is a no-op
    } finally {
      await client.end();
      await admin.unsafe(`drop database if exists ${name}`);
      await admin.end();
    }
  });
});
