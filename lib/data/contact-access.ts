import 'server-only';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { contactReveals, interests, profiles, type InterestStatus } from '@/db/schema';
import { CONTACT_REASONS, contactLimitMessage } from '@/lib/interests/messages';
import { partyByProfile } from './member-party';
import { visibleProfile } from './member-visibility';

/**
 * Whether one member may see another's contact details (the mobile number), and if not, why and
 * what to do. Revealed only when an interest between the two, either direction, is accepted AND
 * the viewer's plan is active (a members plan set and expiry today or later) AND the viewer has
 * opened it once (contact-reveals.ts: each first opening counts against the plan's contacts).
 * Until then `allowance` says how many the plan includes and how many are used: the member may
 * open it, or is at the limit (the reason says which). Callers authorize the viewer first; this
 * only answers for two profiles.
 */
export type ContactAllowance = { total: number; used: number };
export type ContactAccess =
  | { revealed: true; mobile: string }
  | { revealed: false; reason: string; allowance?: ContactAllowance };

/** What contactOf() needs of the viewer: their plan and its use (member-party.ts Party has them). */
export type ContactViewer = { planActive: boolean; planContacts: number; contactsUsed: number };

/** Whether a plan of `total` contacts (0 = unlimited) with `used` of them revealed is at its limit. */
export const atContactLimit = ({ total, used }: ContactAllowance) => total > 0 && used >= total;

/** The interest that speaks for a pair: the live one (pending or accepted), else the latest. */
export type PairInterest = { status: InterestStatus; sentByViewer: boolean } | null;

/** The reason for hidden contact details, from the pair's interest and the viewer's plan. */
function hiddenReason(interest: PairInterest, planActive: boolean): string | null {
  if (!interest) return CONTACT_REASONS.noInterest;
  const sent = interest.sentByViewer;
  switch (interest.status) {
    case 'pending':
      return sent ? CONTACT_REASONS.waiting : CONTACT_REASONS.toAccept;
    case 'declined':
      return sent ? CONTACT_REASONS.theyDeclined : CONTACT_REASONS.youDeclined;
    case 'withdrawn':
      return sent ? CONTACT_REASONS.youWithdrew : CONTACT_REASONS.theyWithdrew;
    case 'accepted':
      return planActive ? null : CONTACT_REASONS.noPlan;
  }
}

/**
 * Contact details as one member may see them, given what hiddenReason() needs, whether the viewer
 * has opened this pair's contact before, and the mobile.
 */
export function contactOf(interest: PairInterest, viewer: ContactViewer, opened: boolean, mobile: string): ContactAccess {
  const reason = hiddenReason(interest, viewer.planActive);
  if (reason !== null) return { revealed: false, reason };
  if (opened) return { revealed: true, mobile };
  const allowance = { total: viewer.planContacts, used: viewer.contactsUsed };
  return {
    revealed: false,
    reason: atContactLimit(allowance) ? contactLimitMessage(allowance.total) : CONTACT_REASONS.toOpen,
    allowance,
  };
}

/** Whether `viewer` has opened `other`'s contact details before (contact-reveals.ts). */
async function contactOpened(viewer: number, other: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contactReveals.id })
    .from(contactReveals)
    .where(and(eq(contactReveals.viewerProfileId, viewer), eq(contactReveals.profileId, other)));
  return !!row;
}

const between = (a: number, b: number) =>
  or(
    and(eq(interests.fromProfileId, a), eq(interests.toProfileId, b)),
    and(eq(interests.fromProfileId, b), eq(interests.toProfileId, a)),
  );

/** The interest that speaks for the pair, as seen by `viewer` (see PairInterest). */
async function pairInterest(viewer: number, other: number): Promise<PairInterest> {
  const [row] = await db
    .select({ status: interests.status, from: interests.fromProfileId })
    .from(interests)
    .where(between(viewer, other))
    .orderBy(sql`(${interests.status} in ('pending', 'accepted')) desc`, desc(interests.updatedAt), desc(interests.id))
    .limit(1);
  return row ? { status: row.status, sentByViewer: row.from === viewer } : null;
}

export async function interestAccepted(profileA: number, profileB: number): Promise<boolean> {
  const [row] = await db
    .select({ id: interests.id })
    .from(interests)
    .where(and(between(profileA, profileB), eq(interests.status, 'accepted')))
    .limit(1);
  return !!row;
}

/**
 * The viewer's contact access to a candidate. `known` is the viewer's plan and its use where the
 * caller has them (their Party, or its read under way: in a page render ownParty answers from the
 * signed-in layout's frame), else they are read here; never one read before a reveal the answer
 * must count.
 */
export async function contactAccess(
  viewerProfileId: number,
  candidateProfileId: number,
  known?: ContactViewer | Promise<ContactViewer>,
): Promise<ContactAccess> {
  const [viewer, interest, opened, [candidate]] = await Promise.all([
    known ?? partyByProfile(viewerProfileId),
    pairInterest(viewerProfileId, candidateProfileId),
    contactOpened(viewerProfileId, candidateProfileId),
    db
      .select({ mobile: profiles.mobile })
      .from(profiles)
      .where(and(eq(profiles.id, candidateProfileId), visibleProfile())),
  ]);
  if (!viewer || !candidate) return { revealed: false, reason: CONTACT_REASONS.noInterest };
  return contactOf(interest, viewer, opened, candidate.mobile);
}
