import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { occupations, profiles, shortlists } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { INTEREST_MESSAGES } from '@/lib/interests/messages';
import { UNIQUE_VIOLATION, pgError } from './db-errors';
import { expectObject, pickTyped, rowId } from './input';
import { pagingOf, resultOf, type ListResult } from './list-query';
import { ownParty, reachingParty, targetParty, type Party, type ProfileRef } from './member-party';
import { summaryColumns, summaryOf, type MemberSummary } from './member-summary';
import { visibleProfile } from './member-visibility';
import { notBlockedWith } from './moderation/visibility';
import { maskSummaries, memberViewer } from './photo-access';

/**
 * A member's shortlist (issue 11, item 7): members they keep an eye on. Only its owner reads,
 * adds to or removes from it; who may be added follows the interests' rules (member-party.ts).
 */
export type ShortlistView = { id: number; profileId: number; createdAt: Date; member: MemberSummary };

async function readViews(owner: Party, extra?: ReturnType<typeof eq>, limit?: number, offset = 0): Promise<ShortlistView[]> {
  const ownerProfileId = owner.profileId;
  const query = db
    .select({ id: shortlists.id, createdAt: shortlists.createdAt, ...summaryColumns })
    .from(shortlists)
    // A member who is not visible (member-visibility.ts) drops out of the shortlist while so.
    .innerJoin(profiles, and(eq(profiles.id, shortlists.profileId), visibleProfile(), notBlockedWith(sql`${shortlists.ownerProfileId}`, profiles.id)))
    .leftJoin(occupations, eq(occupations.id, profiles.occupationId))
    .where(and(eq(shortlists.ownerProfileId, ownerProfileId), extra))
    .orderBy(desc(shortlists.createdAt), desc(shortlists.id))
    .offset(offset);
  // Each photo as the member may see it (photo-access.ts): the photo or its blurred placeholder.
  const rows = await maskSummaries(memberViewer(owner), await (limit === undefined ? query : query.limit(limit)));
  return rows.map((row) => ({ id: row.id, profileId: row.profileId, createdAt: row.createdAt, member: summaryOf(row) }));
}

export async function listShortlist(options: {
  actor: Actor | null;
  /** Only the entry for this profile, if any (the shortlist button's state). */
  profileId?: number;
  page?: number;
  itemsPerPage?: number;
}): Promise<ListResult<ShortlistView>> {
  const me = await ownParty(options.actor);
  const paging = pagingOf({ page: options.page, itemsPerPage: options.itemsPerPage });
  const extra = options.profileId === undefined ? undefined : eq(shortlists.profileId, options.profileId);
  const [items, [{ total }]] = await Promise.all([
    readViews(me, extra, paging.limit, paging.offset),
    db
      .select({ total: count() })
      .from(shortlists)
      .innerJoin(profiles, and(eq(profiles.id, shortlists.profileId), visibleProfile(), notBlockedWith(sql`${shortlists.ownerProfileId}`, profiles.id)))
      .where(and(eq(shortlists.ownerProfileId, me.profileId), extra)),
  ]);
  return resultOf(items, total, paging);
}

export async function getShortlistEntry({ actor, id: path }: { actor: Actor | null; id: number | string }): Promise<ShortlistView> {
  const me = await ownParty(actor);
  const id = rowId(path);
  const [row] = await db.select({ owner: shortlists.ownerProfileId }).from(shortlists).where(eq(shortlists.id, id));
  if (!row) throw AppError.notFound();
  if (row.owner !== me.profileId) throw AppError.forbidden(INTEREST_MESSAGES.notYourShortlist);
  const [view] = await readViews(me, eq(shortlists.id, id), 1);
  if (!view) throw AppError.notFound();
  return view;
}

/** POST /api/shortlists {"profile": IRI}: 201; the same member twice is a 409. */
export async function addToShortlist({ actor, input }: { actor: Actor | null; input: unknown }): Promise<ShortlistView> {
  const me = await reachingParty(actor);
  const body = pickTyped(expectObject(input), [{ name: 'profile', kind: 'iri' }]);
  const target = await targetParty(me, body.profile, 'profile', INTEREST_MESSAGES.profileRequired);
  let id: number;
  try {
    [{ id }] = await db.insert(shortlists).values({ ownerProfileId: me.profileId, profileId: target.profileId }).returning({ id: shortlists.id });
  } catch (error) {
    if (pgError(error)?.code === UNIQUE_VIOLATION) throw AppError.conflict(INTEREST_MESSAGES.alreadyShortlisted);
    throw error;
  }
  const [view] = await readViews(me, eq(shortlists.id, id), 1);
  return view;
}

/** DELETE /api/shortlists/{id}: the owner only (another member: 403). */
export async function removeFromShortlist({ actor, id }: { actor: Actor | null; id: number | string }): Promise<void> {
  const entry = await getShortlistEntry({ actor, id });
  await db.delete(shortlists).where(eq(shortlists.id, entry.id));
}

/** The menu's shortlist figure of `me`, as a query (lib/data/member-menu.ts reads it with the others). */
export function shortlistFigure(profileId: ProfileRef) {
  return db
    .select({ shortlist: sql<number>`cast(count(*) as int)`.as('shortlist') })
    .from(shortlists)
    .innerJoin(profiles, and(eq(profiles.id, shortlists.profileId), visibleProfile(), notBlockedWith(sql`${shortlists.ownerProfileId}`, profiles.id)))
    .where(eq(shortlists.ownerProfileId, profileId));
}
