/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { closeDb } from '@/db/client';
import { bootstrapThreeAtOnce, expectMigratedAndSeededOnce } from '../helpers/bootstrap-race';
import { startPgBouncer } from '../helpers/pgbouncer';

/**
 * Issue 14 item 4 behind PgBouncer in transaction mode with no direct connection: three bootstraps
 * at once on one empty database still migrate and seed once (the lock is then a transaction-level
 * advisory lock held by one open transaction, db/schema-lock.ts). Skipped without a local PostgreSQL.
 */
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const root = path.resolve(__dirname, '../..');
const PORT = 3722;
let url = '';
let bouncer: Awaited<ReturnType<typeof startPgBouncer>> | undefined;
const saved = { ...process.env };

beforeAll(async () => {
  try {
    url = execFileSync(process.execPath, ['scripts/pg-test-db.mjs', 'create', PG_URL], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    console.warn(`pooler-schema-lock.test.ts skipped: no PostgreSQL answers at ${PG_URL}`);
    return;
  }
  bouncer = await startPgBouncer(PORT, PG_URL);
}, 30_000);

afterAll(async () => {
  await closeDb();
  process.env = saved;
  await bouncer?.stop();
  if (url) execFileSync(process.execPath, ['scripts/pg-test-db.mjs', 'drop', PG_URL, url], { cwd: root });
}, 30_000);

it('migrates and seeds once when several instances start together through the pooler', async () => {
  if (!url) return;
  await closeDb();
  process.env.DATABASE_URL = bouncer!.urlFor(url);
  process.env.DATABASE_PGBOUNCER = 'true';
  delete process.env.DATABASE_LISTEN_URL;
  process.env.ADMIN_EMAIL = '';
  await bootstrapThreeAtOnce();
  await expectMigratedAndSeededOnce(url);
}, 120_000);
