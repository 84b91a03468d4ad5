import 'server-only';
import { getTableName, type SQL } from 'drizzle-orm';
import { db } from '@/db/client';
import { profiles, users } from '@/db/schema';
import { env } from '@/lib/env';
import { masterResources } from '@/lib/resources/master-data';
import { cacheDependsOn, cachedMany, cachedRead, invalidateTableCache } from '@/lib/data/read-cache';

/**
 * Filtered admin lists of profiles. The first request for a filter (and order) finds every
 * matching id in order, once, through the trigram and date indexes; that filter's pages and its
 * exact total are then cut from the list until any profile changes (read-cache.ts: dropped at once
 * by this instance's writes, by NOTIFY after the others'). An administrator paging through a
 * search thus searches once. More than 10,000 matches are not kept: those pages are searched and
 * counted in SQL on every request.
 */
const MAX_IDS = 10_000;
const TABLE = getTableName(profiles);

export const invalidateProfileSearches = () => invalidateTableCache(TABLE);

/**
 * Serialized pages are kept apart from the searches and the total: a stream of new URLs (each
 * page of each filter) must not push out the id lists and the count that make those pages cheap.
 * Both are dropped with the profiles, and with the master data (an order by a reference follows
 * its names: a renamed caste must sort at once); the pages also with the accounts (an
 * administrator's page prints each member's sign-in e-mail).
 */
const PAGES = `${TABLE} pages`;
const masterTables = masterResources.map((r) => getTableName(r.table));
cacheDependsOn(TABLE, masterTables);
cacheDependsOn(PAGES, [TABLE, ...masterTables, getTableName(users)]);

/**
 * Each listed profile serialized, by reader kind, id and row version (rows.ts): a write
 * to one profile makes only that one be read and serialized again, so a page right after a write
 * costs little more than its ids. Kept by version, not dropped with the profiles nor with the
 * master data (they print references as IRIs, no names). PROFILE_FRAGMENTS_MAX of them at most
 * (default 5,000, about 14 MB; 0 keeps none).
 */
const FRAGMENTS = `${TABLE} fragments`;
const FRAGMENTS_MAX = env().PROFILE_FRAGMENTS_MAX;

export function cachedProfileFragments(keys: readonly string[], build: (keys: string[]) => Promise<ReadonlyMap<string, Buffer>>) {
  return cachedMany(FRAGMENTS, keys, build, FRAGMENTS_MAX);
}

/**
 * An administrator's list page, serialized: answered from memory until a profile (or a master-data
 * row it shows) changes, like the master data itself. Per URL, at most 100 pages (the caller
 * keeps pages of more than 100 profiles out).
 */
export function cachedListBody(search: string, build: () => Promise<Buffer>): Promise<Buffer> {
  return cachedRead(PAGES, search, build, 100);
}

/** The exact number of profiles, read once until a profile is added or removed (or changed). */
export const cachedProfileTotal = (load: () => Promise<number>) => cachedRead(TABLE, 'total', load);

/** The ids of every matching profile in list order, or null when there are too many to keep. */
export function matchingIds(key: string, where: SQL, orderBy: SQL[]): Promise<readonly number[] | null> {
  return cachedRead(
    TABLE,
    key,
    async () => {
      const rows = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(where)
        .orderBy(...orderBy)
        .limit(MAX_IDS + 1);
      return rows.length > MAX_IDS ? null : Object.freeze(rows.map((r) => r.id));
    },
    100,
  );
}
