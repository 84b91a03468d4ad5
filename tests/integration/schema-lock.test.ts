/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import postgres from 'postgres';
import { closeDb } from '@/db/client';
import { bootstrapThreeAtOnce, expectMigratedAndSeededOnce } from '../helpers/bootstrap-race';

/**
 * Issue 15 item 7 at the data layer: three bootstraps (migrate + seed) at once on one empty
 * PostgreSQL database, each with its own connections as separate instances would have, apply
 * every migration and seed row once. (tests/e2e/migration-lock.spec.ts does the same with two
 * real servers.) Needs a PostgreSQL: TEST_DATABASE_URL, else the local one; skipped without.
 */
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const root = path.resolve(__dirname, '../..');
let url = '';

beforeAll(async () => {
  const probe = postgres(PG_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await probe`select 1`;
    url = execFileSync(process.execPath, ['scripts/pg-test-db.mjs', 'create', PG_URL], { cwd: root })
      .toString()
      .trim();
  } catch {
    console.warn(`schema-lock.test.ts skipped: no PostgreSQL answers at ${PG_URL}`);
  } finally {
    await probe.end({ timeout: 1 });
  }
}, 30_000);

afterAll(async () => {
  await closeDb();
  if (url) execFileSync(process.execPath, ['scripts/pg-test-db.mjs', 'drop', PG_URL, url], { cwd: root });
}, 30_000);

it('migrates and seeds once when several instances start together on an empty database', async () => {
  if (!url) return;
  process.env.DATABASE_URL = url;
  process.env.ADMIN_EMAIL = '';
  await bootstrapThreeAtOnce();
  await expectMigratedAndSeededOnce(url);
}, 120_000);
