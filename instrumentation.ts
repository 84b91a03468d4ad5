/**
 * Runs once when a server starts: checks the settings (lib/env.ts), answers unknown methods (TRACE, ...) with a 405 before Next.js sees them (see
 * lib/http/forbidden-methods.ts), then brings the database schema up to date and seeds what is
 * missing, so `npm start` on a fresh clone needs no other step; then starts the sweep that sends
 * gathered interest e-mails (lib/data/interest-mail.ts) and the job runner (lib/jobs).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // An invalid setting stops the server here, naming the variable (scripts/check-env.mjs does the
  // same before `npm start` builds; this covers `next start` and `next dev`).
  const { env } = await import('./lib/env');
  env();
  const { refuseForbiddenMethods } = await import('./lib/http/forbidden-methods');
  refuseForbiddenMethods();
  const { answerDatabaseOutagesWith503, markDatabaseUnavailable } =
    await import('./lib/http/database-outage');
  const { DB_RETRY_AFTER_SECONDS, isDatabaseUnavailable } = await import('./lib/database-failure');
  answerDatabaseOutagesWith503();
  noteRequestError = (error) => {
    if (isDatabaseUnavailable(error)) markDatabaseUnavailable(DB_RETRY_AFTER_SECONDS);
  };
  const { bootstrapDatabase } = await import('./seed/bootstrap');
  await bootstrapDatabase();
  // Interest e-mails gathered per recipient go out from here, shared by every instance.
  const { startInterestMailSweep } = await import('./lib/data/interest-mail');
  startInterestMailSweep();
  // Deleted-account records past their 180 days are purged now and every few hours.
  const { startDeletedAccountPurge } = await import('./lib/data/member-account');
  startDeletedAccountPurge();
  // Recurring jobs (match alerts, digests, ...) shared by every instance: lib/jobs.
  const { startAppJobs } = await import('./lib/jobs/app-jobs');
  startAppJobs();
}

/** Set by register() on Node.js: marks a request whose page failed for want of the database. */
let noteRequestError: ((error: unknown) => void) | undefined;

/**
 * Next.js calls this for every error of a page, route or action, while rendering and before the
 * status is written: a database that cannot be reached turns that request's 500 into a 503 with
 * Retry-After and a "back in a moment" page (lib/http/database-outage.ts).
 */
export function onRequestError(error: unknown): void {
  noteRequestError?.(error);
}
