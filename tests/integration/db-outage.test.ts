/** @jest-environment node */
import { inArray, like, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { castes } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { asAppError } from '@/lib/database-failure';
import { call, tokenFor } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { postgresBinDir, startCluster, type PgCluster } from '../helpers/pg-cluster';
import { createUser } from '../helpers/users';

/**
 * Issue 15 item 5 and issue 21 item 3: PostgreSQL restarts under load. The API runs against a
 * cluster of its own (port 3390), which the test restarts (`pg_ctl stop -m fast`, then start) while
 * requests and transactions keep coming. Every answer must be a 2xx, or a 503 with Retry-After and
 * a Hydra error, quickly; errors must stop soon after the server is back (they went on
 * for 19 s, each failing request waiting 3.1-3.4 s for a connect timeout, when a transaction's
 * ROLLBACK was written to its closed connection); no uncaught exception; and every write the app
 * acknowledged must still be there afterwards.
 */
const PORT = Number(process.env.OUTAGE_PG_PORT ?? 3390);
/** Generous: the machine running the suite is shared. The app's own bound is connect 3 s / statement 5 s. */
const ANSWER_BOUND_MS = 15_000;
/** A refusal must not wait for a connect timeout (3 s): PostgreSQL refuses at once while it is down. */
const REFUSAL_BOUND_MS = 2_000;
/**
 * Errors may go on this long after the server accepts connections again. The bug this guards went on
 * for 19 s; a quiet machine recovers within about 0.5 s (the figure is printed below), but a loaded
 * one (CI beside other jobs) once took 1.2-1.8 s, and a timed test must not flake: the bound catches
 * the hang, the printed figure tracks the target.
 */
const RECOVERY_BOUND_MS = 3_000;

const bin = postgresBinDir();
if (!bin)
  console.warn('db-outage.test.ts skipped: no initdb under /usr/lib/postgresql (apt-get install postgresql)');
const describeWithPostgres = bin ? describe : describe.skip;

type Outcome = {
  kind: 'api' | 'transaction';
  method?: 'GET' | 'POST';
  status: number;
  ms: number;
  at: number;
  retryAfter: string | null;
  type?: string;
  created?: string[];
};

/** A transactional write, as receipts and account activations make: both rows or neither. */
async function createPairInTransaction(name: string): Promise<Pick<Outcome, 'status' | 'retryAfter'>> {
  try {
    await db.transaction(async (tx) => {
      await tx.insert(castes).values({ name: `${name} a` });
      await tx.execute(sql`select pg_sleep(0.005)`);
      await tx.insert(castes).values({ name: `${name} b` });
    });
    return { status: 201, retryAfter: null };
  } catch (error) {
    // What the API's handler would answer (lib/database-failure.ts); anything else is a bug.
    const failure = asAppError(error);
    if (!failure) throw error;
    return { status: failure.status, retryAfter: failure.headers['Retry-After'] ?? null };
  }
}

describeWithPostgres('a database restart under load', () => {
  let cluster: PgCluster;
  let admin: Actor;

  beforeAll(async () => {
    cluster = startCluster(PORT);
    // db/client.ts connects on first use, so pointing it at the new cluster here is enough.
    process.env.DATABASE_URL = cluster.url;
    await resetDatabase();
    admin = await createUser({ roles: ['ROLE_ADMIN'] });
    await tokenFor(admin);
    // Load the route modules and open the pool's connections before the clock starts: compiling
    // them blocks jest's event loop for seconds, which a connection being opened meanwhile would
    // take for a connect timeout.
    await Promise.all(
      Array.from({ length: 6 }, () => call('GET', '/api/castes?caste=Outage&itemsPerPage=5', { as: admin })),
    );
    await call('POST', '/api/castes', { as: admin, body: { caste: 'Outage warm-up' } });
    await createPairInTransaction('Outage warm-up');
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
        let outcome: Omit<Outcome, 'ms' | 'at'>;
        if (i % 3 === 2) {
          const answer = await createPairInTransaction(name);
          outcome = { kind: 'transaction', ...answer };
          if (answer.status === 201) outcome.created = [`${name} a`, `${name} b`];
        } else {
          const response =
            i % 3 === 0
              ? await call('POST', '/api/castes', { as: admin, body: { caste: name } })
              : await call('GET', '/api/castes?caste=Outage&itemsPerPage=5', { as: admin });
          outcome = {
            kind: 'api',
            method: i % 3 === 0 ? 'POST' : 'GET',
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            type: response.body?.['@type'],
            created: i % 3 === 0 && response.status === 201 ? [name] : undefined,
          };
        }
        outcomes.push({ ...outcome, ms: Date.now() - begin, at: begin - started });
        // A client told to retry waits a little (not the full Retry-After, to keep the test short).
        if (outcome.status === 503) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    // Each 503 logs one line (what an operator wants in production); here they would bury the result.
    // They are kept with their time, to say which error a late 503 had (CI once saw one 5 s after).
    const warnings: { at: number; line: string }[] = [];
    const warn = jest
      .spyOn(console, 'warn')
      .mockImplementation((...args: unknown[]) =>
        warnings.push({ at: Date.now() - started, line: args.map(String).join(' ') }),
      );
    // postgres.js wrote to a closed socket from a setImmediate: nothing could catch it.
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    const workers = Array.from({ length: 6 }, (_, n) => worker(n));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const stoppedAt = Date.now() - started;
    // As `pg_ctl restart -m fast`: the server is back within a fraction of a second.
    await cluster.restart(0);
    restartedAt = Date.now() - started;
    // Keep the load on after the server is back, long enough for the pool to reconnect by itself.
    stopAt = Date.now() + 6000;
    await Promise.all(workers);
    process.off('uncaughtException', onUncaught);
    warn.mockRestore();
    const unavailable = outcomes.filter((o) => o.status === 503);
    const lastError = Math.max(...unavailable.map((o) => o.at + o.ms));
    console.log(
      `restart under load: server down ${stoppedAt}-${restartedAt} ms; ${outcomes.length} answers, ` +
        `${unavailable.length} were 503 (slowest ${Math.max(...unavailable.map((o) => o.ms))} ms, ` +
        `the last answered at ${lastError} ms); slowest answer ${Math.max(...outcomes.map((o) => o.ms))} ms`,
    );
    expect(uncaught).toEqual([]);

    const failures = outcomes.filter((o) => !(o.status >= 200 && o.status < 300) && o.status !== 503);
    if (failures.length) console.error('unexpected answers', failures.slice(0, 5), cluster.log());
    expect(failures).toEqual([]);

    expect(unavailable.length).toBeGreaterThan(0); // the outage really happened under the requests
    for (const o of unavailable) {
      expect(o.retryAfter).toMatch(/^\d+$/);
      if (o.kind === 'api') expect(o.type).toBe('hydra:Error');
    }
    // Refused at once, not after a connect timeout; and only while the server is really away.
    expect(unavailable.filter((o) => o.ms >= REFUSAL_BOUND_MS)).toEqual([]);
    const late503s = unavailable.filter((o) => o.at > restartedAt + RECOVERY_BOUND_MS);
    if (late503s.length)
      console.error(
        'late 503s, and what the app logged after the restart',
        late503s,
        warnings.filter((w) => w.at >= restartedAt),
        cluster.log(),
      );
    expect(late503s).toEqual([]);
    const slow = outcomes.filter((o) => o.ms >= ANSWER_BOUND_MS);
    if (slow.length) console.error('slow answers', slow, `restart done at ${restartedAt} ms`);
    expect(slow).toEqual([]);

    // Recovered alone: the last seconds of load (the server up again for a while) all succeeded.
    const late = outcomes.filter((o) => o.at > restartedAt + RECOVERY_BOUND_MS);
    expect(late.length).toBeGreaterThan(0);
    expect(late.filter((o) => o.status === 503)).toEqual([]);

    // No acknowledged write lost: every 201 is in the table after the restart.
    const acknowledged = outcomes.flatMap((o) => o.created ?? []);
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await db
      .select({ name: castes.name })
      .from(castes)
      .where(inArray(castes.name, acknowledged));
    expect(stored.map((r) => r.name).sort()).toEqual([...acknowledged].sort());
    const all = await db.select({ name: castes.name }).from(castes).where(like(castes.name, 'Outage %'));
    expect(all.length).toBeGreaterThanOrEqual(acknowledged.length);
    // No half transaction: no statement of a transaction ran outside it after its connection closed.
    const names = new Set(all.map((r) => r.name));
    const halves = [...names].filter(
      (n) => / [ab]$/.test(n) && !names.has(n.replace(/ a$/, ' b').replace(/ b$/, ' a')),
    );
    expect(halves).toEqual([]);
  }, 120_000);
});
