import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { directUrl, getConnection, type Database } from './client';
import * as schema from './schema';

/**
 * Fixed key of the advisory lock that migrations and seeds run under (any bigint would do; it
 * only has to be the same in every instance of the app, and unused by anything else).
 */
export const SCHEMA_LOCK_KEY = 7_305_115_092_031n;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so two instances started together on one
 * empty database migrate and seed one after the other instead of racing (the second finds the
 * migrations applied and the lists seeded, and does nothing). The lock lives on one dedicated
 * connection without statement_timeout (waiting for the other instance may take long); `work` gets
 * a database on that same connection, which migrations use. PostgreSQL frees the lock by itself if
 * this process dies. PGlite is embedded in one process: nothing to lock against.
 *
 * A session lock needs a session: behind a transaction-mode pooler it is taken on the direct
 * connection (DATABASE_LISTEN_URL); without one, migrations run through the pooler unlocked.
 */
export async function withSchemaLock<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const connection = getConnection();
  const url = directUrl();
  if (connection.kind === 'pglite') return work(connection.db);
  if (!url) {
    console.warn('[db] DATABASE_URL is a pooler and DATABASE_LISTEN_URL is unset: migrating without the schema lock');
    return work(connection.db);
  }
  const client = postgres(url, {
    max: 1,
    onnotice: () => {},
    connect_timeout: 10,
    connection: { statement_timeout: 0, application_name: 'thirumanam-migrate' },
  });
  try {
    await client`select pg_advisory_lock(${SCHEMA_LOCK_KEY.toString()}::bigint)`;
    try {
      return await work(drizzle(client, { schema }) as unknown as Database);
    } finally {
      await client`select pg_advisory_unlock(${SCHEMA_LOCK_KEY.toString()}::bigint)`;
    }
  } finally {
    await client.end();
  }
}
