import 'server-only';
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '@/db/client';
import { notifications, profiles } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import type { NotificationKind } from '@/lib/notifications/kinds';
import { expectObject, pickTyped, rowId } from '../input';
import { pagingOf, resultOf, type ListResult } from '../list-query';
import { ownParty, type ProfileRef } from '../member-party';
import { visibleProfileSql } from '../member-visibility';
import { notBlockedWith } from '../moderation/visibility';

/**
 * The notification centre (issue 26 item 2): what happened to a member while they were away. Each
 * notice is written by the event behind it, in that event's transaction (recordNotice), so a
 * notice exists exactly when its event does. A member sees only their own (anyone else's: 404);
 * a notice about another member disappears while that member is out of sight (hidden, suspended,
 * married: member-visibility.ts) or blocked either way, as that member does everywhere else.
 */
export type NotificationView = {
  id: number;
  kind: NotificationKind;
  /** The other member it is about, if any. */
  other: { profileId: number; fullName: string } | null;
  subjectId: number | null;
  data: Record<string, string>;
  /** Messages gathered into one notice of a conversation. */
  count: number;
  readAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** The member's page that shows what it is about. */
  href: string;
};

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];
type Writer = Transaction | typeof db;

/** The page a notice leads to. */
function hrefOf(kind: NotificationKind, subjectId: number | null, data: Record<string, string>): string {
  switch (kind) {
    case 'interest_received':
      return '/user/interests/received';
    case 'interest_accepted':
      return '/user/interests/accepted';
    case 'message':
      return subjectId === null ? '/user/messages' : `/user/messages/${subjectId}`;
    case 'photo_request':
      return data.status === 'granted' && data.profile ? `/user/matches/${data.profile}` : '/user/dashboard';
    case 'report_outcome':
      return '/user/reports';
    case 'photo_moderation':
    case 'plan_expiring':
      return '/user/dashboard';
  }
}

/**
 * Writes a notice to `profileId`, in the caller's transaction. Notices of one's own doings are not
 * written (an administrator's own profile, a member answering themself cannot happen, but cheap).
 */
export async function recordNotice(
  tx: Writer,
  notice: {
    profileId: number;
    kind: Exclude<NotificationKind, 'message'>;
    actorProfileId?: number | null;
    subjectId?: number | null;
    data?: Record<string, string>;
  },
): Promise<void> {
  if (notice.actorProfileId === notice.profileId) return;
  await tx.insert(notifications).values({
    profileId: notice.profileId,
    kind: notice.kind,
    actorProfileId: notice.actorProfileId ?? null,
    subjectId: notice.subjectId ?? null,
    data: notice.data ?? {},
  });
}

/**
 * A new message: the conversation's unread notice to the recipient counts one more and moves up,
 * or one is written (one unread notice per conversation: notification_unread_subject_idx).
 */
export async function recordMessageNotice(
  tx: Writer,
  recipientProfileId: number,
  senderProfileId: number,
  conversationId: number,
): Promise<void> {
  await tx
    .insert(notifications)
    .values({ profileId: recipientProfileId, kind: 'message', actorProfileId: senderProfileId, subjectId: conversationId })
    .onConflictDoUpdate({
      target: [notifications.profileId, notifications.kind, notifications.subjectId],
      targetWhere: sql`${notifications.readAt} is null and ${notifications.kind} = 'message'`,
      set: { count: sql`${notifications.count} + 1`, updatedAt: sql`now()`, digestedAt: null },
    });
}

/** The member read the conversation: its message notice is read too. */
export async function readMessageNotice(tx: Writer, profileId: number, conversationId: number): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.profileId, profileId),
        eq(notifications.kind, 'message'),
        eq(notifications.subjectId, conversationId),
        isNull(notifications.readAt),
      ),
    );
}

const other = alias(profiles, 'other');

/** Notices of `me` the member may see: theirs, and about nobody or about someone still in sight. */
const visibleTo = (me: ProfileRef): SQL =>
  and(
    eq(notifications.profileId, me),
    or(
      isNull(notifications.actorProfileId),
      and(sql`${visibleProfileSql('"other"')}`, notBlockedWith(me, other.id)),
    ),
  )!;

const readNotices = (me: number, where?: SQL) =>
  db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      otherId: other.id,
      otherName: other.fullName,
      subjectId: notifications.subjectId,
      data: notifications.data,
      count: notifications.count,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      updatedAt: notifications.updatedAt,
    })
    .from(notifications)
    .leftJoin(other, eq(other.id, notifications.actorProfileId))
    .where(and(visibleTo(me), where));

type Row = Awaited<ReturnType<typeof readNotices>>[number];

const viewOf = (row: Row): NotificationView => ({
  id: row.id,
  kind: row.kind,
  other: row.otherId === null ? null : { profileId: row.otherId, fullName: row.otherName ?? '' },
  subjectId: row.subjectId,
  data: row.data,
  count: row.count,
  readAt: row.readAt,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  href: hrefOf(row.kind, row.subjectId, row.data),
});

/** The notices among `ids` that the member with this profile may see, latest first (the digest's lines). */
export async function visibleNoticesAmong(profileId: number, ids: number[]): Promise<NotificationView[]> {
  if (ids.length === 0) return [];
  const rows = await readNotices(profileId, inArray(notifications.id, ids)).orderBy(
    desc(notifications.updatedAt),
    desc(notifications.id),
  );
  return rows.map(viewOf);
}

/** The signed-in member's notices, latest first; `unread`: only those not read yet. */
export async function listNotifications(options: {
  actor: Actor | null;
  unread?: boolean;
  page?: number;
  itemsPerPage?: number;
}): Promise<ListResult<NotificationView>> {
  const me = await ownParty(options.actor);
  const paging = pagingOf({ page: options.page, itemsPerPage: options.itemsPerPage }, 1000);
  const where = options.unread === undefined ? undefined : options.unread ? isNull(notifications.readAt) : sql`${notifications.readAt} is not null`;
  const [rows, [{ total }]] = await Promise.all([
    readNotices(me.profileId, where)
      .orderBy(desc(notifications.updatedAt), desc(notifications.id))
      .limit(paging.limit ?? 1000)
      .offset(paging.offset),
    db
      .select({ total: count() })
      .from(notifications)
      .leftJoin(other, eq(other.id, notifications.actorProfileId))
      .where(and(visibleTo(me.profileId), where)),
  ]);
  return resultOf(rows.map(viewOf), Number(total), paging);
}

/** One notice of the member, else 404 (another member's, or about someone out of sight). */
export async function getNotification({ actor, id }: { actor: Actor | null; id: number | string }): Promise<NotificationView> {
  const me = await ownParty(actor);
  const [row] = await readNotices(me.profileId, eq(notifications.id, rowId(id)));
  if (!row) throw AppError.notFound();
  return viewOf(row);
}

/** PATCH /api/notifications/{id} {"read": true | false}: marks the notice read or unread again. */
export async function markNotification({
  actor,
  id,
  input,
}: {
  actor: Actor | null;
  id: number | string;
  input: unknown;
}): Promise<NotificationView> {
  const notice = await getNotification({ actor, id });
  const { read } = pickTyped(expectObject(input), [{ name: 'read', kind: 'boolean' }]);
  if (typeof read !== 'boolean')
    throw AppError.validation([{ propertyPath: 'read', message: 'Give "read": true or false.' }]);
  if (read !== (notice.readAt !== null)) {
    try {
      await db
        .update(notifications)
        .set({ readAt: read ? sql`now()` : null })
        .where(eq(notifications.id, notice.id));
    } catch (error) {
      // Unread again while the conversation has a newer unread notice: that one already says it.
      if (!read && notice.kind === 'message') return notice;
      throw error;
    }
  }
  return getNotification({ actor, id: notice.id });
}

/** POST /api/notifications/read_all: every notice of the member is read; answers how many were unread. */
export async function markAllNotificationsRead({ actor }: { actor: Actor | null }): Promise<number> {
  const me = await ownParty(actor);
  const read = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.profileId, me.profileId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return read.length;
}

/** Unread notices of a profile that the member may see: the bell's figure, as a query. */
export function unreadNoticesFigure(profileId: ProfileRef) {
  return db
    .select({ notices: sql<number>`cast(count(*) as int)`.as('notices') })
    .from(notifications)
    .leftJoin(other, eq(other.id, notifications.actorProfileId))
    .where(and(visibleTo(profileId), isNull(notifications.readAt)));
}

async function unreadNoticesOf(profileId: number): Promise<number> {
  const [{ notices }] = await unreadNoticesFigure(profileId);
  return Number(notices);
}

/**
 * What the member's live stream compares: the unread figure and the latest change to their notices
 * (a new message bumps a notice without changing the figure, and must still move the message list).
 */
export async function noticeState(profileId: number): Promise<string> {
  const [[{ latest }], unread] = await Promise.all([
    db
      .select({ latest: sql<string>`coalesce(max(${notifications.updatedAt})::text, '') || ':' || coalesce(max(${notifications.readAt})::text, '') || ':' || count(*)` })
      .from(notifications)
      .where(eq(notifications.profileId, profileId)),
    unreadNoticesOf(profileId),
  ]);
  return JSON.stringify({ unread, version: latest });
}
