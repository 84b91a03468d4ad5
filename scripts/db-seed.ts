/**
 * npm run db:seed                 migrate, seed master data and the administrator (as every start does)
 * npm run db:seed -- --demo 1000  ... and add 1000 demo members with profiles
 */
import { closeDb } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { seedDatabase } from '@/seed/seed';
import { seedDemoMembers } from '@/seed/seed-demo';

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--demo');
  const demo = at >= 0 ? Number(args[at + 1]) : 0;
  if (at >= 0 && (!Number.isInteger(demo) || demo < 1)) {
    console.error('usage: npm run db:seed -- [--demo N]   (N a whole number above 0)');
    process.exit(2);
  }
  await migrateDatabase();
  await seedDatabase();
  if (demo) {
    const started = Date.now();
    await seedDemoMembers(demo);
    console.log(
      `added ${demo} demo members in ${((Date.now() - started) / 1000).toFixed(1)} s (password demo1234)`,
    );
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(closeDb);
