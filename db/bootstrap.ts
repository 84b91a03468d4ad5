import { applyMigrations } from './migrate';
import { withSchemaLock } from './schema-lock';
import { seedDatabase } from './seed';

/** Migrates and seeds under one advisory lock: instances started together take turns. */
export async function bootstrapDatabase(): Promise<void> {
  const started = Date.now();
  await withSchemaLock(async (db) => {
    await applyMigrations(db);
    await seedDatabase((line) => console.log(`[seed] ${line}`));
  });
  console.log(`[db] ready in ${Date.now() - started} ms (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'})`);
}
