import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { env } from '@/lib/env';
import { withSafeTransactions } from './safe-transactions';
import * as schema from './schema';

/**
 * The one switch between databases: DATABASE_URL set → a real PostgreSQL through postgres.js;
 * unset → embedded PGlite in PGLITE_DIR (default ./data/pglite; "memory://" for tests).
 * One connection per process, kept on globalThis so dev reloads and test modules reuse it.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

type PostgresDatabase = PostgresJsDatabase<typeof schema> & { $client: postgres.Sql };
export type PgliteDriverDatabase = PgliteDatabase<typeof schema> & { $client: PGlite };
/** The database as each driver's Drizzle gives it: what the migrators need (db/migrate.ts). */
export type DriverDatabase = PostgresDatabase | PgliteDriverDatabase;

/** Runs `onNotify` for each NOTIFY on `channel`, and `onListen` whenever listening (re)starts. */
type Listen = (
  channel: string,
  onNotify: (payload: string) => void,
  onListen?: () => void,
) => Promise<() => Promise<void>>;

/**
 * Rows of a raw parameterized query, as plain objects keyed by column name, without Drizzle's
 * per-cell mapping (hot reads that shape their own columns). `prepare` keeps the statement parsed
 * and planned per connection: only for queries whose plan does not depend on the values.
 */
export type RawRows = <T>(
  text: string,
  params: readonly unknown[],
  options?: { prepare?: boolean },
) => Promise<T[]>;

type Connection = (
  { kind: 'postgres'; db: PostgresDatabase } | { kind: 'pglite'; db: PgliteDriverDatabase }
) & {
  /** Reached through a transaction-mode pooler (behindPooler). */
  pooled: boolean;
  close: () => Promise<void>;
  /** Null when there is no session to LISTEN on (a pooler and no DATABASE_LISTEN_URL): poll instead. */
  listen: Listen | null;
  rows: RawRows;
};

declare global {
  // Survives dev reloads and jest's module registries (see above); `var` is how a global is declared.
  var thirumanamDb: Connection | undefined;
}

/**
 * Whether DATABASE_URL leads to PgBouncer (or another pooler) in transaction mode, where a server
 * connection is lent per transaction: prepared statements, LISTEN, session settings and session
 * advisory locks do not carry over. DATABASE_PGBOUNCER=true/false says so; unset, a URL on
 * PgBouncer's usual port 6432 counts as one.
 */
export function behindPooler(url = env().DATABASE_URL): boolean {
  const flag = env().DATABASE_PGBOUNCER;
  if (flag !== undefined) return flag;
  if (!url) return false;
  try {
    return new URL(url).port === '6432';
  } catch {
    return false;
  }
}

/**
 * A URL straight to PostgreSQL, for what needs a session of its own (LISTEN, the migrations'
 * advisory lock): DATABASE_LISTEN_URL when set, else DATABASE_URL unless that is a pooler.
 */
export function directUrl(): string | undefined {
  const url = env().DATABASE_URL;
  return env().DATABASE_LISTEN_URL ?? (url && !behindPooler(url) ? url : undefined);
}

function connect(): Connection {
  const settings = env();
  const url = settings.DATABASE_URL;
  if (url) {
    const pooled = behindPooler(url);
    const unguarded = postgres(url, {
      max: settings.DATABASE_POOL_SIZE,
      onnotice: () => {},
      // PgBouncer in transaction mode may run the next statement on another server connection,
      // where a statement prepared on the first does not exist.
      prepare: !pooled,
      // Fail fast when PostgreSQL is down or restarting: a request waits at most this long for a
      // connection, then answers 503 with Retry-After (lib/data/db-errors.ts) instead of hanging.
      connect_timeout: settings.DATABASE_CONNECT_TIMEOUT,
      // postgres.js waits 3^n/100 s (up to 20 s) before the n-th reconnection, and queries queued
      // meanwhile wait with it: during a restart, requests hung up to 19 s. Retrying every half
      // second at most makes each queued query fail (503) or run within a few seconds.
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
      // Idle connections are closed after a while and every connection is renewed now and then, so
      // a pool never keeps sockets a restarted server or a proxy (pgbouncer) has silently dropped.
      idle_timeout: settings.DATABASE_IDLE_TIMEOUT,
      max_lifetime: settings.DATABASE_MAX_LIFETIME,
      // PgBouncer refuses start-up parameters it does not know; behind it these two are set on the
      // role or database instead (README, "Running several instances").
      connection: pooled
        ? {}
        : {
            // The planner's default page cost assumes spinning disks; at 4.0 it prefers scanning every
            // profile to the trigram indexes for "contains" filters (39 ms instead of 8 ms on 100,000).
            random_page_cost: String(settings.DATABASE_RANDOM_PAGE_COST),
            // The app's queries are short; JIT compiling one costs 0.1 to several seconds. It kicks in on
            // the planner's cost estimate, which small never-analyzed tables (star, raasi, gender: under
            // autovacuum's 50-row threshold) inflate: the match search's walk over score groups was
            // estimated at millions of rows and compiled for 5.9 s before running for 0.1 s.
            jit: 'off',
            // No request's query may hold a connection longer than this (the slowest screen query takes
            // well under a second on a million profiles); migrations run on their own connection without it.
            statement_timeout: settings.DATABASE_STATEMENT_TIMEOUT_MS,
          },
    });
    // A transaction whose connection closed must never write to it again (db/safe-transactions.ts).
    const client = withSafeTransactions(unguarded);
    // LISTEN needs a session of its own: through a pooler only on a direct connection, if one is given.
    const listenUrl = directUrl();
    const listener = !listenUrl
      ? null
      : listenUrl === url
        ? client
        : postgres(listenUrl, {
            max: 1,
            onnotice: () => {},
            connect_timeout: settings.DATABASE_CONNECT_TIMEOUT,
            backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
            connection: { application_name: 'thirumanam-listen' },
          });
    return {
      db: drizzlePostgres(client, { schema }),
      kind: 'postgres',
      pooled,
      // Bounded: a connection stuck on a dead server must not hold up a shutdown.
      close: async () => {
        await Promise.all([
          client.end({ timeout: 5 }),
          listener && listener !== client ? listener.end({ timeout: 5 }) : null,
        ]);
      },
      // postgres.js keeps one dedicated connection for LISTEN, reconnects it, and calls onListen again.
      listen: listener
        ? async (channel, onNotify, onListen) => {
            const { unlisten } = await listener.listen(channel, onNotify, onListen);
            return unlisten;
          }
        : null,
      rows: async <T>(text: string, params: readonly unknown[], options?: { prepare?: boolean }) =>
        client.unsafe<T[]>(text, params as postgres.ParameterOrJSON<never>[], {
          prepare: !pooled && (options?.prepare ?? false),
        }),
    };
  }
  const dir = settings.PGLITE_DIR;
  if (!dir.startsWith('memory://'))
    mkdirSync(path.dirname(path.resolve(/*turbopackIgnore: true*/ dir)), { recursive: true });
  const template = dir.startsWith('memory://') ? settings.PGLITE_TEMPLATE : undefined;
  const client = new PGlite(dir, {
    extensions: { pg_trgm },
    loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
  });
  return {
    db: drizzlePglite(client, { schema }),
    kind: 'pglite',
    pooled: false,
    close: () => client.close(),
    listen: async (channel, onNotify, onListen) => {
      const unlisten = await client.listen(channel, onNotify);
      onListen?.();
      return unlisten;
    },
    // In-process: there is no network round trip for a named statement to save.
    rows: async <T>(text: string, params: readonly unknown[]) =>
      (await client.query<T>(text, params as unknown[])).rows,
  };
}

export function getConnection(): Connection {
  globalThis.thirumanamDb ??= connect();
  return globalThis.thirumanamDb;
}

/** The connection if one is open, without opening one (a closed connection's pollers stop on it). */
export const openConnection = (): Connection | undefined => globalThis.thirumanamDb;

/** The database, opened on first use. */
export const db: Database = new Proxy({} as Database, {
  get(_target, prop) {
    const real = getConnection().db;
    const value: unknown = Reflect.get(real, prop);
    return typeof value === 'function' ? value.bind(real) : value;
  },
});

export async function closeDb(): Promise<void> {
  const connection = globalThis.thirumanamDb;
  globalThis.thirumanamDb = undefined;
  await connection?.close();
}

/**
 * A compiled query's text with its values written into it as SQL literals, or undefined when a
 * value is not a finite number, a boolean, null or a string without NUL or backslash. Sent without
 * parameters, postgres.js runs it as one simple-protocol message, one round trip, where a query
 * with parameters and no prepared statement costs two (Parse and Describe first, to learn the
 * parameters' types, then Bind and Execute). Numbers become numeric literals in parentheses (so
 * `-1` never meets a `-`), strings quoted literals of unknown type as a parameter is. A string with
 * a backslash keeps its parameters: what a backslash means in a quoted literal depends on the
 * server's standard_conforming_strings, and a server (or a pooler) with it off must not be able to
 * read a member's text as SQL. Only for texts whose `$n` are all placeholders (no `$1` inside a
 * string constant).
 */
export function inlinedText(text: string, params: readonly unknown[]): string | undefined {
  const literals: string[] = [];
  for (const value of params) {
    if (value === null) literals.push('null');
    else if (typeof value === 'boolean') literals.push(String(value));
    else if (typeof value === 'number' && Number.isFinite(value)) literals.push(`(${value})`);
    else if (typeof value === 'string' && !value.includes('\0') && !value.includes('\\'))
      literals.push(`'${value.replaceAll("'", "''")}'`);
    else return undefined;
  }
  return text.replace(/\$(\d+)/g, (placeholder, n: string) => literals[Number(n) - 1] ?? placeholder);
}

/**
 * Rows of a query whose plan is made for its values anyway (no prepared statement: a plan per text
 * would be kept by every connection, about 1 MB each for the match search), in one round trip on
 * PostgreSQL (its values written into the text, `inlinedText`); PGlite has no round trip to save.
 */
export async function queryRowsOnce<T>(query: { sql: string; params: readonly unknown[] }): Promise<T[]> {
  const connection = getConnection();
  const inlined = connection.kind === 'postgres' ? inlinedText(query.sql, query.params) : undefined;
  return inlined === undefined
    ? connection.rows<T>(query.sql, query.params)
    : connection.rows<T>(inlined, []);
}

/**
 * Rows of a raw query, whichever driver is behind `db` (postgres.js returns an array, PGlite { rows }),
 * on `db` or inside a transaction (`on: tx`).
 */
export async function queryRows<T>(
  query: import('drizzle-orm').SQL,
  on: Pick<Database, 'execute'> = db,
): Promise<T[]> {
  const result = (await on.execute(query)) as unknown;
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
