import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { interests, moderationItems, profiles, reports } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { idFromIri } from '@/lib/resources/iri';
import { INTEREST_COLLECTION } from '@/lib/resources/interest-lists';
import {
  MODERATION_MESSAGES,
  reportSchema,
  type ModerationStatus,
  type ReportReason,
} from '@/lib/validation/moderation';
import { parseInput } from '@/lib/validation/parse-input';
import { expectObject, pickTyped, rowId } from '../input';
import { pagingOf, resultOf, type ListResult } from '../list-query';
import { ownParty } from '../member-party';
import { toView } from '../profiles/views';
import { invalidateProfileSearches } from '../profiles/search';
import { getSettings } from '../settings';
import { targetProfile } from './target';

/**
 * Members' reports of one another (issue 22, item 4). A report joins the reported profile's open
 * moderation item (one is opened, with a snapshot of the profile, by the first report); once
 * enough different members have reported it (settings: moderation.reportsToHide) the profile is
 * held out of sight until an administrator decides. The reporter follows each report's status.
 */
export type ReportView = {
  id: number;
  profileId: number;
  fullName: string;
  reason: ReportReason;
  details: string;
  /** The interest whose note was reported, and the note as it read then (null: not a note report). */
  interestId: number | null;
  note: string | null;
  status: ModerationStatus;
  createdAt: Date;
  decidedAt: Date | null;
};

const selection = {
  id: reports.id,
  profileId: reports.profileId,
  fullName: profiles.fullName,
  reason: reports.reason,
  details: reports.details,
  interestId: reports.interestId,
  note: reports.note,
  status: moderationItems.status,
  createdAt: reports.createdAt,
  decidedAt: moderationItems.decidedAt,
};

const readReports = () =>
  db
    .select(selection)
    .from(reports)
    .innerJoin(moderationItems, eq(moderationItems.id, reports.itemId))
    .innerJoin(profiles, eq(profiles.id, reports.profileId));

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** The reported profile's open report item, opened with a snapshot of the profile if there is none. */
async function openItemFor(tx: Transaction, profile: typeof profiles.$inferSelect): Promise<number> {
  const open = and(
    eq(moderationItems.profileId, profile.id),
    eq(moderationItems.kind, 'report'),
    eq(moderationItems.status, 'pending'),
  );
  const [existing] = await tx.select({ id: moderationItems.id }).from(moderationItems).where(open).for('update');
  if (existing) return existing.id;
  // What other members saw (the public view) and the photo the profile showed, as it was reported.
  const snapshot = { ...toView(profile, 'member'), photo: profile.photo, takenAt: new Date().toISOString() };
  const [created] = await tx
    .insert(moderationItems)
    .values({ kind: 'report', profileId: profile.id, snapshot })
    .onConflictDoNothing({
      target: moderationItems.profileId,
      where: sql`${moderationItems.kind} = 'report' and ${moderationItems.status} = 'pending'`,
    })
    .returning({ id: moderationItems.id });
  if (created) return created.id;
  // Another report opened it meanwhile.
  const [raced] = await tx.select({ id: moderationItems.id }).from(moderationItems).where(open).for('update');
  return raced.id;
}

/**
 * Files a report of `target` by `reporterProfileId` on its open moderation item, and holds the
 * profile once enough members reported it. `messages`: a reported message with those around it.
 */
export async function recordReport(
  reporterProfileId: number,
  target: typeof profiles.$inferSelect,
  report: {
    reason: ReportReason;
    details: string;
    messages?: Record<string, unknown>[];
    interestId?: number;
    note?: string | null;
  },
): Promise<number> {
  const { reportsToHide } = (await getSettings()).moderation;
  const { id, held } = await db.transaction(async (tx) => {
    const itemId = await openItemFor(tx, target);
    const [created] = await tx
      .insert(reports)
      .values({ reporterProfileId, profileId: target.id, itemId, ...report })
      .returning({ id: reports.id });
    const [{ reporters }] = await tx
      .select({ reporters: sql<number>`cast(count(distinct ${reports.reporterProfileId}) as int)` })
      .from(reports)
      .where(eq(reports.itemId, itemId));
    // Enough different members: out of sight until an administrator decides (a stronger hold stays).
    const heldNow =
      reporters >= reportsToHide
        ? await tx
            .update(profiles)
            .set({ moderationHold: 'reported', updatedAt: new Date() })
            .where(and(eq(profiles.id, target.id), sql`${profiles.moderationHold} is null`))
            .returning({ id: profiles.id })
        : [];
    return { id: created.id, held: heldNow.length > 0 };
  });
  if (held) invalidateProfileSearches();
  return id;
}

/**
 * The interest a report names (optional): one the reported member sent to the reporter, whose note
 * is then kept with the report, as it read then (it may be withdrawn later). Another interest: 422.
 */
async function reportedNote(
  value: unknown,
  reporterProfileId: number,
  reportedProfileId: number,
): Promise<{ interestId: number; note: string | null } | null> {
  if (value === undefined || value === null) return null;
  const id = idFromIri(String(value), INTEREST_COLLECTION);
  if (id === null) throw AppError.badRequest(`Invalid IRI "${String(value)}".`);
  const [row] = await db
    .select({ id: interests.id, note: interests.note })
    .from(interests)
    .where(
      and(
        eq(interests.id, id),
        eq(interests.fromProfileId, reportedProfileId),
        eq(interests.toProfileId, reporterProfileId),
      ),
    );
  if (!row) throw AppError.validation([{ propertyPath: 'interest', message: MODERATION_MESSAGES.notYourInterest }]);
  return { interestId: row.id, note: row.note };
}

/**
 * POST /api/reports {"profile": IRI, "reason", "details", "interest"?: IRI}: 201 with the report
 * and its status. With an interest, the report is also about that interest's note.
 */
export async function fileReport({ actor, input }: { actor: Actor | null; input: unknown }): Promise<ReportView> {
  const me = await ownParty(actor);
  const body = pickTyped(expectObject(input), [
    { name: 'profile', kind: 'iri' },
    { name: 'reason', kind: 'string' },
    { name: 'details', kind: 'string' },
    { name: 'interest', kind: 'iri' },
  ]);
  const target = await targetProfile(me, body.profile, MODERATION_MESSAGES.selfReport);
  const { reason, details } = parseInput(reportSchema, body);
  const noted = await reportedNote(body.interest, me.profileId, target.id);
  const id = await recordReport(me.profileId, target, { reason, details, ...noted });
  return getReport({ actor, id });
}

/** The signed-in member's reports, newest first, each with the status of its item. */
export async function listReports(options: {
  actor: Actor | null;
  status?: ModerationStatus;
  profileId?: number;
  page?: number;
  itemsPerPage?: number;
}): Promise<ListResult<ReportView>> {
  const me = await ownParty(options.actor);
  const paging = pagingOf({ page: options.page, itemsPerPage: options.itemsPerPage });
  const where = and(
    eq(reports.reporterProfileId, me.profileId),
    options.status ? eq(moderationItems.status, options.status) : undefined,
    options.profileId === undefined ? undefined : eq(reports.profileId, options.profileId),
  );
  const [items, [{ total }]] = await Promise.all([
    readReports()
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(paging.limit!)
      .offset(paging.offset),
    db
      .select({ total: count() })
      .from(reports)
      .innerJoin(moderationItems, eq(moderationItems.id, reports.itemId))
      .where(where),
  ]);
  return resultOf(items, Number(total), paging);
}

/** One of the member's reports (another member's: 404, they cannot know it exists). */
export async function getReport({ actor, id: path }: { actor: Actor | null; id: number | string }): Promise<ReportView> {
  const me = await ownParty(actor);
  const id = rowId(path);
  const [view] = await readReports().where(and(eq(reports.id, id), eq(reports.reporterProfileId, me.profileId)));
  if (!view) throw AppError.notFound();
  return view;
}
