import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { profiles, savedSearches } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { AppError, isAppError } from '@/lib/errors';
import { MATCH_QUERY_VARIABLES, parseMatchQuery, type MatchQuery } from '@/lib/matching/match-query';
import {
  SAVED_SEARCHES_MAX,
  SAVED_SEARCH_TEXT,
  savedSearchPatchSchema,
  savedSearchSchema,
} from '@/lib/validation/saved-searches';
import { parseInput } from '@/lib/validation/parse-input';
import { UNIQUE_VIOLATION, pgError } from './db-errors';
import { rowId } from './input';
import { pagingOf, resultOf, type ListResult } from './list-query';
import { ownParty } from './member-party';

/**
 * A member's saved searches (issue 26 item 4): the match page's URL query string under a name,
 * run by opening /user/matches?{query}. Only their owner reads, changes or deletes them (anyone
 * else: 404, as if they did not exist). `alert` chooses those that feed the match alert e-mail,
 * read by the alert job through `alertSearchesOf`.
 */
export type SavedSearch = {
  id: number;
  name: string;
  query: string;
  alert: boolean;
  createdAt: Date;
  updatedAt: Date;
};

const columns = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  alert: savedSearches.alert,
  createdAt: savedSearches.createdAt,
  updatedAt: savedSearches.updatedAt,
};

/** The parameters a saved search keeps: the match page's filters and order, never its page. */
const KEPT = new Set([
  ...MATCH_QUERY_VARIABLES,
  ...MATCH_QUERY_VARIABLES.filter((name) => name.endsWith('[]')).map((name) => name.slice(0, -2)),
  'order[date]',
]);
KEPT.delete('page');
KEPT.delete('itemsPerPage');

/**
 * The query string as stored: only the match page's own parameters (others dropped, the page
 * too), each value as the match page would read it; one it would refuse is a 422 on `query`
 * carrying the match page's message.
 */
function normalQuery(raw: string): string {
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(raw)) if (KEPT.has(key)) kept.append(key, value);
  try {
    parseMatchQuery(kept);
  } catch (error) {
    if (isAppError(error)) throw AppError.validation([{ propertyPath: 'query', message: error.message }]);
    throw error;
  }
  return kept.toString();
}

const nameTaken = (error: unknown) =>
  pgError(error)?.code === UNIQUE_VIOLATION ? AppError.taken('name', SAVED_SEARCH_TEXT.nameTaken) : error;

/** GET /api/saved_searches and /user/searches: the member's own, by name. */
export async function listSavedSearches(options: {
  actor: Actor | null;
  page?: number;
  itemsPerPage?: number;
}): Promise<ListResult<SavedSearch>> {
  const me = await ownParty(options.actor);
  const paging = pagingOf({ page: options.page, itemsPerPage: options.itemsPerPage });
  const mine = eq(savedSearches.profileId, me.profileId);
  const [items, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(savedSearches)
      .where(mine)
      .orderBy(asc(sql`lower(${savedSearches.name})`), asc(savedSearches.id))
      .limit(paging.limit ?? paging.itemsPerPage)
      .offset(paging.offset),
    db.select({ total: count() }).from(savedSearches).where(mine),
  ]);
  return resultOf(items, total, paging);
}

/** One of the member's saved searches; another member's, or none: 404. */
export async function getSavedSearch({ actor, id }: { actor: Actor | null; id: number | string }): Promise<SavedSearch> {
  const me = await ownParty(actor);
  const [row] = await db
    .select(columns)
    .from(savedSearches)
    .where(and(eq(savedSearches.id, rowId(id)), eq(savedSearches.profileId, me.profileId)));
  if (!row) throw AppError.notFound();
  return row;
}

/** POST /api/saved_searches {"name", "query", "alert"?}: 201; a name the member already uses: 422; past 20: 409. */
export async function createSavedSearch({ actor, input }: { actor: Actor | null; input: unknown }): Promise<SavedSearch> {
  const me = await ownParty(actor);
  const body = parseInput(savedSearchSchema, input);
  const query = normalQuery(body.query);
  try {
    return await db.transaction(async (tx) => {
      // The member's row, locked: two saves at once cannot both pass the count.
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, me.profileId)).for('update');
      const [{ total }] = await tx
        .select({ total: count() })
        .from(savedSearches)
        .where(eq(savedSearches.profileId, me.profileId));
      if (total >= SAVED_SEARCHES_MAX) throw AppError.conflict(SAVED_SEARCH_TEXT.tooMany);
      const [row] = await tx
        .insert(savedSearches)
        .values({ profileId: me.profileId, name: body.name, query, alert: body.alert ?? false })
        .returning(columns);
      return row;
    });
  } catch (error) {
    throw nameTaken(error);
  }
}

/** PATCH /api/saved_searches/{id} (merge-patch {"name"?, "query"?, "alert"?}): the owner only. */
export async function updateSavedSearch({
  actor,
  id,
  input,
}: {
  actor: Actor | null;
  id: number | string;
  input: unknown;
}): Promise<SavedSearch> {
  const search = await getSavedSearch({ actor, id });
  const body = parseInput(savedSearchPatchSchema, input);
  const changes = {
    ...(body.name !== undefined && { name: body.name }),
    ...(body.query !== undefined && { query: normalQuery(body.query) }),
    ...(body.alert !== undefined && { alert: body.alert }),
  };
  if (!Object.keys(changes).length) return search;
  try {
    const [row] = await db
      .update(savedSearches)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(savedSearches.id, search.id))
      .returning(columns);
    return row;
  } catch (error) {
    throw nameTaken(error);
  }
}

/** DELETE /api/saved_searches/{id}: the owner only (anyone else: 404). */
export async function deleteSavedSearch({ actor, id }: { actor: Actor | null; id: number | string }): Promise<void> {
  const search = await getSavedSearch({ actor, id });
  await db.delete(savedSearches).where(eq(savedSearches.id, search.id));
}

/**
 * For the match alert job: the member's saved searches marked `alert`, each as the match page
 * reads its query. The job lays each one's `overrides` over the member's preferences
 * (`applyOverrides(preferenceFilters(profile), query.overrides)`, as listMatches does) and
 * searches with them besides (or, when there are any, instead of) the preferences alone.
 */
export async function alertSearchesOf(profileId: number): Promise<{ id: number; name: string; query: MatchQuery }[]> {
  const rows = await db
    .select({ id: savedSearches.id, name: savedSearches.name, query: savedSearches.query })
    .from(savedSearches)
    .where(and(eq(savedSearches.profileId, profileId), eq(savedSearches.alert, true)))
    .orderBy(asc(savedSearches.id));
  return rows.flatMap((row) => {
    try {
      return [{ ...row, query: parseMatchQuery(new URLSearchParams(row.query)) }];
    } catch {
      return []; // checked when saved; a search the match page no longer reads feeds nothing
    }
  });
}
