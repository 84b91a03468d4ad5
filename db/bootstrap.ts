import { migrateDatabase } from './migrate';
import { seedDatabase } from './seed';

export async function bootstrapDatabase(): Promise<void> {
  const started = Date.now();
  await migrateDatabase();
  await seedDatabase((line) => console.log(`[seed] ${line}`));
  console.log(`[db] ready in ${Date.now() - started} ms (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'})`);
}
