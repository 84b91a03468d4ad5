import 'server-only';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { db } from '@/db/client';
import { interests, occupations, profiles, type InterestStatus } from '@/db/schema';
// The API parses statuses with these; it does not import the schema itself (README, Layers).
export { INTEREST_STATUSES, type InterestStatus } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { env } from '@/lib/env';
import { INTEREST_MESSAGES, dailyLimitMessage, resendWaitMessage } from '@/lib/interests/messages';
import { resendVerdict } from '@/lib/interests/resend';
import { interestNoteSchema } from '@/lib/validation/interest';
import { interestAcceptedMail, interestReceivedMail } from '@/lib/mail/interest-messages';
import { contactOf, type ContactAccess } from './contact-access';
import { INTEREST_COLLECTION } from '@/lib/resources/interest-lists';
import { iriOf } from '@/lib/resources/iri';
import { UNIQUE_VIOLATION, pgError } from './db-errors';
import { claimIdempotencyKey, recordIdempotentResource } from './idempotency';
import { claimInterestMail, lockRecipientMail } from './interest-mail';
import { mailPair } from './pair-mail';
import { wantsMailNow } from './notifications/mail-choices';
import { recordNotice } from './notifications/notices';
import { expectObject, pickTyped, rowId } from './input';
import { pagingOf, resultOf, type ListResult } from './list-query';
import { ownParty, reachingParty, targetParty, type Party, type ProfileOf, type ProfileRef } from './member-party';
import { summaryColumns, summaryOf, type MemberSummary } from './member-summary';
import { visibleProfile } from './member-visibility';
import { notBlockedWith } from './moderation/visibility';
import { maskSummaries, memberViewer } from './photo-access';

/**
 * Interests between members (issue 11, item 6; issue 22 item 5). A verified, active member sends
 * one, with an optional personal note, to a verified, active member of the other gender; the
 * recipient accepts or declines it while it is pending, the sender may withdraw it while it is
 * pending. A withdrawn interest may be sent again after RESEND_AFTER_DAYS, a declined one never by
 * the same sender (lib/interests/resend.ts). The rules on pairs are unique indexes in the database
 * (migrations 0008 and the interest-rules one); this module words them.
 */
export type InterestDirection = 'sent' | 'received';

export type InterestView = {
  id: number;
  fromProfileId: number;
  toProfileId: number;
  status: InterestStatus;
  /** The sender's personal note, read by both members of the pair only. */
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Seen from the signed-in member: whether they sent it or received it. */
  direction: InterestDirection;
  /** The other member of the pair. */
  other: MemberSummary;
  /** The other member's mobile, only where contact-access.ts reveals it; else why not. */
  contact: ContactAccess;
};

const MOVES = ['accepted', 'declined', 'withdrawn'] as const;
type InterestMove = (typeof MOVES)[number];

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** Key class of the advisory lock that puts one member's sends in turn (the second key is their profile). */
const SENDER_LOCK_CLASS = 2110;

/**
 * INTERESTS_PER_DAY (issue 22 item 5): a member sends at most that many interests in 24 hours,
 * withdrawn ones included; past it, 429 with Retry-After (when the oldest of them is a day old).
 * The sender's sends are taken one at a time, so requests racing each other cannot pass it together.
 */
async function enforceDailyLimit(tx: Transaction, me: Party): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SENDER_LOCK_CLASS}, ${me.profileId})`);
  const limit = env().INTERESTS_PER_DAY;
  const [{ sent, waitSeconds }] = await tx
    .select({
      sent: sql<number>`cast(count(*) as int)`,
      waitSeconds: sql<number>`cast(ceil(extract(epoch from min(${interests.createdAt}) + interval '1 day' - now())) as int)`,
    })
    .from(interests)
    .where(and(eq(interests.fromProfileId, me.profileId), sql`${interests.createdAt} > now() - interval '1 day'`));
  if (sent < limit) return;
  const wait = Math.max(1, waitSeconds);
  throw new AppError(429, dailyLimitMessage(limit, wait), [], { 'Retry-After': String(wait) });
}

/** The other member of an interest of `me`. */
export const otherOf = (me: ProfileOf): SQL =>
  sql`case when ${interests.fromProfileId} = ${me.profileId} then ${interests.toProfileId} else ${interests.fromProfileId} end`;

/** The interests of `me` as InterestViews, newest change first. */
async function readViews(me: Party, where: SQL | undefined, limit?: number, offset = 0): Promise<InterestView[]> {
  const otherId = otherOf(me);
  const query = db
    .select({
      id: interests.id,
      fromProfileId: interests.fromProfileId,
      toProfileId: interests.toProfileId,
      status: interests.status,
      note: interests.note,
      createdAt: interests.createdAt,
      updatedAt: interests.updatedAt,
      mobile: profiles.mobile,
      opened: sql<boolean>`exists (select 1 from contact_reveal cr where cr.viewer_profile_id = ${me.profileId} and cr.profile_id = "profile"."id")`,
      ...summaryColumns,
    })
    .from(interests)
    // A member who is not visible (member-visibility.ts) drops out of the other's lists, accepted ones too.
    .innerJoin(profiles, and(eq(profiles.id, otherId), visibleProfile()))
    .leftJoin(occupations, eq(occupations.id, profiles.occupationId))
    .where(where)
    .orderBy(desc(interests.updatedAt), desc(interests.id))
    .offset(offset);
  const rows = await (limit === undefined ? query : query.limit(limit));
  // Each photo as the member may see it (photo-access.ts): the photo or its blurred placeholder.
  const others = await maskSummaries(memberViewer(me), rows);
  return others.map((row) => {
    const sentByViewer = row.fromProfileId === me.profileId;
    return {
      id: row.id,
      fromProfileId: row.fromProfileId,
      toProfileId: row.toProfileId,
      status: row.status,
      note: row.note,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      direction: sentByViewer ? 'sent' : 'received',
      other: summaryOf(row),
      // Each row is the pair's interest for this listing: the reveal rule needs nothing else.
      contact: contactOf({ status: row.status, sentByViewer }, me, row.opened, row.mobile),
    };
  });
}

/** The member's interests with members they have no block with, either way (moderation/visibility.ts). */
export const mine = (me: ProfileOf, direction?: InterestDirection): SQL =>
  and(
    direction === 'sent'
      ? eq(interests.fromProfileId, me.profileId)
      : direction === 'received'
        ? eq(interests.toProfileId, me.profileId)
        : or(eq(interests.fromProfileId, me.profileId), eq(interests.toProfileId, me.profileId)),
    notBlockedWith(me.profileId, otherOf(me)),
  )!;

export type InterestListOptions = {
  actor: Actor | null;
  direction?: InterestDirection;
  statuses?: InterestStatus[];
  /** Only the interests between the member and this profile (the buttons' state). */
  withProfileId?: number;
  page?: number;
  itemsPerPage?: number;
};

/**
 * An interest the same sender sent again to the same member after withdrawing it (issue 22 item 5):
 * lists show the latest of each direction; the earlier one stays readable at its own IRI.
 */
export const notSuperseded = sql`not exists (select 1 from ${interests} as later where later.from_profile_id = ${interests.fromProfileId} and later.to_profile_id = ${interests.toProfileId} and later.id > ${interests.id})`;

/** The signed-in member's interests, filtered and paginated in SQL. */
export async function listInterests(options: InterestListOptions): Promise<ListResult<InterestView>> {
  const me = await ownParty(options.actor);
  const paging = pagingOf({ page: options.page, itemsPerPage: options.itemsPerPage });
  const where = and(
    mine(me, options.direction),
    notSuperseded,
    options.statuses?.length ? inArray(interests.status, options.statuses) : undefined,
    options.withProfileId === undefined
      ? undefined
      : or(eq(interests.fromProfileId, options.withProfileId), eq(interests.toProfileId, options.withProfileId)),
  );
  const [items, [{ total }]] = await Promise.all([
    readViews(me, where, paging.limit, paging.offset),
    db.select({ total: count() }).from(interests).innerJoin(profiles, and(eq(profiles.id, otherOf(me)), visibleProfile())).where(where),
  ]);
  return resultOf(items, total, paging);
}

async function viewOf(me: Party, id: number): Promise<InterestView> {
  const [view] = await readViews(me, eq(interests.id, id), 1);
  if (!view) throw AppError.notFound();
  return view;
}

/** One interest of the signed-in member (404 for one that is not theirs: they cannot know it exists). */
export async function getInterest({ actor, id }: { actor: Actor | null; id: number | string }): Promise<InterestView> {
  const me = await ownParty(actor);
  const [view] = await readViews(me, and(eq(interests.id, rowId(id)), mine(me)), 1);
  if (!view) throw AppError.notFound();
  return view;
}

/** The note of a POST: 422 on `note` past INTEREST_NOTE_MAX characters. */
function noteOf(value: unknown): string | null {
  const parsed = interestNoteSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw AppError.validation([{ propertyPath: 'note', message: parsed.error.issues[0].message }]);
}

/**
 * POST /api/interests {"to": IRI, "note"?: string}: 201 with the pending interest. The recipient is e-mailed now, or
 * with the others arriving within INTEREST_MAIL_INTERVAL_MINUTES of their last e-mail (interest-mail.ts).
 */
export async function sendInterest({ actor, input }: { actor: Actor | null; input: unknown }): Promise<InterestView> {
  const me = await reachingParty(actor);
  const body = pickTyped(expectObject(input), [
    { name: 'to', kind: 'iri' },
    { name: 'note', kind: 'string' },
  ]);
  const note = noteOf(body.note);
  const to = await targetParty(me, body.to, 'to', INTEREST_MESSAGES.toRequired);
  let sent: { id: number; mailNow: boolean };
  try {
    // With an Idempotency-Key, the key is claimed first and commits with the interest, so a
    // retry is answered with this interest, not "already sent" (lib/data/idempotency.ts).
    sent = await db.transaction(async (tx) => {
      await claimIdempotencyKey(tx);
      await enforceDailyLimit(tx, me);
      await lockRecipientMail(tx, to.profileId);
      const earlier = await tx
        .select({ from: interests.fromProfileId, status: interests.status, updatedAt: interests.updatedAt })
        .from(interests)
        .where(
          or(
            and(eq(interests.fromProfileId, me.profileId), eq(interests.toProfileId, to.profileId)),
            and(eq(interests.fromProfileId, to.profileId), eq(interests.toProfileId, me.profileId), inArray(interests.status, ['pending', 'accepted'])),
          ),
        )
        .orderBy(desc(interests.id));
      // The sender's latest one decides: at most one of theirs is not withdrawn (interest_pair_idx).
      const verdict = resendVerdict(earlier.find((row) => row.from === me.profileId) ?? null);
      if (!verdict.allowed) {
        if (verdict.reason === 'live') throw AppError.conflict(INTEREST_MESSAGES.alreadySent);
        if (verdict.reason === 'declined') throw AppError.conflict(INTEREST_MESSAGES.declinedBefore);
        throw AppError.conflict(resendWaitMessage(verdict.withdrawnAt, verdict.from));
      }
      if (earlier.some((row) => row.from === to.profileId)) throw AppError.conflict(INTEREST_MESSAGES.alreadyReceived);
      const [row] = await tx
        .insert(interests)
        .values({ fromProfileId: me.profileId, toProfileId: to.profileId, note })
        .returning({ id: interests.id });
      await recordIdempotentResource(tx, iriOf(INTEREST_COLLECTION, row.id));
      await recordNotice(tx, { profileId: to.profileId, kind: 'interest_received', actorProfileId: me.profileId, subjectId: row.id });
      return { id: row.id, mailNow: await claimInterestMail(tx, to.profileId, row.id) };
    });
  } catch (error) {
    // Two requests raced past the check above (another instance, no advisory lock): the unique indexes decide.
    const problem = pgError(error);
    if (problem?.code !== UNIQUE_VIOLATION) throw error;
    throw AppError.conflict(problem.constraint === 'interest_pair_idx' ? INTEREST_MESSAGES.alreadySent : INTEREST_MESSAGES.alreadyReceived);
  }
  if (sent.mailNow && (await wantsMailNow(to.profileId, 'interest_received')))
    await mailPair(me.profileId, to.profileId, (address) => interestReceivedMail(address, me.fullName));
  return viewOf(me, sent.id);
}

/** The body of a move: {"status": "accepted" | "declined" | "withdrawn"}. */
function moveOf(input: unknown): InterestMove {
  const { status } = pickTyped(expectObject(input), [{ name: 'status', kind: 'string' }]);
  if (!MOVES.includes(status as InterestMove)) {
    throw AppError.validation([{ propertyPath: 'status', message: INTEREST_MESSAGES.statusRequired }]);
  }
  return status as InterestMove;
}

/**
 * PATCH /api/interests/{id}: the recipient accepts or declines a pending interest, the sender
 * withdraws one; anyone else (another member, an administrator) 403. The sender is e-mailed on
 * acceptance.
 */
export async function moveInterest({ actor, id: path, input }: { actor: Actor | null; id: number | string; input: unknown }): Promise<InterestView> {
  const me = await ownParty(actor);
  const id = rowId(path);
  const [row] = await db.select().from(interests).where(eq(interests.id, id));
  if (!row) throw AppError.notFound();
  if (row.fromProfileId !== me.profileId && row.toProfileId !== me.profileId) throw AppError.forbidden();
  // With a member who is no longer visible there is nothing left to answer: as if it were gone.
  await viewOf(me, id);
  const move = moveOf(input);
  if (move === 'withdrawn' && row.fromProfileId !== me.profileId) throw AppError.forbidden(INTEREST_MESSAGES.onlySender);
  if (move !== 'withdrawn' && row.toProfileId !== me.profileId) throw AppError.forbidden(INTEREST_MESSAGES.onlyRecipient);
  // Only a pending interest moves, checked in the UPDATE itself so two answers cannot both win.
  const moved = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(interests)
      .set({ status: move, updatedAt: new Date() })
      .where(and(eq(interests.id, id), eq(interests.status, 'pending')))
      .returning({ id: interests.id });
    if (done && move === 'accepted')
      await recordNotice(tx, { profileId: row.fromProfileId, kind: 'interest_accepted', actorProfileId: me.profileId, subjectId: id });
    return done;
  });
  if (!moved) throw AppError.conflict(INTEREST_MESSAGES.notPending);
  if (move === 'accepted' && (await wantsMailNow(row.fromProfileId, 'interest_accepted'))) {
    await mailPair(me.profileId, row.fromProfileId, (address) => interestAcceptedMail(address, me.fullName));
  }
  return viewOf(me, id);
}

/**
 * The figures beside the member's menu entries: interests waiting for their answer, their own
 * still pending, the accepted ones either way; as a query, which lib/data/member-menu.ts reads
 * with the menu's other figures.
 */
export function interestMenuFigures(profileId: ProfileRef) {
  const me = { profileId };
  return db
    .select({
      received: sql<number>`cast(count(*) filter (where ${interests.toProfileId} = ${me.profileId} and ${interests.status} = 'pending') as int)`.as('received'),
      sent: sql<number>`cast(count(*) filter (where ${interests.fromProfileId} = ${me.profileId} and ${interests.status} = 'pending') as int)`.as('sent'),
      accepted: sql<number>`cast(count(*) filter (where ${interests.status} = 'accepted') as int)`.as('accepted'),
    })
    .from(interests)
    .innerJoin(profiles, and(eq(profiles.id, otherOf(me)), visibleProfile()))
    .where(mine(me));
}
