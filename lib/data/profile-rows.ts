import 'server-only';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { db, getConnection } from '@/db/client';
import { profiles } from '@/db/schema';
import { profileSelectList, quoteIdentifier } from './profile-columns';
import type { ProfileRecord } from './profiles';

/*
 * The list's reads of profiles. A page is read in two steps: the ids and row versions of its
 * profiles, then the whole rows of only those the caller has not serialized at that version
 * already. Whole rows are shaped by PostgreSQL (profile-columns.ts) and read straight from the
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

type Page = { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number };

/** One page of profiles as ids and versions, in the given order. */
export function versionPage({ where, orderBy, limit, offset }: Page): Promise<ProfileVersion[]> {
  const query = db
    .select({ version: sql.raw(`${idColumn} as "id", ${VERSION}`) })
    .from(profiles)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)
    .toSQL();
  // A filter's plan depends on its value (a generic plan cannot use the trigram indexes for
  // "contains"): only unfiltered pages keep their statement prepared.
  return getConnection().rows<ProfileVersion>(query.sql, query.params, { prepare: where === undefined });
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

const byIdsSql = (forMember: boolean) =>
  `select ${profileSelectList(forMember)}, ${VERSION} from ${table} where ${idColumn} = any($1::int[])`;
const byIds = { admin: byIdsSql(false), member: byIdsSql(true) };

/** The profiles with these ids, in the order of the ids (missing ones, deleted meanwhile, left out). */
export async function profilesByIds(ids: readonly number[], forMember = false): Promise<ListedProfile[]> {
  if (ids.length === 0) return [];
  return inOrder(ids, await getConnection().rows<ListedProfile>(byIds[forMember ? 'member' : 'admin'], [[...ids]], { prepare: true }));
}
