import 'server-only';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { jobRuns, jobs } from '@/db/schema';

/**
 * The SQL of the job runner (lib/jobs/runner.ts explains the design): the job rows, the claim
 * FOR UPDATE SKIP LOCKED, and the record of each run.
 */

/** Writes a registered job's row; a changed schedule takes its new next run. */
export async function upsertJob(name: string, schedule: string, nextRunAt: Date): Promise<void> {
  await db
    .insert(jobs)
    .values({ name, schedule, nextRunAt })
    .onConflictDoUpdate({
      target: jobs.name,
      set: {
        schedule,
        nextRunAt: sql`case when ${jobs.schedule} = ${schedule} then ${jobs.nextRunAt} else ${nextRunAt.toISOString()}::timestamptz end`,
      },
    });
}

export type ClaimedJob = { name: string; dueAt: Date; runId: number };

/**
 * Takes one job among `names` due at `now`, or null: its row FOR UPDATE SKIP LOCKED (another
 * instance holding it is passed over), next_run_at moved to `next(schedule)` and the run recorded,
 * in one transaction.
 */
export async function claimDueJob(
  names: string[],
  now: Date,
  instance: string,
  next: (schedule: string) => Date,
): Promise<ClaimedJob | null> {
  if (names.length === 0) return null;
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ name: jobs.name, schedule: jobs.schedule, nextRunAt: jobs.nextRunAt })
      .from(jobs)
      .where(and(inArray(jobs.name, names), lte(jobs.nextRunAt, now)))
      .orderBy(asc(jobs.nextRunAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    await tx
      .update(jobs)
      .set({ nextRunAt: next(due.schedule), lastRunAt: now })
      .where(eq(jobs.name, due.name));
    const [run] = await tx
      .insert(jobRuns)
      .values({ jobName: due.name, dueAt: due.nextRunAt, instance, status: 'running' })
      .onConflictDoNothing()
      .returning({ id: jobRuns.id });
    return run ? { name: due.name, dueAt: due.nextRunAt, runId: run.id } : null;
  });
}

/** Records how a run ended; a failed one makes the job due again at `retryAt` unless it is due sooner. */
export async function finishJobRun(
  run: ClaimedJob,
  outcome: { status: 'ok' | 'failed'; note: string | null; retryAt?: Date },
): Promise<void> {
  if (outcome.retryAt) {
    await db
      .update(jobs)
      .set({ nextRunAt: sql`least(${jobs.nextRunAt}, ${outcome.retryAt.toISOString()}::timestamptz)` })
      .where(eq(jobs.name, run.name));
  }
  await db
    .update(jobRuns)
    .set({ status: outcome.status, note: outcome.note, finishedAt: sql`now()` })
    .where(eq(jobRuns.id, run.runId));
}

/** Removes the record of runs older than `days`; returns how many went. */
export async function pruneJobRuns(days: number): Promise<number> {
  const gone = await db
    .delete(jobRuns)
    .where(lte(jobRuns.startedAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: jobRuns.id });
  return gone.length;
}
