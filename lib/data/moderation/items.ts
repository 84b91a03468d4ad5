import 'server-only';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '@/db/client';
import { mediaObjects, moderationItems, profiles, reports, users } from '@/db/schema';
import { assertArea } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { sendMail } from '@/lib/mail';
import { runInBackground } from '@/lib/mail/background';
import { photoApprovedMail, reportDecidedMail } from '@/lib/mail/notice-messages';
import {
  accountRestoredMail,
  accountSuspendedByBureauMail,
  accountSuspendedMail,
  memberWarnedMail,
  profileRestoredMail,
  photoRejectedMail,
  profileHiddenMail,
} from '@/lib/mail/moderation-messages';
import { moderationListFields } from '@/lib/resources/moderation-lists';
import {
  DECISIONS_BY_KIND,
  MODERATION_MESSAGES,
  RESTORABLE,
  RESTORE,
  moderationDecisionSchema,
  type ModerationDecision,
  type ModerationKind,
  type ModerationStatus,
  type ReportReason,
} from '@/lib/validation/moderation';
import { parseInput } from '@/lib/validation/parse-input';
import { rowId } from '../input';
import { listOrderBy, listWhere, pagingOf, resultOf, type ListOptions, type ListResult } from '../list-query';
import type { Recipient } from '@/lib/mail/messages';
import { recipientOfUser } from '../mail-recipient';
import { invalidateProfileSearches } from '../profiles/search';
import { accountsChanged } from '../session-stamps';
import { recordAudit } from '../audit/record';
import { wantsMailNow } from '../notifications/mail-choices';
import { recordNotice } from '../notifications/notices';

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
  /** A hide or a suspension undone: when, by whom, why. */
  restoredAt: Date | null;
  restoredBy: string | null;
  restoreReason: string | null;
  createdAt: Date;
  /** Reports: how many, from how many different members. */
  reportCount: number;
  reporterCount: number;
};

export type ReportEntry = {
  reason: ReportReason;
  details: string;
  createdAt: Date;
  reporterProfileId: number;
  /** A reported message's report: the messages around it, as they were. */
  messages: Record<string, unknown>[] | null;
  /** A report of an interest's note: the interest, and the note as it read when reported. */
  interestId: number | null;
  note: string | null;
};

const restorers = alias(users, 'restorer');

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
  restoredAt: moderationItems.restoredAt,
  restoredBy: restorers.email,
  restoreReason: moderationItems.restoreReason,
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
    .leftJoin(users, eq(users.id, moderationItems.decidedBy))
    .leftJoin(restorers, eq(restorers.id, moderationItems.restoredBy));

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
      messages: reports.messages,
      interestId: reports.interestId,
      note: reports.note,
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

const MAILS: Partial<Record<ModerationDecision, (to: Recipient, reason: string) => Parameters<typeof sendMail>[0]>> = {
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
  if (decision === RESTORE) return restoreDecision({ actor, adminId: admin.id, id, reason: reason! });
  const now = new Date();
  const decided = await db.transaction(async (tx) => {
    const [item] = await tx.select().from(moderationItems).where(eq(moderationItems.id, id)).for('update');
    if (!item) throw AppError.notFound();
    if (!DECISIONS_BY_KIND[item.kind].includes(decision)) {
      throw AppError.validation([{ propertyPath: 'decision', message: MODERATION_MESSAGES.wrongKind(item.kind) }]);
    }
    if (item.status !== 'pending') throw AppError.conflict(MODERATION_MESSAGES.decided);
    return decideInTransaction(tx, admin, item, decision, reason, now);
  });
  afterDecision(decision, reason, decided, MAILS[decision]);
  return getModerationItem({ actor, id });
}

/**
 * The notices of a decision, in its transaction: the photo's owner hears whether it was approved,
 * each member who reported the profile that their report was decided (not how, in detail: only
 * whether action was taken).
 */
async function noticeDecision(
  tx: Transaction,
  item: typeof moderationItems.$inferSelect,
  decision: ModerationDecision,
  reason: string | null | undefined,
): Promise<{ profileId: number; userId: number | null }[]> {
  if (item.kind === 'photo') {
    await recordNotice(tx, {
      profileId: item.profileId,
      kind: 'photo_moderation',
      subjectId: item.id,
      data: decision === 'rejected' && reason ? { decision, reason } : { decision },
    });
    return [];
  }
  const reporters = await tx
    .selectDistinct({ profileId: reports.reporterProfileId, userId: profiles.userId })
    .from(reports)
    .innerJoin(profiles, eq(profiles.id, reports.reporterProfileId))
    .where(eq(reports.itemId, item.id));
  for (const reporter of reporters)
    await recordNotice(tx, {
      profileId: reporter.profileId,
      kind: 'report_outcome',
      subjectId: item.id,
      data: { outcome: decision === 'dismissed' ? 'dismissed' : 'actioned' },
    });
  return reporters;
}

/** Who a decision concerns: the profile's owner and, for a report, the members who reported it. */
type Decided = {
  userId: number | null;
  profileId: number;
  kind: (typeof moderationItems.$inferSelect)['kind'];
  reporters: { profileId: number; userId: number | null }[];
};

/** A decision on a locked, open item, in the caller's transaction: applied, recorded, audited. */
async function decideInTransaction(
  tx: Transaction,
  admin: Actor,
  item: typeof moderationItems.$inferSelect,
  decision: ModerationDecision,
  reason: string | null | undefined,
  now: Date,
): Promise<Decided> {
  await apply(tx, item, decision, now);
  await tx
    .update(moderationItems)
    .set({ status: decision, reason, decidedBy: admin.id, decidedAt: now })
    .where(eq(moderationItems.id, item.id));
  await recordAudit(tx, admin, {
    action: 'decide',
    entity: 'moderation_items',
    entityId: item.id,
    before: { status: item.status, reason: item.reason, profile: item.profileId },
    after: { status: decision, reason, profile: item.profileId },
  });
  const [owner] = await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.id, item.profileId));
  const reporters = await noticeDecision(tx, item, decision, reason);
  return { userId: owner?.userId ?? null, profileId: item.profileId, kind: item.kind, reporters };
}

/** After the commit: searches and sessions see the change; the member is told why. */
function afterDecision(
  decision: ModerationDecision,
  reason: string | null | undefined,
  decided: Decided,
  mail: ((to: Recipient, reason: string) => Parameters<typeof sendMail>[0]) | undefined,
): void {
  invalidateProfileSearches();
  if (decision === 'suspended') accountsChanged();
  if (mail && reason) {
    runInBackground(`moderation ${decision} mail`, async () => {
      // A photo decision is a notice the member may choose not to be e-mailed; the rest always go.
      if (decided.kind === 'photo' && !(await wantsMailNow(decided.profileId, 'photo_moderation'))) return;
      const to = await recipientOfUser(decided.userId);
      if (to) await sendMail(mail(to, reason));
    });
  }
  if (decided.kind === 'photo' && decision === 'approved') {
    runInBackground('photo approved mail', async () => {
      if (!(await wantsMailNow(decided.profileId, 'photo_moderation'))) return;
      const to = await recipientOfUser(decided.userId);
      if (to) await sendMail(photoApprovedMail(to));
    });
  }
  if (decided.reporters.length) {
    runInBackground('report outcome mail', async () => {
      for (const reporter of decided.reporters) {
        if (!(await wantsMailNow(reporter.profileId, 'report_outcome'))) continue;
        const to = await recipientOfUser(reporter.userId);
        if (to) await sendMail(reportDecidedMail(to, decision !== 'dismissed'));
      }
    });
  }
}

/**
 * An administrator suspends a member from their profile (issue 25 item 3: POST
 * /api/profiles/{id}/account_actions {"action": "suspend"}): the same suspension as a report's,
 * on an item of its own (a report without reporters, decided at once), so the moderation queue
 * lists every suspension and its undoing works the same way. Signed out everywhere; told by e-mail.
 * 409 when the account is already suspended. Returns the item.
 */
export async function suspendFromProfile({
  actor,
  profileId,
  reason,
}: {
  actor: Actor | null;
  profileId: number;
  reason: string;
}): Promise<number> {
  const admin = assertArea(actor, 'admin');
  const now = new Date();
  const decided = await db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ hold: profiles.moderationHold })
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .for('update');
    if (!profile) throw AppError.notFound();
    if (profile.hold === 'suspended') throw AppError.conflict(MODERATION_MESSAGES.alreadySuspended);
    const [item] = await tx.insert(moderationItems).values({ kind: 'report', profileId }).returning();
    return { id: item.id, ...(await decideInTransaction(tx, admin, item, 'suspended', reason, now)) };
  });
  afterDecision('suspended', reason, decided, accountSuspendedByBureauMail);
  return decided.id;
}

/**
 * Undoes what keeps a member out of sight, from their profile (issue 22 leftovers, issue 25 item
 * 3): the hide or suspension now holding the profile is restored as from its moderation item.
 * 409 when nothing holds it. Returns the item.
 */
export async function restoreFromProfile({
  actor,
  profileId,
  reason,
}: {
  actor: Actor | null;
  profileId: number;
  reason: string;
}): Promise<number> {
  const admin = assertArea(actor, 'admin');
  const [holding] = await db
    .select({ id: moderationItems.id })
    .from(moderationItems)
    .innerJoin(profiles, eq(profiles.id, moderationItems.profileId))
    .where(
      and(
        eq(moderationItems.profileId, profileId),
        eq(moderationItems.status, sql`${profiles.moderationHold}`),
        isNull(moderationItems.restoredAt),
      ),
    )
    .orderBy(desc(moderationItems.decidedAt), desc(moderationItems.id))
    .limit(1);
  if (!holding) {
    const [profile] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId));
    if (!profile) throw AppError.notFound();
    throw AppError.conflict(MODERATION_MESSAGES.nothingToRestore);
  }
  await restoreDecision({ actor, adminId: admin.id, id: holding.id, reason });
  return holding.id;
}

/**
 * PATCH /api/moderation_items/{id} {"decision": "restored", "reason"}: an administrator undoes a
 * hide or a suspension. The profile shows again; a suspended account signs in again (its old
 * sessions stay ended: lib/data/credentials.ts). The item keeps its decision and records the
 * undoing (who, when, why); the member is told by e-mail. 409 when already undone, or when a later
 * decision holds the profile (that one is to be undone).
 */
async function restoreDecision({
  actor,
  adminId,
  id,
  reason,
}: {
  actor: Actor | null;
  adminId: number;
  id: number;
  reason: string;
}): Promise<{ item: ModerationItem; reports: ReportEntry[] }> {
  const now = new Date();
  const restored = await db.transaction(async (tx) => {
    const [item] = await tx.select().from(moderationItems).where(eq(moderationItems.id, id)).for('update');
    if (!item) throw AppError.notFound();
    if (item.status === 'pending' || !RESTORABLE.includes(item.status)) {
      throw AppError.validation([{ propertyPath: 'decision', message: MODERATION_MESSAGES.notRestorable }]);
    }
    if (item.restoredAt) throw AppError.conflict(MODERATION_MESSAGES.restoredBefore);
    const [profile] = await tx
      .select({ hold: profiles.moderationHold, userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.id, item.profileId))
      .for('update');
    if (profile?.hold !== item.status) throw AppError.conflict(MODERATION_MESSAGES.superseded);
    await tx
      .update(profiles)
      .set({ moderationHold: null, updatedAt: now })
      .where(eq(profiles.id, item.profileId));
    if (item.status === 'suspended' && profile.userId) {
      await tx
        .update(users)
        .set({ suspendedAt: null, reinstatedAt: now, updatedAt: now })
        .where(eq(users.id, profile.userId));
    }
    await tx
      .update(moderationItems)
      .set({ restoredAt: now, restoredBy: adminId, restoreReason: reason })
      .where(eq(moderationItems.id, id));
    await recordAudit(tx, actor, {
      action: 'restore',
      entity: 'moderation_items',
      entityId: id,
      before: { status: item.status, restoreReason: null, profile: item.profileId },
      after: { status: RESTORE, restoreReason: reason, profile: item.profileId },
    });
    return { userId: profile.userId, suspended: item.status === 'suspended' };
  });
  invalidateProfileSearches();
  if (restored.suspended) accountsChanged();
  const mail = restored.suspended ? accountRestoredMail : profileRestoredMail;
  runInBackground('moderation restore mail', async () => {
    const to = await recipientOfUser(restored.userId);
    if (to) await sendMail(mail(to, reason));
  });
  return getModerationItem({ actor, id });
}
