import { closeDb } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';

migrateDatabase()
  .then(() => console.log('migrations applied'))
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(closeDb);
