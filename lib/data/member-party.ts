import 'server-only';
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { db } from '@/db/client';
import { profiles } from '@/db/schema';
import { assertArea } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { foreignIriViolation } from '@/lib/data/input';
import { AppError } from '@/lib/errors';
import { INTEREST_MESSAGES } from '@/lib/interests/messages';
import { idFromIri } from '@/lib/resources/iri';
import { PROFILE_COLLECTION } from '@/lib/resources/profile';
import { isVisibleProfile } from './member-visibility';
import { blockedBetween } from './moderation/visibility';
import { indiaToday } from './india-today';
import { inPageRender } from './render-scope';

/**
 * A member as a party to interests and shortlists: their profile, whether they may reach other
 * members (visible to them: member-visibility.ts), and whether their plan is active (a members plan and an
 * expiry today or later, by the database's calendar day, so every instance agrees).
 */
export type Party = {
  profileId: number;
  userId: number | null;
  fullName: string;
  genderId: number;
  reachable: boolean;
  planActive: boolean;
  /** The plan's contact allowance (0 = unlimited) and the contacts revealed so far (contact-reveals.ts). */
  planContacts: number;
  contactsUsed: number;
};

/**
 * A member's profile in an SQL condition: its id, or an expression that yields it (the placeholder
 * or subquery of a prepared statement). Party satisfies ProfileOf.
 */
export type ProfileRef = number | SQL;
export type ProfileOf = { profileId: ProfileRef };

/**
 * The party's columns, `today` being India's day (a placeholder in member-menu.ts's prepared
 * statement, which reads the member's own party with the menu's figures).
 */
export const partyColumnsOn = (today: SQLWrapper) => ({
  profileId: profiles.id,
  userId: profiles.userId,
  fullName: profiles.fullName,
  genderId: profiles.genderId,
  reachable: isVisibleProfile(),
  planActive: sql<boolean>`(${profiles.membersPlanId} is not null and coalesce(${profiles.expiry} >= ${today}, false))`,
  // Written out in full: inside a subquery an unqualified "id" would be the subquery's own.
  planContacts: sql<number>`coalesce((select mp.contacts from members_plan mp where mp.id = "profile"."members_plan_id"), 0)::int`,
  // Counted per plan period: the reveals since the plan started (all of them before migration 0035).
  contactsUsed: sql<number>`(select count(*) from contact_reveal cr where cr.viewer_profile_id = "profile"."id"
    and cr.created_at >= coalesce("profile"."plan_started_on", '-infinity'::date))::int`,
});
const partyColumns = partyColumnsOn(indiaToday);

export async function partyByProfile(profileId: number): Promise<Party | null> {
  const [row] = await db.select(partyColumns).from(profiles).where(eq(profiles.id, profileId));
  return row ?? null;
}

/**
 * In a page render the signed-in layout's frame statement has read the member's party already
 * (member-menu.ts, once per render, imported when first asked for: it imports this module); outside
 * one (route handlers, server actions, where a write may come before it) each call reads.
 */
async function partyOfUser(userId: number): Promise<Party | undefined> {
  if (inPageRender()) return (await import('./member-menu')).framePartyThisRender(userId);
  const [row] = await db.select(partyColumns).from(profiles).where(eq(profiles.userId, userId));
  return row;
}

/** The signed-in member's own party: 401 anonymous, 403 another area or no profile yet. */
export async function ownParty(actor: Actor | null): Promise<Party> {
  const member = assertArea(actor, 'member');
  const row = await partyOfUser(member.id);
  if (!row) throw AppError.forbidden(INTEREST_MESSAGES.noProfile);
  return row;
}

/** The own party of a member who may reach others (verified and active), else 403. */
export async function reachingParty(actor: Actor | null): Promise<Party> {
  const party = await ownParty(actor);
  if (!party.reachable) throw AppError.forbidden(INTEREST_MESSAGES.notVerified);
  return party;
}

/**
 * The member an IRI in a write names, checked as someone `from` may reach: 400 for what is not a
 * profile IRI or names no profile; 422 (on `property`) for oneself, a profile that is not verified
 * and active, or one of the same gender.
 */
export async function targetParty(from: Party, value: unknown, property: string, missing: string): Promise<Party> {
  const refuse = (message: string) => AppError.validation([{ propertyPath: property, message }]);
  if (value === undefined || value === null || value === '') throw refuse(missing);
  const foreign = typeof value === 'string' ? foreignIriViolation(property, value) : null;
  if (foreign) throw AppError.validation([foreign]);
  const id = typeof value === 'string' ? idFromIri(value, PROFILE_COLLECTION) : null;
  const target = id === null ? null : await partyByProfile(id);
  if (!target) throw AppError.badRequest(`Invalid IRI "${String(value)}".`);
  if (target.profileId === from.profileId) throw refuse(INTEREST_MESSAGES.self);
  if (!target.reachable || (await blockedBetween(from.profileId, target.profileId)))
    throw refuse(INTEREST_MESSAGES.unavailable);
  if (target.genderId === from.genderId) throw refuse(INTEREST_MESSAGES.sameGender);
  return target;
}
