import { migrateDatabase } from './migrate';
import { seedDatabase } from './seed';
import { seedDemoOnFirstStart } from './seed-demo';

export async function bootstrapDatabase(): Promise<void> {
  const started = Date.now();
  await migrateDatabase();
  const log = (line: string) => console.log(`[seed] ${line}`);
  await seedDatabase(log);
  await seedDemoOnFirstStart(log);
  console.log(`[db] ready in ${Date.now() - started} ms (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'})`);
}
