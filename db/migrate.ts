import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { getConnection } from './client';

const migrationsFolder = path.join(process.cwd(), 'db', 'migrations');

/** Applies the committed migrations that the database has not seen yet. Safe to run on every start. */
export async function migrateDatabase(): Promise<void> {
  const { db, kind } = getConnection();
  if (kind === 'pglite') await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePostgres(db as unknown as PostgresJsDatabase, { migrationsFolder });
}
