import 'server-only';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { db } from '@/db/client';
import { blocks, mediaObjects } from '@/db/schema';

/**
 * What moderation and blocks take out of a member's sight (issue 22, items 3 and 4), as SQL the
 * member-facing queries add to theirs: matches, candidate pages, interests, shortlists, media.
 * - A profile held by moderation (reported past the threshold, hidden or suspended) is seen by no
 *   other member: `moderation_hold is null` is one of the conditions of member-visibility.ts.
 * - Two members of whom one blocked the other do not see each other, both ways: `notBlockedWith`.
 * - A member's photo that waits for approval (or was rejected) is seen by its owner and the
 *   administrators only: `approvedPhoto` (and the candidate views' SELECT list, profiles/columns.ts).
 */

/** The ids of the members `viewerProfileId` blocked or was blocked by, as a subquery. */
const blockedIdsOf = (viewerProfileId: number | SQL) =>
  sql`(select ${blocks.blockedProfileId} from ${blocks} where ${blocks.blockerProfileId} = ${viewerProfileId}
    union all select ${blocks.blockerProfileId} from ${blocks} where ${blocks.blockedProfileId} = ${viewerProfileId})`;

/** The profile whose id is `profileId` has no block with the viewer, either way. */
export const notBlockedWith = (viewerProfileId: number | SQL, profileId: AnyPgColumn | SQL): SQL =>
  sql`${profileId} not in ${blockedIdsOf(viewerProfileId)}`;

/** Whether either of the two blocked the other. */
export async function blockedBetween(a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blocks.id })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerProfileId, a), eq(blocks.blockedProfileId, b)),
        and(eq(blocks.blockerProfileId, b), eq(blocks.blockedProfileId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A photo column as other members may see it: once an administrator approved it, else null (see profiles/columns.ts). */
export const approvedPhoto = (column: AnyPgColumn): SQL<string | null> =>
  sql<string | null>`(select ${column} from media_object m where m.id = split_part(${column}, '/', 3) and m.moderation = 'approved')`;

/** The approved ones of these photos, in their order. */
export async function approvedPhotosOf(contentUrls: string[]): Promise<string[]> {
  const ids = contentUrls.map((url) => url.split('/')[2] ?? '');
  if (ids.length === 0) return contentUrls;
  const rows = await db
    .select({ id: mediaObjects.id })
    .from(mediaObjects)
    .where(and(inArray(mediaObjects.id, ids), eq(mediaObjects.moderation, 'approved')));
  const approved = new Set(rows.map((row) => row.id));
  return contentUrls.filter((_, i) => approved.has(ids[i]));
}

/** A photo's contentUrl if an administrator approved it, else null. */
export async function approvedPhotoOf(contentUrl: string | null): Promise<string | null> {
  if (!contentUrl) return null;
  const [row] = await db
    .select({ id: mediaObjects.id })
    .from(mediaObjects)
    .where(and(eq(mediaObjects.id, contentUrl.split('/')[2] ?? ''), eq(mediaObjects.moderation, 'approved')));
  return row ? contentUrl : null;
}
