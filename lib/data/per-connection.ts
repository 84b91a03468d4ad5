import 'server-only';
import { getConnection, type Database } from '@/db/client';

/**
 * What `prepare` builds for a connection (prepared statements: built by Drizzle once, parsed and
 * planned once by PostgreSQL), built again for a new connection (tests reopen it); the getter
 * returns the open connection's.
 */
export function perConnection<T>(prepare: (database: Database) => T): () => T {
  const built = new WeakMap<Database, T>();
  return () => {
    const database = getConnection().db;
    let value = built.get(database);
    if (!value) built.set(database, (value = prepare(database)));
    return value;
  };
}
