import 'server-only';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { db, getConnection } from '@/db/client';
import { profiles } from '@/db/schema';
import { profileSelectList, quoteIdentifier } from './profile-columns';
import type { ProfileRecord } from './profiles';

/**
 * The list's reads of profiles, shaped by PostgreSQL (profile-columns.ts) and read straight from
 * the driver: Drizzle's result mapping took a third of the CPU of a page of 30 profiles (measured
 * with --cpu-prof). Drizzle still writes the SQL (filters, order) and every other read.
 */
const selectLists = { admin: profileSelectList(false), member: profileSelectList(true) };

type Page = { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number; forMember: boolean };

/** One page of profiles as records, in the given order. */
export function profilePage({ where, orderBy, limit, offset, forMember }: Page): Promise<ProfileRecord[]> {
  const query = db
    .select({ record: sql.raw(selectLists[forMember ? 'member' : 'admin']) })
    .from(profiles)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)
    .toSQL();
  // A filter's plan depends on its value (a generic plan cannot use the trigram indexes for
  // "contains"): only unfiltered pages keep their statement prepared.
  return getConnection().rows<ProfileRecord>(query.sql, query.params, { prepare: where === undefined });
}

const byIdsSql = (forMember: boolean) =>
  `select ${profileSelectList(forMember)} from ${quoteIdentifier(getTableName(profiles))} where ${quoteIdentifier(profiles.id.name)} = any($1::int[])`;
const byIds = { admin: byIdsSql(false), member: byIdsSql(true) };

/** The profiles with these ids, in the order of the ids (missing ones, deleted meanwhile, left out). */
export async function profilesByIds(ids: readonly number[], forMember = false): Promise<ProfileRecord[]> {
  if (ids.length === 0) return [];
  const rows = await getConnection().rows<ProfileRecord>(byIds[forMember ? 'member' : 'admin'], [[...ids]], { prepare: true });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ProfileRecord => row !== undefined);
}
