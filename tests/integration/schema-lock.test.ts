/** @jest-environment node */
import { closeDb } from '@/db/client';
import { bootstrapThreeAtOnce, expectMigratedAndSeededOnce } from '../helpers/bootstrap-race';
import { createThrowawayDatabase, dropThrowawayDatabase } from '../helpers/throwaway-db';

/**
 * Issue 15 item 7 at the data layer: three bootstraps (migrate + seed) at once on one empty
 * PostgreSQL database, each with its own connections as separate instances would have, apply
 * every migration and seed row once. (tests/e2e/migration-lock.spec.ts does the same with two
 * real servers.) Needs a PostgreSQL: TEST_DATABASE_URL, else the local one; reported as skipped
 * without (scripts/test-all.sh runs it on PostgreSQL; CI requires one).
 */
const url = createThrowawayDatabase('schema-lock.test.ts');

afterAll(async () => {
  await closeDb();
  dropThrowawayDatabase(url);
}, 30_000);

(url ? it : it.skip)(
  'migrates and seeds once when several instances start together on an empty database',
  async () => {
    process.env.DATABASE_URL = url!;
    process.env.ADMIN_EMAIL = '';
    await bootstrapThreeAtOnce();
    await expectMigratedAndSeededOnce(url!);
  },
  120_000,
);
