import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { profiles } from '@/db/schema';
import { PROFILE_VIEW_FIELDS, isCandidateView, type ProfileViewName } from './view-fields';

/**
 * The SELECT list of the profile list: each column under the name the API prints, dates already
 * formatted by PostgreSQL, so that a page needs no per-cell mapping in JavaScript (rows.ts).
 * No database access here: `npm run bench:api` hands the same list to its bare server.
 */
/** The Drizzle column of a registry field, by its property name in db/schema.ts. */
const PROFILE_COLUMNS: Record<string, AnyPgColumn> = getTableColumns(profiles);
export const columnOf = (name: string) => PROFILE_COLUMNS[name];
export const quoteIdentifier = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** RFC 3339 in UTC to the second, as index.ts prints a Date: "2026-01-05T10:00:00+00:00". */
const RFC3339_UTC = `'YYYY-MM-DD"T"HH24:MI:SS"+00:00"'`;

/**
 * Another member sees a photo once an administrator approved it (issue 22 item 3): until then the
 * main photo is null for them and the gallery leaves it out. The media object's id is the third
 * part of the contentUrl (/media/{id}/{name}).
 */
const approved = (url: string) =>
  `exists (select 1 from "media_object" m where m."id" = split_part(${url}, '/', 3) and m."moderation" = 'approved')`;
const candidatePhoto = (column: string) => `(case when ${approved(column)} then ${column} end)`;
const candidatePhotos = (photos: string) =>
  `array(select u from unnest(${photos}) with ordinality as g(u, n) where ${approved('u')} order by n)`;

/** The SELECT list of one view (view-fields.ts): a field the view lacks is never read. */
export function profileSelectList(view: ProfileViewName): string {
  const columns = [`${quoteIdentifier(profiles.id.name)} as "id"`];
  // Another member's view does not name the account the profile belongs to.
  if (!isCandidateView(view)) columns.push(`${quoteIdentifier(profiles.userId.name)} as "userId"`);
  for (const field of PROFILE_VIEW_FIELDS[view]) {
    const column = quoteIdentifier(columnOf(field.column).name);
    const value =
      isCandidateView(view) && field.name === 'photo'
        ? candidatePhoto(column)
        : field.type === 'datetime'
        ? `to_char(${column} at time zone 'UTC', ${RFC3339_UTC})`
        : field.type === 'date'
          ? `to_char(${column}, 'YYYY-MM-DD')`
          : column;
    columns.push(`${value} as ${quoteIdentifier(field.name)}`);
  }
  // The gallery and its visibility (view-fields.ts, PHOTO_PROPERTIES).
  const [photo, photos] = [quoteIdentifier(profiles.photo.name), quoteIdentifier(profiles.photos.name)];
  const gallery = `case when cardinality(${photos}) = 0 and ${photo} is not null then array[${photo}] else ${photos} end`;
  columns.push(
    `${isCandidateView(view) ? candidatePhotos(`(${gallery})`) : gallery} as "photos"`,
    `${quoteIdentifier(profiles.photoVisibility.name)} as "photoVisibility"`,
  );
  return columns.join(', ');
}
