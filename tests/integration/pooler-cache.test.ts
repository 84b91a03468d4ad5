/** @jest-environment node */
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { db, getConnection } from '@/db/client';
import { castes } from '@/db/schema';
import { cachedRead, readCacheReady, readCacheStats } from '@/lib/data/read-cache';
import { currentSessionStamp } from '@/lib/data/session-stamps';
import { closeDb, resetDatabase } from '../helpers/db';
import { startPgBouncer } from '../helpers/pgbouncer';
import { createThrowawayDatabase, dropThrowawayDatabase, PG_URL } from '../helpers/throwaway-db';
import { createUser } from '../helpers/users';

/**
 * The app behind PgBouncer in transaction mode (Debian's pgbouncer, in front of the local
 * PostgreSQL on a throw-away database), with no direct connection to LISTEN on: queries run without
 * prepared statements, and what another instance writes (here: a second client straight to
 * PostgreSQL) reaches this one's caches within a second through the table_change poll.
 */
const PORT = 3721;
// No local PostgreSQL: nothing to put PgBouncer in front of (the suite is reported as skipped).
const direct = createThrowawayDatabase('pooler-cache.test.ts');

let bouncer: Awaited<ReturnType<typeof startPgBouncer>>;
let other: postgres.Sql;
const saved = { ...process.env };

(direct ? describe : describe.skip)('behind PgBouncer in transaction mode', () => {
  beforeAll(async () => {
    await closeDb();
    bouncer = await startPgBouncer(PORT, PG_URL);
    process.env.DATABASE_URL = bouncer.urlFor(direct!);
    process.env.DATABASE_PGBOUNCER = 'true';
    delete process.env.DATABASE_LISTEN_URL;
    await resetDatabase();
    other = postgres(direct!, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await other?.end();
    await closeDb();
    process.env = saved;
    await bouncer?.stop();
    dropThrowawayDatabase(direct);
  });

  it('runs without prepared statements and has no connection to LISTEN on', async () => {
    const connection = getConnection();
    expect(connection.pooled).toBe(true);
    expect(connection.listen).toBeNull();
    // Asked to prepare, it still must not: another server connection would lack the statement.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        connection.rows<{ n: number }>('select $1::int + 1 as n', [i], { prepare: true }),
      ),
    );
    expect(answers.map(([row]) => row.n)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('caches reads and sees another instance rename a caste within a second', async () => {
    const [first] = await db.select().from(castes).limit(1);
    const nameOf = () =>
      cachedRead(
        'caste',
        `name:${first.id}`,
        async () => (await db.select().from(castes).where(eq(castes.id, first.id)))[0].name,
      );
    const ready = Date.now();
    while ((await nameOf()) && !readCacheReady()) {
      expect(Date.now() - ready).toBeLessThan(2_000); // the first poll has answered
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await nameOf()).toBe(first.name);
    const before = readCacheStats('caste').hits;
    expect(await nameOf()).toBe(first.name);
    expect(readCacheStats('caste').hits).toBe(before + 1); // served from memory

    await other`update caste set caste = 'Renamed Elsewhere' where id = ${first.id}`;
    const started = Date.now();
    while ((await nameOf()) !== 'Renamed Elsewhere') {
      expect(Date.now() - started).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });

  it('ends the sessions of an account changed on another instance within a second', async () => {
    const user = await createUser();
    const stamp = await currentSessionStamp(user.id);
    expect(stamp).toEqual(expect.any(String));
    expect(await currentSessionStamp(user.id)).toBe(stamp);

    await other`update users set password_hash = 'changed elsewhere' where id = ${user.id}`;
    const started = Date.now();
    while ((await currentSessionStamp(user.id)) === stamp) {
      expect(Date.now() - started).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
});
