import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { profiles } from '@/db/schema';
import { profileFields } from '@/lib/resources/profile';

/**
 * The SELECT list of the profile list: each column under the name the API prints, dates already
 * formatted by PostgreSQL, so that a page needs no per-cell mapping in JavaScript (profile-rows.ts).
 * No database access here: `npm run bench:api` hands the same list to its bare server.
 */
/** The Drizzle column of a registry field, by its property name in db/schema.ts. */
export const columnOf = (name: string) => (profiles as unknown as Record<string, AnyPgColumn>)[name];
export const quoteIdentifier = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** RFC 3339 in UTC to the second, as profiles.ts prints a Date: "2026-01-05T10:00:00+00:00". */
const RFC3339_UTC = `'YYYY-MM-DD"T"HH24:MI:SS"+00:00"'`;

export function profileSelectList(forMember: boolean): string {
  const columns = [`${quoteIdentifier(profiles.id.name)} as "id"`, `${quoteIdentifier(profiles.userId.name)} as "userId"`];
  for (const field of profileFields) {
    if (forMember && field.hiddenFromMembers) continue; // never read, so never printed
    const column = quoteIdentifier(columnOf(field.column).name);
    const value =
      field.type === 'datetime'
        ? `to_char(${column} at time zone 'UTC', ${RFC3339_UTC})`
        : field.type === 'date'
          ? `to_char(${column}, 'YYYY-MM-DD')`
          : column;
    columns.push(`${value} as ${quoteIdentifier(field.name)}`);
  }
  return columns.join(', ');
}
