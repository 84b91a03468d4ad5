import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '@/db/client';
import { profiles } from '@/db/schema';
import { assertArea } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { PROFILE_COLLECTION } from '@/lib/resources/profile';
import { idFromIdOrIri } from '@/lib/resources/iri';
import { MEMBER_ACCOUNT_TEXT, answerMarriageSchema, markMarriedSchema } from '@/lib/validation/member-account';
import { parseInput } from '@/lib/validation/parse-input';
import { invalidateProfileSearches } from './profiles/search';

/**
 * "Mark as married" (issue 23 section 2). A married member leaves matching: married_at is one of
 * the conditions of member-visibility.ts, so they are out of every search, candidate page,
 * interest list and shortlist at once, and their interests, pending or accepted, are paused both
 * ways (kept, so a mistaken click is undone with everything back). Optionally "we met on
 * Thirumanam": the partner is named among the member's accepted-interest counterparts, and that
 * partner confirms (which marks them married too) or declines (which unlinks the name). Who sees
 * what: the named partner sees the name of the member who named them, on their own account page;
 * the member sees the partner's name; administrators see only the counts (dashboard).
 */
export type PartnerRef = { id: number; fullName: string };

export type MarriageState = {
  marriedTo: PartnerRef | null;
  marriageConfirmedAt: Date | null;
  /** A member who named this one as the partner met here, waiting for an answer (oldest first). */
  proposedBy: PartnerRef | null;
};

type Reader = Pick<typeof db, 'select' | 'execute'>;

/** The rows of a raw query: postgres.js returns them, PGlite `{ rows }`. */
async function rowsOf<T>(reader: Reader, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await reader.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** The member's own profile's marriage columns, locked: a partner's answer and an undo do not interleave. */
async function ownProfile(reader: Reader, userId: number) {
  const [own] = await reader
    .select({
      id: profiles.id,
      marriedAt: profiles.marriedAt,
      marriedToProfileId: profiles.marriedToProfileId,
      marriageConfirmedAt: profiles.marriageConfirmedAt,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  if (!own) throw AppError.conflict(MEMBER_ACCOUNT_TEXT.noProfile);
  return own;
}

/**
 * The profiles this member may name as the partner met on Thirumanam: those of their accepted
 * interests (either way), still active and not held by moderation, not married to someone else.
 * Hidden ones count: a couple often hides their profiles before they marry.
 */
function candidatesSql(profileId: number) {
  return sql`
    select p.id, p.full_name as "fullName"
      from interest i
      join profile p on p.id = case when i.from_profile_id = ${profileId} then i.to_profile_id else i.from_profile_id end
     where i.status = 'accepted' and ${profileId} in (i.from_profile_id, i.to_profile_id)
       and p.status and p.moderation_hold is null
       and (p.married_to_profile_id is null or p.married_to_profile_id = ${profileId})
     order by p.full_name, p.id`;
}

export async function marriageCandidates({ actor }: { actor: Actor | null }): Promise<PartnerRef[]> {
  const member = assertArea(actor, 'member');
  const [own] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, member.id));
  if (!own) return [];
  return rowsOf<PartnerRef>(db, candidatesSql(own.id));
}

/** The member who named this profile as the partner they met here and waits for its answer; null if none. */
export async function marriageProposedTo(profileId: number): Promise<PartnerRef | null> {
  const [proposal] = await db
    .select({ id: profiles.id, fullName: profiles.fullName })
    .from(profiles)
    .where(and(eq(profiles.marriedToProfileId, profileId), isNull(profiles.marriageConfirmedAt)))
    .orderBy(profiles.marriedAt, profiles.id)
    .limit(1);
  return proposal ?? null;
}

/** The marriage part of the member's account (member-account.ts). */
export async function marriageStateOf(profileId: number): Promise<MarriageState> {
  const partner = alias(profiles, 'partner');
  const [[own], proposedBy] = await Promise.all([
    db
      .select({
        marriedToId: partner.id,
        marriedToName: partner.fullName,
        marriageConfirmedAt: profiles.marriageConfirmedAt,
      })
      .from(profiles)
      .leftJoin(partner, eq(partner.id, profiles.marriedToProfileId))
      .where(eq(profiles.id, profileId)),
    marriageProposedTo(profileId),
  ]);
  return {
    marriedTo: own?.marriedToId ? { id: own.marriedToId, fullName: own.marriedToName! } : null,
    marriageConfirmedAt: own?.marriageConfirmedAt ?? null,
    proposedBy,
  };
}

/**
 * Marks the member married (`{"married": true, "marriedTo": profile IRI or id, optional}`) or
 * undoes it (`{"married": false}`). Naming a partner who already named this member confirms the
 * pair at once. A partner outside the candidates (candidatesSql) is a 422; 409 before the member
 * has a profile. Undoing leaves a partner who confirmed married, unlinked from this member.
 */
export async function setMarried({ actor, input }: { actor: Actor | null; input: unknown }): Promise<void> {
  const member = assertArea(actor, 'member');
  const { married, marriedTo } = parseInput(markMarriedSchema, input);
  await db.transaction(async (tx) => {
    const own = await ownProfile(tx, member.id);
    if (!married) {
      await tx
        .update(profiles)
        .set({ marriedAt: null, marriedToProfileId: null, marriageConfirmedAt: null, updatedAt: new Date() })
        .where(eq(profiles.id, own.id));
      await tx
        .update(profiles)
        .set({ marriedToProfileId: null, marriageConfirmedAt: null, updatedAt: new Date() })
        .where(eq(profiles.marriedToProfileId, own.id));
      return;
    }
    let partnerId: number | null = null;
    if (marriedTo !== null && marriedTo !== undefined) {
      partnerId = idFromIdOrIri(String(marriedTo), PROFILE_COLLECTION);
      const list = await rowsOf<PartnerRef>(tx, candidatesSql(own.id));
      if (partnerId === null || !list.some((c) => c.id === partnerId)) {
        throw AppError.validation([{ propertyPath: 'marriedTo', message: MEMBER_ACCOUNT_TEXT.partnerNotCandidate }]);
      }
    }
    if (own.marriageConfirmedAt && own.marriedToProfileId !== partnerId) {
      throw AppError.conflict(MEMBER_ACCOUNT_TEXT.marriageConfirmedAlready);
    }
    const [partner] = partnerId
      ? await tx
          .select({ marriedToProfileId: profiles.marriedToProfileId })
          .from(profiles)
          .where(eq(profiles.id, partnerId))
      : [];
    const mutual = !!partner && partner.marriedToProfileId === own.id;
    const now = new Date();
    await tx
      .update(profiles)
      .set({
        marriedAt: own.marriedAt ?? now,
        marriedToProfileId: partnerId,
        marriageConfirmedAt: mutual ? (own.marriageConfirmedAt ?? now) : null,
        updatedAt: now,
      })
      .where(eq(profiles.id, own.id));
    // A partner named before, now replaced: their name for this member goes too.
    if (own.marriedToProfileId && own.marriedToProfileId !== partnerId) {
      await tx
        .update(profiles)
        .set({ marriageConfirmedAt: null, updatedAt: now })
        .where(and(eq(profiles.id, own.marriedToProfileId), eq(profiles.marriedToProfileId, own.id)));
    }
    if (mutual) {
      await tx
        .update(profiles)
        .set({ marriageConfirmedAt: sql`coalesce(${profiles.marriageConfirmedAt}, now())`, updatedAt: now })
        .where(eq(profiles.id, partnerId!));
    }
  });
  invalidateProfileSearches();
}

/**
 * The named partner's answer (`{"confirmMarriage": true | false}`) to the oldest member waiting
 * for one: true confirms the pair and marks this member married to them (matching closes for
 * them too); false unlinks the name (the other stays married). 409 when nobody is waiting.
 */
export async function answerMarriage({ actor, input }: { actor: Actor | null; input: unknown }): Promise<void> {
  const member = assertArea(actor, 'member');
  const { confirmMarriage } = parseInput(answerMarriageSchema, input);
  await db.transaction(async (tx) => {
    const own = await ownProfile(tx, member.id);
    const [proposal] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.marriedToProfileId, own.id), isNull(profiles.marriageConfirmedAt)))
      .orderBy(profiles.marriedAt, profiles.id)
      .limit(1)
      .for('update');
    if (!proposal) throw AppError.conflict(MEMBER_ACCOUNT_TEXT.noMarriageToAnswer);
    const now = new Date();
    if (!confirmMarriage) {
      await tx.update(profiles).set({ marriedToProfileId: null, updatedAt: now }).where(eq(profiles.id, proposal.id));
      return;
    }
    if (own.marriageConfirmedAt && own.marriedToProfileId !== proposal.id) {
      throw AppError.conflict(MEMBER_ACCOUNT_TEXT.marriageConfirmedAlready);
    }
    await tx.update(profiles).set({ marriageConfirmedAt: now, updatedAt: now }).where(eq(profiles.id, proposal.id));
    await tx
      .update(profiles)
      .set({ marriedAt: own.marriedAt ?? now, marriedToProfileId: proposal.id, marriageConfirmedAt: now, updatedAt: now })
      .where(eq(profiles.id, own.id));
  });
  invalidateProfileSearches();
}

/** The administrators' dashboard: members marked married, and couples who met here (both confirmed). */
export async function countMarriages({ actor }: { actor: Actor | null }): Promise<{ married: number; metHere: number }> {
  assertArea(actor, 'admin');
  const [counts] = await rowsOf<{ married: number; metHere: number }>(
    db,
    sql`
    select (select count(*) from profile where married_at is not null)::int as married,
           (select count(*) from profile p join profile q on q.id = p.married_to_profile_id
             where p.id < q.id and q.married_to_profile_id = p.id
               and p.marriage_confirmed_at is not null and q.marriage_confirmed_at is not null)::int as "metHere"`,
  );
  return { married: Number(counts.married), metHere: Number(counts.metHere) };
}
