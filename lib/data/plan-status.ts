import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { membersPlans, profiles } from '@/db/schema';
import { partyByProfile } from './member-party';

/** A member's plan as their dashboard shows it (issue 25): name, expiry, and contacts used of the plan's. */
export type PlanStatus = {
  planName: string | null;
  expiry: string | null;
  active: boolean;
  contacts: { total: number; used: number };
};

/** The plan of the member's own profile; callers pass the signed-in member's profile id only. */
export async function planStatusOf(profileId: number): Promise<PlanStatus | null> {
  const [[row], party] = await Promise.all([
    db
      .select({ planName: membersPlans.name, expiry: sql<string | null>`${profiles.expiry}::text` })
      .from(profiles)
      .leftJoin(membersPlans, eq(membersPlans.id, profiles.membersPlanId))
      .where(eq(profiles.id, profileId)),
    partyByProfile(profileId),
  ]);
  if (!row || !party) return null;
  return {
    planName: row.planName,
    expiry: row.expiry,
    active: party.planActive,
    contacts: { total: party.planContacts, used: party.contactsUsed },
  };
}
