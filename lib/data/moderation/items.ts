import 'server-only';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { mediaObjects, moderationItems, profiles, reports, users } from '@/db/schema';
import { assertArea } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { sendMail } from '@/lib/mail';
import { runInBackground } from '@/lib/mail/background';
import {
  accountSuspendedMail,
  memberWarnedMail,
  photoRejectedMail,
  profileHiddenMail,
} from '@/lib/mail/moderation-messages';
import { moderationListFields } from '@/lib/resources/moderation-lists';
import {
  DECISIONS_BY_KIND,
  MODERATION_MESSAGES,
  moderationDecisionSchema,
  type ModerationDecision,
  type ModerationKind,
  type ModerationStatus,
  type ReportReason,
} from '@/lib/validation/moderation';
import { parseInput } from '@/lib/validation/parse-input';
import { rowId } from '../input';
import { listOrderBy, listWhere, pagingOf, resultOf, type ListOptions, type ListResult } from '../list-query';
import { emailOfUser } from '../member-party';
import { invalidateProfileSearches } from '../profiles/search';
import { accountsChanged } from '../session-stamps';

/**
 * The moderation queue (issue 22, items 3 and 4; docs/ARCHITECTURE.md, "Moderation"): one list for
 * members' new photos and reported profiles. Each item names its kind, the profile it is about,
 * a snapshot (reports), its status and the decision: who, when, why. Administrators only.
 */
export type ModerationItem = {
  id: number;
  kind: ModerationKind;
  status: ModerationStatus;
  profileId: number;
  fullName: string;
  /** The photo to approve (photo items), as administrators see it. */
  photo: string | null;
  snapshot: Record<string, unknown> | null;
  reason: string | null;
  decidedAt: Date | null;
  decidedBy: string | null;
  createdAt: Date;
  /** Reports: how many, from how many different members. */
  reportCount: number;
  reporterCount: number;
};

export type ReportEntry = { reason: ReportReason; details: string; createdAt: Date; reporterProfileId: number };

const selection = {
  id: moderationItems.id,
  kind: moderationItems.kind,
  status: moderationItems.status,
  profileId: moderationItems.profileId,
  fullName: profiles.fullName,
  mediaId: mediaObjects.id,
  mediaName: mediaObjects.originalName,
  snapshot: moderationItems.snapshot,
  reason: moderationItems.reason,
  decidedAt: moderationItems.decidedAt,
  decidedBy: users.email,
  createdAt: moderationItems.createdAt,
  reportCount: sql<number>`(select cast(count(*) as int) from ${reports} r where r.item_id = ${moderationItems.id})`,
  reporterCount: sql<number>`(select cast(count(distinct r.reporter_profile_id) as int) from ${reports} r where r.item_id = ${moderationItems.id})`,
};

const columns = {
  id: moderationItems.id,
  kind: moderationItems.kind,
  status: moderationItems.status,
  profile: moderationItems.profileId,
  fullName: profiles.fullName,
  reporterCount: selection.reporterCount,
  createdAt: moderationItems.createdAt,
  decidedAt: moderationItems.decidedAt,
};

const baseQuery = () =>
  db
    .select(selection)
    .from(moderationItems)
    .innerJoin(profiles, eq(profiles.id, moderationItems.profileId))
    .leftJoin(mediaObjects, eq(mediaObjects.id, moderationItems.mediaId))
    .leftJoin(users, eq(users.id, moderationItems.decidedBy));

/** A row as the queue shows it: the photo as its contentUrl (media-access.ts). */
const itemOf = ({ mediaId, mediaName, ...row }: Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number]): ModerationItem => ({
  ...row,
  photo: mediaId && mediaName ? `/media/${mediaId}/${encodeURIComponent(mediaName)}` : null,
});

/** The queue: open items first, oldest first (they have waited longest), then the decided ones, newest first. */
export async function listModerationItems({
  actor,
  query = {},
}: {
  actor: Actor | null;
  query?: ListOptions;
}): Promise<ListResult<ModerationItem>> {
  assertArea(actor, 'admin');
  const paging = pagingOf(query, 1000);
  const where = listWhere(moderationListFields, columns, query);
  const orderBy = listOrderBy(
    columns,
    query,
    [
      sql`(${moderationItems.status} <> 'pending')`,
      sql`case when ${moderationItems.status} = 'pending' then ${moderationItems.createdAt} end asc`,
      desc(moderationItems.decidedAt),
      asc(moderationItems.id),
    ],
    moderationItems.id,
  );
  const [rows, [{ total }]] = await Promise.all([
    baseQuery()
      .where(where)
      .orderBy(...orderBy)
      .limit(paging.limit!)
      .offset(paging.offset),
    db
      .select({ total: count() })
      .from(moderationItems)
      .innerJoin(profiles, eq(profiles.id, moderationItems.profileId))
      .where(where),
  ]);
  return resultOf(rows.map(itemOf), Number(total), paging);
}

export async function getModerationItem({
  actor,
  id: path,
}: {
  actor: Actor | null;
  id: number | string;
}): Promise<{ item: ModerationItem; reports: ReportEntry[] }> {
  assertArea(actor, 'admin');
  const id = rowId(path);
  const [row] = await baseQuery().where(eq(moderationItems.id, id));
  if (!row) throw AppError.notFound();
  const item = itemOf(row);
  const entries = await db
    .select({
      reason: reports.reason,
      details: reports.details,
      createdAt: reports.createdAt,
      reporterProfileId: reports.reporterProfileId,
    })
    .from(reports)
    .where(eq(reports.itemId, id))
    .orderBy(asc(reports.createdAt), asc(reports.id));
  return { item, reports: entries };
}

/** The photos waiting for a decision, as contentUrls: the admin profile list's Pending badges. */
export async function listPendingPhotos({ actor }: { actor: Actor | null }): Promise<string[]> {
  assertArea(actor, 'admin');
  const rows = await baseQuery()
    .where(and(eq(moderationItems.kind, 'photo'), eq(moderationItems.status, 'pending')))
    .limit(1000);
  return rows.map(itemOf).flatMap((item) => (item.photo ? [item.photo] : []));
}

/** The open items, for the dashboard and the menu. */
export async function countPendingModeration({ actor }: { actor: Actor | null }): Promise<number> {
  assertArea(actor, 'admin');
  const [{ total }] = await db
    .select({ total: count() })
    .from(moderationItems)
    .where(eq(moderationItems.status, 'pending'));
  return Number(total);
}

/**
 * After a profile's write: a photo that waits for approval (a member's upload) joins the queue,
 * once. Called by the profiles' writers with the photo the profile now shows.
 */
export async function queuePhotoModeration(profileId: number, photo: string | null): Promise<void> {
  const mediaId = photo?.split('/')[2];
  if (!photo?.startsWith('/media/') || !mediaId) return;
  const [media] = await db
    .select({ moderation: mediaObjects.moderation })
    .from(mediaObjects)
    .where(eq(mediaObjects.id, mediaId));
  if (media?.moderation !== 'pending') return;
  await db
    .insert(moderationItems)
    .values({ kind: 'photo', profileId, mediaId })
    .onConflictDoNothing({
      target: moderationItems.mediaId,
      where: sql`${moderationItems.kind} = 'photo' and ${moderationItems.status} = 'pending'`,
    });
}

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** What a decision does to the photo, the profile and the account it is about. */
async function apply(
  tx: Transaction,
  item: typeof moderationItems.$inferSelect,
  decision: ModerationDecision,
  now: Date,
): Promise<void> {
  const touch = { updatedAt: now };
  switch (decision) {
    case 'approved':
    case 'rejected':
      await tx.update(mediaObjects).set({ moderation: decision }).where(eq(mediaObjects.id, item.mediaId!));
      // The profile's row version changes, so cached views of it are read again (profiles/README.md).
      await tx.update(profiles).set(touch).where(eq(profiles.id, item.profileId));
      return;
    case 'dismissed':
    case 'warned':
      // Reports past the threshold held the profile until this decision: it shows again.
      await tx
        .update(profiles)
        .set({ ...touch, moderationHold: null })
        .where(and(eq(profiles.id, item.profileId), eq(profiles.moderationHold, 'reported')));
      return;
    case 'hidden':
      await tx
        .update(profiles)
        .set({ ...touch, moderationHold: sql`case when ${profiles.moderationHold} = 'suspended' then 'suspended' else 'hidden' end` })
        .where(eq(profiles.id, item.profileId));
      return;
    case 'suspended': {
      const [profile] = await tx
        .update(profiles)
        .set({ ...touch, moderationHold: 'suspended' })
        .where(eq(profiles.id, item.profileId))
        .returning({ userId: profiles.userId });
      // Signed out everywhere: the account's session stamp changes (lib/data/credentials.ts).
      if (profile?.userId) await tx.update(users).set({ suspendedAt: now }).where(eq(users.id, profile.userId));
      return;
    }
  }
}

const MAILS: Partial<Record<ModerationDecision, (to: string, reason: string) => Parameters<typeof sendMail>[0]>> = {
  rejected: photoRejectedMail,
  warned: memberWarnedMail,
  hidden: profileHiddenMail,
  suspended: accountSuspendedMail,
};

/**
 * PATCH /api/moderation_items/{id} {"decision", "reason"}: an administrator decides an open item.
 * A photo is approved or rejected; a report dismissed, warned, hidden or suspended (another
 * decision: 422). Rejections, warnings, hiding and suspension need a reason, which is e-mailed to
 * the member and kept on the item. A decided item is not decided again (409).
 */
export async function decideModerationItem({
  actor,
  id: path,
  input,
}: {
  actor: Actor | null;
  id: number | string;
  input: unknown;
}): Promise<{ item: ModerationItem; reports: ReportEntry[] }> {
  const admin = assertArea(actor, 'admin');
  const id = rowId(path);
  const { decision, reason } = parseInput(moderationDecisionSchema, input);
  const now = new Date();
  const decided = await db.transaction(async (tx) => {
    const [item] = await tx.select().from(moderationItems).where(eq(moderationItems.id, id)).for('update');
    if (!item) throw AppError.notFound();
    if (!DECISIONS_BY_KIND[item.kind].includes(decision)) {
      throw AppError.validation([{ propertyPath: 'decision', message: MODERATION_MESSAGES.wrongKind(item.kind) }]);
    }
    if (item.status !== 'pending') throw AppError.conflict(MODERATION_MESSAGES.decided);
    await apply(tx, item, decision, now);
    await tx
      .update(moderationItems)
      .set({ status: decision, reason, decidedBy: admin.id, decidedAt: now })
      .where(eq(moderationItems.id, id));
    const [owner] = await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.id, item.profileId));
    return { userId: owner?.userId ?? null };
  });
  invalidateProfileSearches();
  if (decision === 'suspended') accountsChanged();
  const mail = MAILS[decision];
  if (mail && reason) {
    runInBackground(`moderation ${decision} mail`, async () => {
      const to = await emailOfUser(decided.userId);
      if (to) await sendMail(mail(to, reason));
    });
  }
  return getModerationItem({ actor, id });
}
