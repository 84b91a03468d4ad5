import 'server-only';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { db } from '@/db/client';
import { occupations, profileVisits, profiles } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { indianDay } from '@/lib/format';
import { PROFILE_VISIT_TEXT, browsePrivatelySchema } from '@/lib/validation/profile-visits';
import { parseInput } from '@/lib/validation/parse-input';
import { rowId } from './input';
import { pagingOf, resultOf, type ListResult } from './list-query';
import { ownParty, type Party } from './member-party';
import { summaryColumns, summaryOf, type MemberSummary } from './member-summary';
import { visibleProfile } from './member-visibility';
import { notBlockedWith } from './moderation/visibility';
import { maskSummaries, memberViewer } from './photo-access';

/**
 * Who viewed me (issue 26 item 4). Opening a candidate's page (matches.ts, `getMatch` with
 * `recordView`) records one view per pair and India date. The member viewed reads them, newest
 * first; a viewer appears only while visible to them (member-visibility.ts: not hidden, suspended
 * or deleted), with no block between the two either way, and not browsing privately. A member
 * who browses privately leaves no views and reads none (403 with how to turn it off).
 */
export type ProfileVisit = { id: number; profileId: number; viewedAt: Date; member: MemberSummary };

/**
 * Records that `viewer` opened `viewedProfileId`'s page: at most once per pair and India day
 * (the unique index; a second opening that day changes nothing). Nothing while the viewer browses
 * privately. The caller has already decided that the viewer may see that profile.
 */
export async function recordProfileVisit(
  viewer: { id: number; browsePrivately: boolean },
  viewedProfileId: number,
  now = new Date(),
): Promise<void> {
  if (viewer.browsePrivately || viewer.id === viewedProfileId) return;
  await db
    .insert(profileVisits)
    .values({ viewerProfileId: viewer.id, viewedProfileId, viewedOn: indianDay(now), viewedAt: now })
    .onConflictDoNothing();
}

/** The visits to `me` a viewer may be listed by: visible, no block either way, not browsing privately. */
const shownVisits = (me: Party, extra?: SQL) =>
  and(
    eq(profileVisits.viewedProfileId, me.profileId),
    visibleProfile(),
    eq(profiles.browsePrivately, false),
    notBlockedWith(me.profileId, profiles.id),
    extra,
  );

/** The member reading their visits, unless they browse privately (403, saying how to stop). */
async function reader(actor: Actor | null): Promise<Party> {
  const me = await ownParty(actor);
  const [row] = await db
    .select({ browsePrivately: profiles.browsePrivately })
    .from(profiles)
    .where(eq(profiles.id, me.profileId));
  if (row?.browsePrivately) throw AppError.forbidden(PROFILE_VISIT_TEXT.browsingPrivately);
  return me;
}

async function readVisits(me: Party, extra: SQL | undefined, limit: number, offset = 0): Promise<ProfileVisit[]> {
  const rows = await db
    .select({ id: profileVisits.id, viewedAt: profileVisits.viewedAt, ...summaryColumns })
    .from(profileVisits)
    .innerJoin(profiles, eq(profiles.id, profileVisits.viewerProfileId))
    .leftJoin(occupations, eq(occupations.id, profiles.occupationId))
    .where(shownVisits(me, extra))
    .orderBy(desc(profileVisits.viewedAt), desc(profileVisits.id))
    .limit(limit)
    .offset(offset);
  // Each photo as this member may see it (photo-access.ts): the photo or its blurred placeholder.
  const masked = await maskSummaries(memberViewer(me), rows);
  return masked.map((row) => ({ id: row.id, profileId: row.profileId, viewedAt: row.viewedAt, member: summaryOf(row) }));
}

/** GET /api/profile_views and /user/views: who viewed the signed-in member, newest first, a page at a time. */
export async function listProfileVisits(options: {
  actor: Actor | null;
  page?: number;
  itemsPerPage?: number;
}): Promise<ListResult<ProfileVisit>> {
  const me = await reader(options.actor);
  const paging = pagingOf({ page: options.page, itemsPerPage: options.itemsPerPage });
  const [items, [{ total }]] = await Promise.all([
    readVisits(me, undefined, paging.limit ?? paging.itemsPerPage, paging.offset),
    db
      .select({ total: count() })
      .from(profileVisits)
      .innerJoin(profiles, eq(profiles.id, profileVisits.viewerProfileId))
      .where(shownVisits(me)),
  ]);
  return resultOf(items, total, paging);
}

/** One visit to the signed-in member; anyone else's (or one not shown to them): 404. */
export async function getProfileVisit({ actor, id }: { actor: Actor | null; id: number | string }): Promise<ProfileVisit> {
  const me = await reader(actor);
  const [visit] = await readVisits(me, eq(profileVisits.id, rowId(id)), 1);
  if (!visit) throw AppError.notFound();
  return visit;
}

/** Whether the signed-in member browses privately (the account page's switch). */
export async function browsesPrivately(actor: Actor | null): Promise<boolean> {
  const me = await ownParty(actor);
  const [row] = await db
    .select({ browsePrivately: profiles.browsePrivately })
    .from(profiles)
    .where(eq(profiles.id, me.profileId));
  return row?.browsePrivately ?? false;
}

/** Turns private browsing on or off (`{"browsePrivately": boolean}`, else 422); past views stay but are not shown while on. */
export async function setBrowsePrivately({ actor, input }: { actor: Actor | null; input: unknown }): Promise<boolean> {
  const me = await ownParty(actor);
  const { browsePrivately: value } = parseInput(browsePrivatelySchema, input);
  await db
    .update(profiles)
    .set({ browsePrivately: value, updatedAt: sql`now()` })
    .where(eq(profiles.id, me.profileId));
  return value;
}
