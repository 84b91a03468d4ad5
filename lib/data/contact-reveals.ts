import 'server-only';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { contactReveals, profiles } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { contactLimitMessage } from '@/lib/interests/messages';
import { atContactLimit, contactAccess, type ContactAccess } from './contact-access';
import { ownParty } from './member-party';

/**
 * A member opens an accepted counterpart's contact details (issue 25, item 2). The first opening
 * of each counterpart counts once against the plan's `contacts` (0 = unlimited) and is kept as the
 * log of the plan's use; opening it again costs nothing. At the limit nothing is revealed: 403 with
 * the limit message. Not accepted, no active plan, or not visible: 403 with the reason.
 */
export async function revealContact(actor: Actor | null, otherProfileId: number): Promise<ContactAccess> {
  const me = await ownParty(actor);
  const before = await contactAccess(me.profileId, otherProfileId);
  if (before.revealed) return before;
  if (!before.allowance) throw AppError.forbidden(before.reason);
  await db.transaction(async (tx) => {
    // One reveal at a time per member: the row lock makes a concurrent reveal wait, so the count
    // below includes every earlier one and two reveals at the limit cannot both pass.
    const [locked] = await tx
      .select({ planStartedOn: profiles.planStartedOn })
      .from(profiles)
      .where(eq(profiles.id, me.profileId))
      .for('update');
    const pair = and(eq(contactReveals.viewerProfileId, me.profileId), eq(contactReveals.profileId, otherProfileId));
    // Opened meanwhile (the same pair twice at once): it counted once already.
    if ((await tx.select({ id: contactReveals.id }).from(contactReveals).where(pair)).length) return;
    const [{ used }] = await tx
      .select({ used: count() })
      .from(contactReveals)
      .where(
        and(
          eq(contactReveals.viewerProfileId, me.profileId),
          // This plan period's reveals only (member-party.ts counts the same way).
          locked?.planStartedOn ? gte(contactReveals.createdAt, sql`${locked.planStartedOn}::date`) : undefined,
        ),
      );
    if (atContactLimit({ total: me.planContacts, used })) throw AppError.forbidden(contactLimitMessage(me.planContacts));
    await tx.insert(contactReveals).values({ viewerProfileId: me.profileId, profileId: otherProfileId }).onConflictDoNothing();
  });
  return contactAccess(me.profileId, otherProfileId);
}
