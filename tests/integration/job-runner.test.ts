/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import { registerJob, runDueJobs } from '@/lib/jobs/runner';
import { closeDb, resetDatabase, usingPostgres } from '../helpers/db';

/**
 * Issue 26 item 3: the job runner that instances share. Two runners on one database (two
 * instances: each its own name, running at once on separate connections of the pool) run each
 * due occurrence once; a failed run is recorded and tried again; a changed schedule takes effect.
 * On PGlite, and on PostgreSQL (where SKIP LOCKED really races) when TEST_DATABASE_URL is set.
 */
beforeAll(() => resetDatabase());
afterAll(() => closeDb());

const at = (iso: string) => new Date(iso);
const runsOf = (name: string) => db.select().from(schema.jobRuns).where(eq(schema.jobRuns.jobName, name));

it('runs each due job once when two instances run at the same moment', async () => {
  const calls: Record<string, string[]> = { a: [], b: [], c: [] };
  for (const name of ['a', 'b', 'c'] as const) {
    registerJob(`test-${name}`, 'daily 07:00', async ({ dueAt }) => {
      calls[name].push(dueAt.toISOString());
      await new Promise((r) => setTimeout(r, 150)); // long enough for the other instance to look
      return `ran ${name}`;
    });
  }
  // Registered at 2026-11-26 00:00 UTC: first due at 07:00 IST (01:30 UTC).
  await runDueJobs({ now: at('2026-11-26T00:00:00Z'), instance: 'one' });
  expect(Object.values(calls).flat()).toEqual([]);

  const morning = at('2026-11-26T02:00:00Z');
  const [ranOne, ranTwo] = await Promise.all([
    runDueJobs({ now: morning, instance: 'one' }),
    runDueJobs({ now: morning, instance: 'two' }),
  ]);
  expect(ranOne + ranTwo).toBe(3);
  if (usingPostgres()) expect(Math.min(ranOne, ranTwo)).toBeGreaterThan(0); // they really shared the work
  for (const name of ['a', 'b', 'c'] as const) {
    expect(calls[name]).toEqual(['2026-11-26T01:30:00.000Z']);
    const runs = await runsOf(`test-${name}`);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'ok', note: `ran ${name}` });
    expect(['one', 'two']).toContain(runs[0].instance);
  }

  // Later the same day nothing is due; the next morning each runs once more.
  await Promise.all([
    runDueJobs({ now: at('2026-11-26T20:00:00Z'), instance: 'one' }),
    runDueJobs({ now: at('2026-11-26T20:00:00Z'), instance: 'two' }),
  ]);
  expect(calls.a).toHaveLength(1);
  await Promise.all([
    runDueJobs({ now: at('2026-11-27T03:00:00Z'), instance: 'one' }),
    runDueJobs({ now: at('2026-11-27T03:00:00Z'), instance: 'two' }),
  ]);
  expect(calls.a).toEqual(['2026-11-26T01:30:00.000Z', '2026-11-27T01:30:00.000Z']);
  expect(await runsOf('test-b')).toHaveLength(2);
});

it('records a failed run and tries it again soon', async () => {
  let attempts = 0;
  registerJob('test-flaky', 'weekly mon 07:00', async () => {
    attempts++;
    if (attempts === 1) throw new Error('mail server away');
  });
  await runDueJobs({ now: at('2026-11-26T00:00:00Z') });
  await runDueJobs({ now: at('2026-11-30T02:00:00Z') });
  const [failed] = await runsOf('test-flaky');
  expect(failed).toMatchObject({ status: 'failed', note: 'mail server away' });
  expect(failed.finishedAt).not.toBeNull();
  // The retry is due five minutes later, long before next Monday; then it succeeds.
  const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.name, 'test-flaky'));
  expect(job.nextRunAt).toEqual(at('2026-11-30T02:05:00Z'));
  await runDueJobs({ now: at('2026-11-30T02:06:00Z') });
  expect((await runsOf('test-flaky')).map((r) => r.status).sort()).toEqual(['failed', 'ok']);
});

it('takes a changed schedule from the next start', async () => {
  registerJob('test-moved', 'daily 07:00', async () => {});
  await runDueJobs({ now: at('2026-11-26T00:00:00Z') });
  registerJob('test-moved', 'weekly sun 09:00', async () => {});
  await runDueJobs({ now: at('2026-11-26T00:00:00Z') });
  const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.name, 'test-moved'));
  expect(job).toMatchObject({ schedule: 'weekly sun 09:00', nextRunAt: at('2026-11-29T03:30:00Z') });
});
