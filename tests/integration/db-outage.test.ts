/** @jest-environment node */
import { inArray, like } from 'drizzle-orm';
import { db } from '@/db/client';
import { castes } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { call, tokenFor } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { postgresBinDir, startCluster, type PgCluster } from '../helpers/pg-cluster';
import { createUser } from '../helpers/users';

/**
 * Issue 15 item 5: PostgreSQL restarts under load. The API runs against a cluster of its own
 * (port 3390), which the test stops and starts while requests keep coming. Every answer must be a
 * 2xx, or a 503 with Retry-After and a Hydra error, within a bounded time; the app must recover
 * without help; and every write it acknowledged (201) must still be there afterwards.
 */
const PORT = Number(process.env.OUTAGE_PG_PORT ?? 3390);
/** Generous: the machine running the suite is shared. The app's own bound is connect 3 s / statement 5 s. */
const ANSWER_BOUND_MS = 15_000;

const bin = postgresBinDir();
if (!bin)
  console.warn('db-outage.test.ts skipped: no initdb under /usr/lib/postgresql (apt-get install postgresql)');
const describeWithPostgres = bin ? describe : describe.skip;

type Outcome = {
  status: number;
  ms: number;
  at: number;
  retryAfter: string | null;
  type?: string;
  created?: string;
};

describeWithPostgres('a database restart under load', () => {
  let cluster: PgCluster;
  let admin: Actor;

  beforeAll(async () => {
    cluster = startCluster(PORT);
    // db/client.ts connects on first use, so pointing it at the new cluster here is enough.
    process.env.DATABASE_URL = cluster.url;
    process.env.DATABASE_CONNECT_TIMEOUT = '2';
    await resetDatabase();
    admin = await createUser({ roles: ['ROLE_ADMIN'] });
    await tokenFor(admin);
  }, 120_000);

  afterAll(async () => {
    try {
      await closeDb();
    } finally {
      cluster?.stop();
    }
  }, 60_000);

  it('answers 2xx or 503 + Retry-After in bounded time, recovers alone, and loses no acknowledged write', async () => {
    const outcomes: Outcome[] = [];
    const started = Date.now();
    let stopAt = Number.POSITIVE_INFINITY;
    let restartedAt = 0;

    async function worker(n: number) {
      for (let i = 0; Date.now() < stopAt; i++) {
        const name = `Outage ${n}-${i}`;
        const begin = Date.now();
        const response =
          i % 2 === 0
            ? await call('POST', '/api/castes', { as: admin, body: { caste: name } })
            : await call('GET', '/api/castes?caste=Outage&itemsPerPage=5', { as: admin });
        outcomes.push({
          status: response.status,
          ms: Date.now() - begin,
          at: begin - started,
          retryAfter: response.headers.get('retry-after'),
          type: response.body?.['@type'],
          created: i % 2 === 0 && response.status === 201 ? name : undefined,
        });
        // A client told to retry waits a little (not the full Retry-After, to keep the test short).
        if (response.status === 503) await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }

    // Each 503 logs one line (what an operator wants in production); here they would bury the result.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const workers = Array.from({ length: 6 }, (_, n) => worker(n));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await cluster.restart(2000);
    restartedAt = Date.now() - started;
    // Keep the load on after the server is back, long enough for the pool to reconnect by itself.
    stopAt = Date.now() + 6000;
    await Promise.all(workers);
    warn.mockRestore();
    const unavailableCount = outcomes.filter((o) => o.status === 503).length;
    console.log(
      `restart under load: ${outcomes.length} answers, ${unavailableCount} were 503, slowest ${Math.max(...outcomes.map((o) => o.ms))} ms`,
    );

    const failures = outcomes.filter((o) => !(o.status >= 200 && o.status < 300) && o.status !== 503);
    if (failures.length) console.error('unexpected answers', failures.slice(0, 5), cluster.log());
    expect(failures).toEqual([]);

    const unavailable = outcomes.filter((o) => o.status === 503);
    expect(unavailable.length).toBeGreaterThan(0); // the outage really happened under the requests
    for (const o of unavailable) {
      expect(o.retryAfter).toMatch(/^\d+$/);
      expect(o.type).toBe('hydra:Error');
    }
    const slow = outcomes.filter((o) => o.ms >= ANSWER_BOUND_MS);
    if (slow.length) console.error('slow answers', slow, `restart done at ${restartedAt} ms`);
    expect(slow).toEqual([]);

    // Recovered alone: the last seconds of load (the server up again for a while) all succeeded.
    const late = outcomes.filter((o) => o.at > restartedAt + 3000);
    expect(late.length).toBeGreaterThan(0);
    expect(late.filter((o) => o.status === 503)).toEqual([]);

    // No acknowledged write lost: every 201 is in the table after the restart.
    const acknowledged = outcomes.flatMap((o) => (o.created ? [o.created] : []));
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await db
      .select({ name: castes.name })
      .from(castes)
      .where(inArray(castes.name, acknowledged));
    expect(stored.map((r) => r.name).sort()).toEqual([...acknowledged].sort());
    const all = await db.select({ name: castes.name }).from(castes).where(like(castes.name, 'Outage %'));
    expect(all.length).toBeGreaterThanOrEqual(acknowledged.length);
  }, 120_000);
});
