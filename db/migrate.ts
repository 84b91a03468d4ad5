import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { getConnection, type Database } from './client';
import { withSchemaLock } from './schema-lock';

const migrationsFolder = path.join(process.cwd(), 'db', 'migrations');

/** Applies the committed migrations that `db` has not seen yet; the caller holds the schema lock. */
export async function applyMigrations(db: Database): Promise<void> {
  if (getConnection().kind === 'pglite')
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePostgres(db as unknown as PostgresJsDatabase, { migrationsFolder });
}

/** Applies the committed migrations under the schema lock (db/schema-lock.ts). Safe to run on every start. */
export async function migrateDatabase(): Promise<void> {
  await withSchemaLock(applyMigrations);
}
