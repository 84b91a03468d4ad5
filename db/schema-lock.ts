import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { env } from '@/lib/env';
import { directUrl, getConnection, type DriverDatabase } from './client';
import * as schema from './schema';

/**
 * Fixed key of the advisory lock that migrations and seeds run under (any bigint would do; it
 * only has to be the same in every instance of the app, and unused by anything else).
 */
const SCHEMA_LOCK_KEY = 7_305_115_092_031n;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so two instances started together on one
 * empty database migrate and seed one after the other instead of racing (the second finds the
 * migrations applied and the lists seeded, and does nothing). The lock lives on one dedicated
 * connection without statement_timeout (waiting for the other instance may take long); `work` gets
 * a database on that same connection, which migrations use. PostgreSQL frees the lock by itself if
 * this process dies. PGlite is embedded in one process: nothing to lock against.
 *
 * A session lock needs a session: behind a transaction-mode pooler it is taken on the direct
 * connection (DATABASE_LISTEN_URL); without one, see lockThroughPooler.
 */
export async function withSchemaLock<T>(work: (db: DriverDatabase) => Promise<T>): Promise<T> {
  const connection = getConnection();
  const url = directUrl();
  if (connection.kind === 'pglite') return work(connection.db);
  if (!url) return lockThroughPooler(work, connection.db);
  const client = postgres(url, {
    max: 1,
    onnotice: () => {},
    connect_timeout: 10,
    connection: { statement_timeout: 0, application_name: 'thirumanam-migrate' },
  });
  try {
    await client`select pg_advisory_lock(${SCHEMA_LOCK_KEY.toString()}::bigint)`;
    try {
      return await work(drizzle(client, { schema }));
    } finally {
      await client`select pg_advisory_unlock(${SCHEMA_LOCK_KEY.toString()}::bigint)`;
    }
  } finally {
    await client.end();
  }
}

/**
 * The same lock through a transaction-mode pooler, which lends a server connection per transaction:
 * one transaction is kept open for the whole of `work`, holding a transaction-level advisory lock
 * on the same key (it excludes the session-level one other instances may take directly), so the
 * pooler keeps that server connection for it. `work` runs on the app's pooled connections and
 * commits as it goes; the lock ends when the holding transaction commits, or when this process dies.
 */
async function lockThroughPooler<T>(
  work: (db: DriverDatabase) => Promise<T>,
  pooled: DriverDatabase,
): Promise<T> {
  // Only reached on PostgreSQL, hence with a DATABASE_URL.
  const client = postgres(env().DATABASE_URL!, {
    max: 1,
    prepare: false,
    onnotice: () => {},
    connect_timeout: 10,
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => {};
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const holder = client.begin(async (tx) => {
    // No statement_timeout for the wait (a role-level one would otherwise apply through the pooler).
    await tx`select set_config('statement_timeout', '0', true)`;
    await tx`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY.toString()}::bigint)`;
    locked();
    await released;
  });
  try {
    await Promise.race([lockTaken, holder]);
    return await work(pooled);
  } finally {
    release();
    await holder.catch(() => {});
    await client.end({ timeout: 5 });
  }
}
