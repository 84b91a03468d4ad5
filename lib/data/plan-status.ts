import 'server-only';
import { assertArea } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { findMasterResourceByCollection } from '@/lib/resources/master-data';
import { masterRowsById } from './master-data';
import { ownParty } from './member-party';
import { profileRowOfUser } from './profiles/prepared';

const membersPlanResource = findMasterResourceByCollection('membersplans')!;

/** A member's plan as their dashboard shows it (issue 25): name, expiry, and contacts used of the plan's. */
export type PlanStatus = {
  planName: string | null;
  expiry: string | null;
  active: boolean;
  contacts: { total: number; used: number };
};

/**
 * The signed-in member's own plan; null without a profile. In a page render it reads nothing the
 * signed-in layout has not read already (the member's profile row and party come with its frame
 * statement, the plan's name from the members plans kept in memory): no database wait of its own.
 */
export async function planStatusOf(actor: Actor | null): Promise<PlanStatus | null> {
  const member = assertArea(actor, 'member');
  const row = await profileRowOfUser(member.id);
  if (!row) return null;
  const [party, plans] = await Promise.all([ownParty(actor), masterRowsById(membersPlanResource)]);
  const plan = row.membersPlanId === null ? undefined : plans.get(row.membersPlanId);
  return {
    planName: typeof plan?.planName === 'string' ? plan.planName : null,
    expiry: row.expiry,
    active: party.planActive,
    contacts: { total: party.planContacts, used: party.contactsUsed },
  };
}
