import 'server-only';
import { getConnection } from '@/db/client';

/**
 * Read cache of the master-data tables: small, read on every screen, rarely written. Results are
 * kept per table and per query, so a read costs no database round trip.
 *
 * Invalidation, across instances: a trigger on every master-data table (migration 0003) sends
 * NOTIFY master_data '<table>' at commit, whoever writes; each process LISTENs and drops that
 * table's entries. The writer also drops them itself at once (read-your-writes without waiting for
 * the notification). A generation counter per table stops a read that started before a write from
 * storing what it read after the write invalidated. Nothing is cached until LISTEN is confirmed
 * (and after a reconnect everything is dropped, since notifications may have been missed); entries
 * also expire after a minute, a safety net should a notification ever be lost.
 */
const CHANNEL = 'master_data';
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES_PER_TABLE = 200;

type Entry = { value: unknown; at: number };
type Store = {
  generations: Map<string, number>;
  entries: Map<string, Map<string, Entry>>;
  /** The connection LISTEN runs on; a new connection (tests reopen it) needs a new LISTEN. */
  connection: unknown;
  listening: Promise<void> | null;
  ready: boolean;
};

const globalForCache = globalThis as unknown as { thirumanamMasterCache?: Store };

function store(): Store {
  globalForCache.thirumanamMasterCache ??= {
    generations: new Map(),
    entries: new Map(),
    connection: null,
    listening: null,
    ready: false,
  };
  return globalForCache.thirumanamMasterCache;
}

/** Drops the cached reads of one table (by its SQL name), or of every table. */
export function invalidateMasterCache(table?: string): void {
  const s = store();
  const tables = table ? [table] : [...new Set([...s.entries.keys(), ...s.generations.keys()])];
  for (const name of tables) {
    s.generations.set(name, (s.generations.get(name) ?? 0) + 1);
    s.entries.delete(name);
  }
}

function ensureListening(s: Store): Promise<void> {
  const connection = getConnection();
  if (s.connection !== connection) {
    s.connection = connection;
    s.ready = false;
    invalidateMasterCache();
    s.listening = connection
      .listen(
        CHANNEL,
        (table) => invalidateMasterCache(table),
        () => {
          invalidateMasterCache();
          if (s.connection === connection) s.ready = true;
        },
      )
      .then(
        () => undefined,
        (error: unknown) => {
          // Without notifications the cache could go stale: serve from the database, retry later.
          console.error('[master-data cache] LISTEN failed; reads go to the database', error);
          setTimeout(() => {
            if (s.connection === connection) s.connection = null;
          }, 5_000).unref?.();
        },
      );
  }
  return s.listening ?? Promise.resolve();
}

/**
 * `load()`'s result for (table, key), from the cache when present and fresh. Cached values are
 * shared between requests: callers must not mutate them (they are frozen by the data layer).
 */
export async function cachedMasterRead<T>(table: string, key: string, load: () => Promise<T>): Promise<T> {
  const s = store();
  await ensureListening(s);
  const hit = s.entries.get(table)?.get(key);
  if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.value as T;

  const generation = s.generations.get(table) ?? 0;
  const value = await load();
  if (s.ready && (s.generations.get(table) ?? 0) === generation) {
    let entries = s.entries.get(table);
    if (!entries) s.entries.set(table, (entries = new Map()));
    entries.delete(key);
    entries.set(key, { value, at: Date.now() });
    // Arbitrary query strings must not grow memory without bound: drop the oldest entry.
    if (entries.size > MAX_ENTRIES_PER_TABLE) entries.delete(entries.keys().next().value as string);
  }
  return value;
}

/** For tests: whether reads are being cached (LISTEN confirmed). */
export const masterCacheReady = () => store().ready;
