import 'server-only';
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { db } from '@/db/client';
import { occupations, photoRequests, profiles, PHOTO_REQUEST_STATUSES, type PhotoRequestStatus } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { runInBackground } from '@/lib/mail/background';
import { photoRequestGrantedMail, photoRequestedMail } from '@/lib/mail/photo-request-messages';
import { PHOTO_MESSAGES } from '@/lib/resources/photo-text';
import { UNIQUE_VIOLATION, pgError } from './db-errors';
import { expectObject, rowId } from './input';
import { pagingOf, resultOf, type ListResult } from './list-query';
import { ownParty, reachingParty, targetParty, type Party } from './member-party';
import { summaryColumns, summaryOf, type MemberSummary } from './member-summary';
import { visibleProfile } from './member-visibility';
import { notBlockedWith } from './moderation/visibility';
import { mailPair } from './pair-mail';
import { wantsMailNow } from './notifications/mail-choices';
import { recordNotice } from './notifications/notices';
import { maskSummaries, memberViewer } from './photo-access';

/**
 * Photo requests (issue 22, item 2): a member asks to see the photos of a profile whose owner
 * shows them on request (`photoVisibility` = request); the owner grants or declines, and may later
 * revoke a grant. One request per pair and direction, for good: a declined or revoked member
 * cannot ask again. Only the owner answers; each side lists its own. The photo decision reads the
 * granted ones (photo-access.ts). The owner is e-mailed a new request, the requester a grant
 * (after the answer; never across a block: pair-mail.ts).
 */
export type PhotoRequestDirection = 'sent' | 'received';
export { PHOTO_REQUEST_STATUSES, type PhotoRequestStatus } from '@/db/schema';

export type PhotoRequestView = {
  id: number;
  fromProfileId: number;
  toProfileId: number;
  status: PhotoRequestStatus;
  direction: PhotoRequestDirection;
  /** The other member (their photo as the photo decision lets the reader see it). */
  other: MemberSummary;
  createdAt: Date;
  updatedAt: Date;
};

/** What the owner may do from each status; the requester does not change a request. */
const MOVES: Record<PhotoRequestStatus, readonly PhotoRequestStatus[]> = {
  pending: ['granted', 'declined'],
  granted: ['revoked'],
  declined: [],
  revoked: [],
};

/** The other member of a request of `me`. */
const otherOf = (me: Party) =>
  sql`case when ${photoRequests.fromProfileId} = ${me.profileId} then ${photoRequests.toProfileId} else ${photoRequests.fromProfileId} end`;

async function readViews(me: Party, where: SQL | undefined, limit?: number, offset = 0): Promise<PhotoRequestView[]> {
  const otherId = otherOf(me);
  const query = db
    .select({
      id: photoRequests.id,
      fromProfileId: photoRequests.fromProfileId,
      toProfileId: photoRequests.toProfileId,
      status: photoRequests.status,
      createdAt: photoRequests.createdAt,
      updatedAt: photoRequests.updatedAt,
      ...summaryColumns,
    })
    .from(photoRequests)
    // A member who is no longer visible (hidden, deleted, ...) or blocked either way leaves the
    // lists of both sides (and, through getPhotoRequest, cannot be answered).
    .innerJoin(profiles, and(eq(profiles.id, otherId), visibleProfile(), notBlockedWith(me.profileId, profiles.id)))
    .leftJoin(occupations, eq(occupations.id, profiles.occupationId))
    .where(and(mine(me), where))
    .orderBy(desc(photoRequests.updatedAt), desc(photoRequests.id))
    .offset(offset);
  const rows = await maskSummaries(memberViewer(me), await (limit === undefined ? query : query.limit(limit)));
  return rows.map((row) => ({
    id: row.id,
    fromProfileId: row.fromProfileId,
    toProfileId: row.toProfileId,
    status: row.status,
    direction: row.fromProfileId === me.profileId ? 'sent' : 'received',
    other: summaryOf(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }));
}

const mine = (me: Party, direction?: PhotoRequestDirection): SQL =>
  direction === 'sent'
    ? eq(photoRequests.fromProfileId, me.profileId)
    : direction === 'received'
      ? eq(photoRequests.toProfileId, me.profileId)
      : or(eq(photoRequests.fromProfileId, me.profileId), eq(photoRequests.toProfileId, me.profileId))!;

/** The signed-in member's photo requests, sent, received or both, newest change first. */
export async function listPhotoRequests(options: {
  actor: Actor | null;
  direction?: PhotoRequestDirection;
  statuses?: PhotoRequestStatus[];
  /** Only the requests between the member and this profile (the request button's state). */
  withProfileId?: number;
  page?: number;
  itemsPerPage?: number;
}): Promise<ListResult<PhotoRequestView>> {
  const me = await ownParty(options.actor);
  const paging = pagingOf({ page: options.page, itemsPerPage: options.itemsPerPage });
  const where = and(
    mine(me, options.direction),
    options.statuses?.length ? or(...options.statuses.map((s) => eq(photoRequests.status, s))) : undefined,
    options.withProfileId === undefined
      ? undefined
      : or(eq(photoRequests.fromProfileId, options.withProfileId), eq(photoRequests.toProfileId, options.withProfileId)),
  );
  const [items, [{ total }]] = await Promise.all([
    readViews(me, where, paging.limit, paging.offset),
    db
      .select({ total: count() })
      .from(photoRequests)
      .innerJoin(
        profiles,
        and(eq(profiles.id, otherOf(me)), visibleProfile(), notBlockedWith(me.profileId, profiles.id)),
      )
      .where(where),
  ]);
  return resultOf(items, total, paging);
}

/** One request of the signed-in member (404 for another pair's: they cannot know it exists). */
export async function getPhotoRequest({ actor, id }: { actor: Actor | null; id: number | string }): Promise<PhotoRequestView> {
  const me = await ownParty(actor);
  const [view] = await readViews(me, eq(photoRequests.id, rowId(id)), 1);
  if (!view) throw AppError.notFound();
  return view;
}

/**
 * POST /api/photo_requests {"profile": IRI}: 201 pending. 422 for oneself, a profile the member may
 * not reach (as for interests), or one whose photos need no request; 409 when already asked.
 */
export async function requestPhotos({ actor, input }: { actor: Actor | null; input: unknown }): Promise<PhotoRequestView> {
  const me = await reachingParty(actor);
  const body = expectObject(input);
  const refuse = (message: string) => AppError.validation([{ propertyPath: 'profile', message }]);
  const [own] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, me.profileId));
  if (typeof body.profile === 'string' && own && body.profile.replace(/^https?:\/\/[^/]+/, '') === `/api/profiles/${own.id}`)
    throw refuse(PHOTO_MESSAGES.requestOwn);
  const target = await targetParty(me, body.profile, 'profile', PHOTO_MESSAGES.requestProfileRequired);
  const [row] = await db.select({ visibility: profiles.photoVisibility }).from(profiles).where(eq(profiles.id, target.profileId));
  if (row?.visibility !== 'request') throw refuse(PHOTO_MESSAGES.requestNotNeeded);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(photoRequests)
        .values({ fromProfileId: me.profileId, toProfileId: target.profileId })
        .returning({ id: photoRequests.id });
      await recordNotice(tx, {
        profileId: target.profileId,
        kind: 'photo_request',
        actorProfileId: me.profileId,
        subjectId: row.id,
        data: { status: 'pending' },
      });
      return row.id;
    });
  } catch (error) {
    if (pgError(error)?.code === UNIQUE_VIOLATION) throw AppError.conflict(PHOTO_MESSAGES.requestTwice);
    throw error;
  }
  runInBackground('photo request mail', async () => {
    if (await wantsMailNow(target.profileId, 'photo_request')) await mailPair(me.profileId, target.profileId, (to) => photoRequestedMail(to, me.fullName));
  });
  return getPhotoRequest({ actor, id });
}

/**
 * PATCH /api/photo_requests/{id} {"status"}: the owner grants or declines a pending request and
 * revokes a granted one. 422 for another status, 403 for the requester, 409 for any other move
 * (answering twice, granting a revoked one); nothing changes on refusal.
 */
export async function answerPhotoRequest({
  actor,
  id: path,
  input,
}: {
  actor: Actor | null;
  id: number | string;
  input: unknown;
}): Promise<PhotoRequestView> {
  const me = await ownParty(actor);
  const id = rowId(path);
  const current = await getPhotoRequest({ actor, id });
  const body = expectObject(input);
  const status = body.status;
  if (!(PHOTO_REQUEST_STATUSES as readonly unknown[]).includes(status) || status === 'pending')
    throw AppError.validation([{ propertyPath: 'status', message: PHOTO_MESSAGES.requestStatus }]);
  if (current.toProfileId !== me.profileId) throw AppError.forbidden(PHOTO_MESSAGES.requestNotYours);
  const next = status as PhotoRequestStatus;
  if (!MOVES[current.status].includes(next)) throw AppError.conflict(PHOTO_MESSAGES.requestMove(current.status, next));
  // Only from the status read: a concurrent answer makes this one a 409, not a second write.
  const moved = await db.transaction(async (tx) => {
    const rows = await tx
      .update(photoRequests)
      .set({ status: next, updatedAt: new Date() })
      .where(and(eq(photoRequests.id, id), eq(photoRequests.status, current.status)))
      .returning({ id: photoRequests.id });
    if (rows.length && next === 'granted')
      await recordNotice(tx, {
        profileId: current.fromProfileId,
        kind: 'photo_request',
        actorProfileId: me.profileId,
        subjectId: id,
        data: { status: 'granted', profile: String(me.profileId) },
      });
    return rows;
  });
  if (moved.length === 0) throw AppError.conflict(PHOTO_MESSAGES.requestMove(current.status, next));
  if (next === 'granted') {
    runInBackground('photo grant mail', async () => {
      if (await wantsMailNow(current.fromProfileId, 'photo_request')) await mailPair(me.profileId, current.fromProfileId, (to) =>
        photoRequestGrantedMail(to, me.fullName, me.profileId),
      );
    });
  }
  return getPhotoRequest({ actor, id });
}

/** The member's request to see this profile's photos, if any (the candidate page's button). */
export async function myPhotoRequestTo(actor: Actor, profileId: number): Promise<PhotoRequestStatus | null> {
  const me = await ownParty(actor);
  const [row] = await db
    .select({ status: photoRequests.status })
    .from(photoRequests)
    .where(and(eq(photoRequests.fromProfileId, me.profileId), eq(photoRequests.toProfileId, profileId)));
  return row?.status ?? null;
}
