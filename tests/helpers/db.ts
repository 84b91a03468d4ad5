import { sql } from 'drizzle-orm';
import { closeDb, db, getConnection, queryRows } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { seedMasterData } from '@/seed/seed';

/** Never wipe a database that is not on this machine (a mistyped TEST_DATABASE_URL must not cost data). */
function assertLocalDatabase() {
  const url = process.env.DATABASE_URL;
  if (!url) return; // in-memory PGlite
  const host = new URL(url).hostname;
  if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(host)) {
    throw new Error(`refusing to reset a database that is not local: ${host}`);
  }
}

let migrated = false;

/**
 * Gives a test an empty, migrated database holding the seeded master data and nothing else.
 * Call it in beforeAll (and beforeEach where tests must not see each other's rows).
 */
export async function resetDatabase({ seed = true }: { seed?: boolean } = {}): Promise<void> {
  assertLocalDatabase();
  if (!migrated) {
    await migrateDatabase();
    migrated = true;
  }
  const rows = await queryRows<{ tablename: string }>(
    // porutham is reference data written by its migration (0007), not test data: it stays.
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'porutham'`,
  );
  const names = rows.map((r) => `"${r.tablename}"`).join(', ');
  if (names) await db.execute(sql.raw(`truncate ${names} restart identity cascade`));
  if (seed) await seedMasterData();
}

export const usingPostgres = () => getConnection().kind === 'postgres';

export { closeDb };
