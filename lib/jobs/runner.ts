import 'server-only';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { claimDueJob, finishJobRun, pruneJobRuns, upsertJob, type ClaimedJob } from '@/lib/data/job-queue';
import { nextRunAfter, parseSchedule, type Schedule } from './schedule';

/**
 * A job runner inside the app (issue 26 item 3), shared by every instance on one database.
 *
 * Register a job once per process, before or after startJobRunner():
 *
 *   registerJob('match-alerts', 'daily 07:00', async ({ dueAt }) => {
 *     const sent = await sendMatchAlerts(dueAt);
 *     return `${sent} e-mail(s)`;             // optional: kept in job_run.note
 *   });
 *
 * Schedules are 'daily HH:MM', 'weekly mon HH:MM' (Asia/Kolkata) or 'every N minutes' (schedule.ts).
 * Each occurrence runs on one instance only: an instance takes the job's row FOR UPDATE SKIP LOCKED,
 * moves next_run_at on and records the run (job_run, unique per job and occurrence) in one
 * transaction, then runs the handler outside it. So a run is at most once per occurrence: an
 * instance that dies mid-run loses that occurrence (the run stays 'running'), and a handler that
 * throws is tried again after RETRY_AFTER_MS. Handlers should therefore keep their own record of
 * what they did (e.g. one row per e-mail sent) and skip what is already done. Missed occurrences
 * (every instance down) are caught up with one run, not one per occurrence. On PGlite (one
 * process) the same code runs unchanged. An instance only claims jobs it has registered itself.
 */
type JobContext = {
  /** The occurrence this run is for (its scheduled time, not the time it started). */
  dueAt: Date;
  /** The job_run row of this run. */
  runId: number;
};
type JobHandler = (context: JobContext) => Promise<string | void>;

type Registered = { schedule: Schedule; handler: JobHandler; synced: boolean };

declare global {
  // One registry and one timer per process, whatever bundle (instrumentation, dev reloads) asks.
  var thirumanamJobs: Map<string, Registered> | undefined;
  var thirumanamJobTimer: ReturnType<typeof setInterval> | undefined;
}
const registry = () => (globalThis.thirumanamJobs ??= new Map());

/** Registers (or replaces, on a dev reload) a recurring job; see the comment above. */
export function registerJob(name: string, schedule: Schedule, handler: JobHandler): void {
  if (!/^[a-z0-9-]{1,60}$/.test(name)) throw new Error(`job name "${name}": lowercase letters, digits and -`);
  parseSchedule(schedule);
  registry().set(name, { schedule, handler, synced: false });
}

const RETRY_AFTER_MS = 5 * 60_000;
/** How often each instance looks for due jobs: a job starts at most this late. */
const POLL_EVERY_MS = 30_000;
const KEEP_RUNS_DAYS = 90;

/** Writes the registered jobs' rows; a changed schedule takes effect from now. */
async function syncJobs(now: Date): Promise<void> {
  for (const [name, job] of registry()) {
    if (job.synced) continue;
    await upsertJob(name, job.schedule, nextRunAfter(job.schedule, now));
    job.synced = true;
  }
}

async function runClaimed(run: ClaimedJob, now: Date): Promise<void> {
  const job = registry().get(run.name);
  try {
    const note = (await job?.handler({ dueAt: run.dueAt, runId: run.runId })) || null;
    await finishJobRun(run, { status: 'ok', note });
  } catch (error) {
    console.error(`[jobs] ${run.name} failed`, error);
    // Tried again soon, unless the next occurrence comes first.
    await finishJobRun(run, {
      status: 'failed',
      note: String(error instanceof Error ? error.message : error).slice(0, 2000),
      retryAt: new Date(now.getTime() + RETRY_AFTER_MS),
    });
  }
}

/**
 * Runs every job that is due now, one after another, and returns how many ran. What each instance's
 * timer calls; tests call it directly (two at once stand for two instances), with `now` to move time.
 */
export async function runDueJobs({
  now = new Date(),
  instance = defaultInstance(),
}: { now?: Date; instance?: string } = {}): Promise<number> {
  await syncJobs(now);
  let ran = 0;
  const claim = () =>
    claimDueJob([...registry().keys()], now, instance, (schedule) => nextRunAfter(schedule, now));
  for (let claimed = await claim(); claimed; claimed = await claim()) {
    await runClaimed(claimed, now);
    ran++;
  }
  return ran;
}

let instanceName: string | undefined;
function defaultInstance(): string {
  return (instanceName ??= `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`.slice(0, 80));
}

/** Starts this instance's runner (instrumentation.ts); a failed round (database away) is logged and retried. */
export function startJobRunner(): void {
  if (globalThis.thirumanamJobTimer) return;
  registerJob(
    'prune-job-runs',
    'daily 03:30',
    async () => `${await pruneJobRuns(KEEP_RUNS_DAYS)} old run(s) removed`,
  );
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runDueJobs()
      .catch((error: unknown) => console.warn('[jobs] a round of the job runner failed:', String(error)))
      .finally(() => (running = false));
  };
  globalThis.thirumanamJobTimer = setInterval(tick, POLL_EVERY_MS);
  globalThis.thirumanamJobTimer.unref();
  tick();
}
