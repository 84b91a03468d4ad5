import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { interests, profiles, shortlists } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { pairStateOf, type InterestRow, type PairState, type ShortlistRow } from '@/lib/interests/pair-state';
import { INTEREST_COLLECTION, SHORTLIST_COLLECTION } from '@/lib/resources/interest-lists';
import { iriOf } from '@/lib/resources/iri';
import { mine, notSuperseded, otherOf } from './interests';
import { ownParty } from './member-party';
import { visibleProfile } from './member-visibility';
import { notBlockedWith } from './moderation/visibility';

/** A time as the API writes it (lib/hydra/endpoints/interests.ts): whole seconds, +00:00. */
const rfc3339 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

/**
 * Where the signed-in member stands with each of the profiles a page shows (issue 28): the state
 * the interest buttons would read from GET /api/interests?profile= and /api/shortlists?profile=,
 * for all of them in two queries, so the page gives each card its state and the browser asks
 * nothing until a move. The same rows as the API: only the member's own interests (each
 * direction's latest, with members they have no block with and who are visible) and their own
 * shortlist entries. A profile with neither gets the empty state.
 */
export async function readPairStates(actor: Actor | null, profileIds: number[]): Promise<Map<number, PairState>> {
  const ids = [...new Set(profileIds)];
  const states = new Map<number, PairState>();
  if (!ids.length) return states;
  const me = await ownParty(actor);
  const otherId = otherOf(me);
  const [interestRows, shortlistRows] = await Promise.all([
    db
      .select({
        otherId: sql<number>`${otherId}`.mapWith(Number),
        id: interests.id,
        status: interests.status,
        fromProfileId: interests.fromProfileId,
        updatedAt: interests.updatedAt,
      })
      .from(interests)
      .innerJoin(profiles, and(eq(profiles.id, otherId), visibleProfile()))
      .where(and(mine(me), notSuperseded, inArray(otherId, ids)))
      .orderBy(desc(interests.updatedAt), desc(interests.id)),
    db
      .select({ id: shortlists.id, profileId: shortlists.profileId })
      .from(shortlists)
      .innerJoin(
        profiles,
        and(
          eq(profiles.id, shortlists.profileId),
          visibleProfile(),
          notBlockedWith(sql`${shortlists.ownerProfileId}`, profiles.id),
        ),
      )
      .where(and(eq(shortlists.ownerProfileId, me.profileId), inArray(shortlists.profileId, ids))),
  ]);
  const rowsOf = new Map<number, InterestRow[]>();
  for (const row of interestRows) {
    const list = rowsOf.get(row.otherId) ?? [];
    list.push({
      '@id': iriOf(INTEREST_COLLECTION, row.id),
      id: row.id,
      status: row.status,
      direction: row.fromProfileId === me.profileId ? 'sent' : 'received',
      updatedAt: rfc3339(row.updatedAt),
    });
    rowsOf.set(row.otherId, list);
  }
  const listedOf = new Map<number, ShortlistRow>(
    shortlistRows.map((row) => [row.profileId, { '@id': iriOf(SHORTLIST_COLLECTION, row.id), id: row.id }]),
  );
  for (const id of ids) states.set(id, pairStateOf(rowsOf.get(id) ?? [], listedOf.get(id) ?? null));
  return states;
}
