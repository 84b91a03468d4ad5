import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * A throw-away database on a real PostgreSQL for the suites that need one whatever the run's
 * database (advisory locks across instances, PgBouncer): next to TEST_DATABASE_URL, else the local
 * 127.0.0.1:5432. Created when the suite file loads, so that a suite without PostgreSQL is skipped
 * visibly (`describe.skip`/`it.skip`, reported as skipped) instead of passing without running.
 */
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const root = path.resolve(__dirname, '../..');

/** The new database's URL, or null (with a warning naming the suite) when no PostgreSQL answers. */
export function createThrowawayDatabase(suite: string): string | null {
  try {
    return execFileSync(process.execPath, ['scripts/pg-test-db.mjs', 'create', PG_URL], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 20_000,
    })
      .toString()
      .trim();
  } catch {
    console.warn(`${suite} skipped: no PostgreSQL answers at ${PG_URL}`);
    return null;
  }
}

export function dropThrowawayDatabase(url: string | null): void {
  if (url) execFileSync(process.execPath, ['scripts/pg-test-db.mjs', 'drop', PG_URL, url], { cwd: root });
}
