import 'server-only';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { db, getConnection, type Database } from '@/db/client';
import { profiles, type Profile } from '@/db/schema';
import { cachedRead, invalidateTableCache } from './read-cache';

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

const byIds = new WeakMap<Database, ReturnType<typeof prepareByIds>>();

function prepareByIds(database: Database) {
  return database
    .select()
    .from(profiles)
    .where(sql`${profiles.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('profiles_by_ids');
}

/** The profiles with these ids, in the order of the ids (missing ones, deleted meanwhile, left out). */
export async function profilesByIds(ids: readonly number[]): Promise<Profile[]> {
  if (ids.length === 0) return [];
  const database = getConnection().db;
  let query = byIds.get(database);
  if (!query) byIds.set(database, (query = prepareByIds(database)));
  const rows = await query.execute({ ids: [...ids] });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is Profile => row !== undefined);
}
