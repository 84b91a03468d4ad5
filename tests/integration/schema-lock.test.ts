/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { closeDb } from '@/db/client';
import { bootstrapDatabase } from '@/db/bootstrap';
import { seedData } from '@/db/seed-data';

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
    url = execFileSync(process.execPath, ['scripts/pg-test-db.mjs', 'create', PG_URL], { cwd: root }).toString().trim();
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
  const log = jest.spyOn(console, 'log').mockImplementation(() => {});
  try {
    await Promise.all([bootstrapDatabase(), bootstrapDatabase(), bootstrapDatabase()]);
  } finally {
    log.mockRestore();
  }
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const journal = JSON.parse(readFileSync(path.join(root, 'db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const [{ migrations }] = await sql`select count(*)::int as migrations from drizzle.__drizzle_migrations`;
    expect(migrations).toBe(journal.entries.length);
    const [{ castes }] = await sql`select count(*)::int as castes from caste`;
    expect(castes).toBe(seedData.caste.length);
    const [{ admins }] = await sql`select count(*)::int as admins from users where 'ROLE_ADMIN' = any(roles)`;
    expect(admins).toBe(1);
  } finally {
    await sql.end({ timeout: 5 });
  }
}, 120_000);
