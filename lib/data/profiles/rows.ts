import 'server-only';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { db, getConnection } from '@/db/client';
import { profiles } from '@/db/schema';
import { profileSelectList, quoteIdentifier } from './columns';
import type { ProfileRecord } from './index';
import { PROFILE_VIEW_NAMES, type ProfileViewName } from './view-fields';

/*
 * The list's reads of profiles. A page is read in two steps: the ids and row versions of its
 * profiles, then the whole rows of only those the caller has not serialized at that version
 * already. Whole rows are shaped by PostgreSQL (columns.ts) and read straight from the
 * driver: Drizzle's result mapping took a third of the CPU of a page of 30 profiles (measured with
 * --cpu-prof). Drizzle still writes the SQL (filters, order) and every other read.
 */

/**
 * A profile's id and row version, PostgreSQL's xmin: the transaction that wrote the row as it is
 * now, so any committed change to the row changes it, whoever writes it and however.
 */
export type ProfileVersion = { id: number; version: string };
/** A profile as the list prints it, with the version of the row it was read from. */
export type ListedProfile = ProfileRecord & { version: string };

const VERSION = 'xmin::text as "version"';
const table = quoteIdentifier(getTableName(profiles));
const idColumn = quoteIdentifier(profiles.id.name);

type Page = { where: SQL | undefined; orderBy: SQL[]; orderKey: string; limit: number; offset: number };

// Unfiltered pages differ only in their order, limit and offset: their SQL is written once per order.
const unfilteredSql = new Map<string, string>();

/** One page of profiles as ids and versions, in the given order (`orderKey` names that order). */
export function versionPage({ where, orderBy, orderKey, limit, offset }: Page): Promise<ProfileVersion[]> {
  const build = (pageLimit: number, pageOffset: number) =>
    db
      .select({ version: sql.raw(`${idColumn} as "id", ${VERSION}`) })
      .from(profiles)
      .where(where)
      .orderBy(...orderBy)
      .limit(pageLimit)
      .offset(pageOffset)
      .toSQL();
  if (where !== undefined) {
    // A filter's plan depends on its value (a generic plan cannot use the trigram indexes for
    // "contains"): filtered pages are not prepared.
    const query = build(limit, offset);
    return getConnection().rows<ProfileVersion>(query.sql, query.params);
  }
  let text = unfilteredSql.get(orderKey);
  if (text === undefined) {
    // Written for a page past the first: Drizzle leaves out `offset 0`, and the first page's SQL
    // (the one read most) was then written anew on every request.
    const query = build(limit, Math.max(offset, 1));
    // Kept only when its parameters are the limit and offset alone, as an order's are.
    if (query.params.length !== 2) {
      const exact = build(limit, offset);
      return getConnection().rows<ProfileVersion>(exact.sql, exact.params, { prepare: true });
    }
    text = query.sql;
    if (unfilteredSql.size < 1000) unfilteredSql.set(orderKey, text);
  }
  return getConnection().rows<ProfileVersion>(text, [limit, offset], { prepare: true });
}

/** The ids and versions of these profiles, in the order of the ids (deleted ones left out). */
export async function versionsOf(ids: readonly number[]): Promise<ProfileVersion[]> {
  if (ids.length === 0) return [];
  const rows = await getConnection().rows<ProfileVersion>(
    `select ${idColumn} as "id", ${VERSION} from ${table} where ${idColumn} = any($1::int[])`,
    [[...ids]],
    { prepare: true },
  );
  return inOrder(ids, rows);
}

function inOrder<T extends { id: number }>(ids: readonly number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}

const byIdsSql = (view: ProfileViewName) =>
  `select ${profileSelectList(view)}, ${VERSION} from ${table} where ${idColumn} = any($1::int[])`;
const byIds = Object.fromEntries(PROFILE_VIEW_NAMES.map((view) => [view, byIdsSql(view)])) as Record<ProfileViewName, string>;

/**
 * The profiles with these ids as one view shows them, in the order of the ids (missing ones,
 * deleted meanwhile, left out). Callers are lib/data only: views.ts decides the view.
 */
export async function profilesByIds(ids: readonly number[], view: ProfileViewName): Promise<ListedProfile[]> {
  if (ids.length === 0) return [];
  return inOrder(ids, await getConnection().rows<ListedProfile>(byIds[view], [[...ids]], { prepare: true }));
}
