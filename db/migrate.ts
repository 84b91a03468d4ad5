import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { DriverDatabase, PgliteDriverDatabase } from './client';
import { withSchemaLock } from './schema-lock';

const migrationsFolder = path.join(process.cwd(), 'db', 'migrations');

/** Applies the committed migrations that `db` has not seen yet; the caller holds the schema lock. */
export async function applyMigrations(db: DriverDatabase): Promise<void> {
  if (onPglite(db)) await migratePglite(db, { migrationsFolder });
  else await migratePostgres(db, { migrationsFolder });
}

const onPglite = (db: DriverDatabase): db is PgliteDriverDatabase => db.$client instanceof PGlite;

/** Applies the committed migrations under the schema lock (db/schema-lock.ts). Safe to run on every start. */
export async function migrateDatabase(): Promise<void> {
  await withSchemaLock(applyMigrations);
}
