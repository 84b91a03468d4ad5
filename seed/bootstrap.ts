import { env } from '@/lib/env';
import { applyMigrations } from '@/db/migrate';
import { withSchemaLock } from '@/db/schema-lock';
import { ensureCollegeAccount, seedCollegeDemo } from './seed-college';
import { seedDatabase } from './seed';
import { seedDemoOnFirstStart } from './seed-demo';

/** Migrates and seeds under one advisory lock: instances started together take turns. */
export async function bootstrapDatabase(): Promise<void> {
  const started = Date.now();
  await withSchemaLock(async (db) => {
    await applyMigrations(db);
    const log = (line: string) => console.log(`[seed] ${line}`);
    await seedDatabase(log);
    // Inside the lock too, so two instances started together on an empty database seed it once.
    await seedDemoOnFirstStart(log);
    // The college area: a staff account, and demo data only when that account is new (a first
    // start), so a prepared database (the e2e one) is not slowed by it. DEMO_COLLEGE=false skips it.
    if ((await ensureCollegeAccount(log)) && env().DEMO_COLLEGE) await seedCollegeDemo(log);
  });
  console.log(
    `[db] ready in ${Date.now() - started} ms (${env().DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'})`,
  );
}
