import 'server-only';
import { getConnection, openConnection } from '@/db/client';
import { env } from '@/lib/env';
import { pollTableChanges, type ChangePoller } from './change-poll';

/**
 * Read cache for tables that are read far more than written: the master data (every screen reads
 * it; rarely written) and the profiles' filtered admin lists (their matching ids, see
 * profiles/search.ts). Results are kept per table and per query, so a hit costs no database round trip.
 *
 * Invalidation, across instances: a trigger on each cached table (migrations 0003/0004) sends
 * NOTIFY table_changed '<table>' at commit, whoever writes; each process LISTENs and drops that
 * table's entries. A writer through the data layer also drops them itself at once (read-your-writes
 * without waiting for the notification). A generation counter per table stops a read that started
 * before a write from storing what it read once the write has invalidated. Nothing is cached until
 * LISTEN is confirmed, everything is dropped when it (re)starts (notifications may have been
 * missed), and entries expire after a minute: a safety net should a notification ever be lost.
 *
 * Behind a transaction-mode pooler there is no session to LISTEN on unless DATABASE_LISTEN_URL
 * gives a direct one; without it each instance polls the changes instead (change-poll.ts, every
 * DATABASE_CHANGE_POLL_MS, default 250 ms) and caches only while its polls succeed. With LISTEN the
 * same poll runs every 5 s as a safety net for notifications lost while its connection was down
 * (on PGlite once a minute, only to prune table_change).
 */
const CHANNEL = 'table_changed';
const MAX_AGE_MS = 60_000;
const DEFAULT_MAX_ENTRIES = 200;

type Entry = { value: unknown; at: number };
type Store = {
  generations: Map<string, number>;
  /** Caches built from other tables' rows too: dropped whenever one of those changes. */
  dependents: Map<string, Set<string>>;
  entries: Map<string, Map<string, Entry>>;
  /** Per table: values served from memory and values loaded (see readCacheStats). */
  stats: Map<string, { hits: number; loads: number }>;
  /** Loads under way, shared by every reader of the same key (and generation) meanwhile. */
  pending: Map<string, Promise<unknown>>;
  /** The connection LISTEN runs on; a new connection (tests reopen it) needs a new LISTEN. */
  connection: unknown;
  listening: Promise<void> | null;
  poller: ChangePoller | null;
  ready: boolean;
};

declare global {
  // One store per process, kept on globalThis so dev reloads and jest's module registries share it.
  var thirumanamReadCache: Store | undefined;
}

function store(): Store {
  globalThis.thirumanamReadCache ??= {
    generations: new Map(),
    dependents: new Map(),
    entries: new Map(),
    pending: new Map(),
    stats: new Map(),
    connection: null,
    listening: null,
    poller: null,
    ready: false,
  };
  return globalThis.thirumanamReadCache;
}

/** Drops the cached reads of one table (by its SQL name) and of those that depend on it, or of every table. */
export function invalidateTableCache(table?: string): void {
  const s = store();
  const tables = table
    ? [table, ...(s.dependents.get(table) ?? [])]
    : [...new Set([...s.entries.keys(), ...s.generations.keys()])];
  for (const name of tables) {
    s.generations.set(name, (s.generations.get(name) ?? 0) + 1);
    s.entries.delete(name);
  }
}

/** Declares that what is cached under `table` is also built from `sources` (e.g. embedded names). */
export function cacheDependsOn(table: string, sources: string[]): void {
  const s = store();
  for (const source of sources) {
    if (!s.dependents.has(source)) s.dependents.set(source, new Set());
    s.dependents.get(source)!.add(table);
  }
}

/**
 * Whether Next.js is building: it renders the pages once to find which are static, and those that read
 * before asking for the request (the legal pages' settings) reach here, on a database no server has
 * migrated yet (the embedded one of a fresh clone). Nothing is heard or cached then.
 */
const building = () => process.env.NEXT_PHASE === 'phase-production-build';

function ensureListening(s: Store): Promise<void> {
  if (building()) return Promise.resolve();
  const connection = getConnection();
  if (s.connection === connection) return s.listening ?? Promise.resolve();
  s.poller?.stop();
  s.poller = null;
  s.connection = connection;
  s.ready = false;
  s.listening = null;
  invalidateTableCache();
  const current = () => s.connection === connection && openConnection() === connection;
  const listen = connection.listen;

  {
    // PGlite is one process (its NOTIFY cannot be lost): its poll only prunes table_change, rarely.
    const interval =
      connection.kind === 'pglite' ? 60_000 : (env().DATABASE_CHANGE_POLL_MS ?? (listen ? 5_000 : 250));
    let failing = false;
    s.poller = pollTableChanges(connection.rows, interval, {
      alive: current,
      onChanged: (table) => {
        if (current()) invalidateTableCache(table);
      },
      onReady: (first) => {
        if (!current()) return;
        failing = false;
        if (first) invalidateTableCache();
        if (!listen) s.ready = true;
      },
      onFailed: (error) => {
        if (!current()) return;
        if (!failing) console.error('[read cache] polling table changes failed', error);
        failing = true;
        // Polling is all this instance hears from the others: until it works, read the database.
        if (!listen) {
          s.ready = false;
          invalidateTableCache();
        }
      },
    });
  }
  if (!listen) return Promise.resolve();

  s.listening = listen(
    CHANNEL,
    (table) => invalidateTableCache(table),
    () => {
      invalidateTableCache();
      if (current()) s.ready = true;
    },
  ).then(
    () => undefined,
    (error: unknown) => {
      // Without notifications the cache could go stale: serve from the database, retry later.
      console.error('[read cache] LISTEN failed; reads go to the database', error);
      setTimeout(() => {
        if (current()) {
          s.poller?.stop();
          s.connection = null;
        }
      }, 5_000).unref?.();
    },
  );
  return s.listening;
}

/** Stores what was read unless the table changed meanwhile; the oldest entries go beyond `maxEntries`. */
function keep(s: Store, table: string, generation: number, values: Iterable<[string, unknown]>, maxEntries: number) {
  if (!s.ready || (s.generations.get(table) ?? 0) !== generation) return;
  let entries = s.entries.get(table);
  if (!entries) s.entries.set(table, (entries = new Map()));
  const at = Date.now();
  for (const [key, value] of values) {
    entries.delete(key); // re-inserted: the newest
    entries.set(key, { value, at });
  }
  // Arbitrary query strings must not grow memory without bound: drop the oldest entries.
  while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
}

const fresh = (entry: Entry | undefined): entry is Entry => !!entry && Date.now() - entry.at < MAX_AGE_MS;

function count(s: Store, table: string, hits: number, loads: number) {
  let stats = s.stats.get(table);
  if (!stats) s.stats.set(table, (stats = { hits: 0, loads: 0 }));
  stats.hits += hits;
  stats.loads += loads;
}

/**
 * `load()`'s result for (table, key), from the cache when present and fresh. Cached values are
 * shared between requests: callers must not mutate them.
 */
export async function cachedRead<T>(
  table: string,
  key: string,
  load: () => Promise<T>,
  maxEntries = DEFAULT_MAX_ENTRIES,
): Promise<T> {
  const s = store();
  await ensureListening(s);
  const hit = s.entries.get(table)?.get(key);
  if (fresh(hit)) {
    count(s, table, 1, 0);
    return hit.value as T;
  }

  // Right after a write every reader misses at once: they share one load instead of each
  // running the same query (a page's 16 concurrent readers ran 16 identical searches).
  const generation = s.generations.get(table) ?? 0;
  const pendingKey = `${table}\u0000${generation}\u0000${key}`;
  const inFlight = s.pending.get(pendingKey);
  if (inFlight) return inFlight as Promise<T>;
  count(s, table, 0, 1);
  const loading = (async () => {
    try {
      const value = await load();
      keep(s, table, generation, [[key, value]], maxEntries);
      return value;
    } finally {
      s.pending.delete(pendingKey);
    }
  })();
  s.pending.set(pendingKey, loading);
  return loading;
}

/**
 * Many small values at once (a page of serialized profiles): those cached are taken from memory,
 * the others built in one call, `loadMissing(keys)`, which answers by key. Keys it leaves out are
 * left out of the answer too (undefined).
 */
export async function cachedMany<T>(
  table: string,
  keys: readonly string[],
  loadMissing: (keys: string[]) => Promise<ReadonlyMap<string, T>>,
  maxEntries = DEFAULT_MAX_ENTRIES,
): Promise<(T | undefined)[]> {
  const s = store();
  await ensureListening(s);
  const entries = s.entries.get(table);
  const found = keys.map((key) => {
    const entry = entries?.get(key);
    return fresh(entry) ? entry : undefined;
  });
  const missing = keys.filter((_key, i) => !found[i]);
  count(s, table, keys.length - missing.length, missing.length);
  if (missing.length === 0) return found.map((entry) => entry!.value as T);
  const generation = s.generations.get(table) ?? 0;
  const loaded = await loadMissing(missing);
  keep(s, table, generation, loaded, maxEntries);
  return keys.map((key, i) => (found[i] ? (found[i].value as T) : loaded.get(key)));
}

/** Values served from memory and values loaded since the process started, per cached table. */
export function readCacheStats(table: string): { hits: number; loads: number } {
  return { ...(store().stats.get(table) ?? { hits: 0, loads: 0 }) };
}

/** For tests: whether reads are being cached (LISTEN confirmed). */
export const readCacheReady = () => store().ready;
