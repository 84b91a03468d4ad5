import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { blocks, interests, occupations, profiles } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { MODERATION_MESSAGES } from '@/lib/validation/moderation';
import { UNIQUE_VIOLATION, pgError } from '../db-errors';
import { expectObject, pickTyped, rowId } from '../input';
import { pagingOf, resultOf, type ListResult } from '../list-query';
import { ownParty } from '../member-party';
import { summaryColumns, summaryOf, type MemberSummary } from '../member-summary';
import { targetProfile } from './target';

/**
 * Members' blocks (issue 22, item 4). A block hides the two members from each other everywhere,
 * both ways (visibility.ts: matches, candidate pages, interests, shortlists, photos), and closes
 * a pending interest between them. Only the blocker sees the block, and may undo it.
 */
export type BlockView = { id: number; profileId: number; createdAt: Date; member: MemberSummary };

const readBlocks = () =>
  db
    .select({ id: blocks.id, createdAt: blocks.createdAt, ...summaryColumns })
    .from(blocks)
    .innerJoin(profiles, eq(profiles.id, blocks.blockedProfileId))
    .leftJoin(occupations, eq(occupations.id, profiles.occupationId));

const viewOf = (row: Awaited<ReturnType<ReturnType<typeof readBlocks>['execute']>>[number]): BlockView => ({
  id: row.id,
  profileId: row.profileId,
  createdAt: row.createdAt,
  member: summaryOf(row),
});

export async function listBlocks(options: {
  actor: Actor | null;
  profileId?: number;
  page?: number;
  itemsPerPage?: number;
}): Promise<ListResult<BlockView>> {
  const me = await ownParty(options.actor);
  const paging = pagingOf({ page: options.page, itemsPerPage: options.itemsPerPage });
  const where = and(
    eq(blocks.blockerProfileId, me.profileId),
    options.profileId === undefined ? undefined : eq(blocks.blockedProfileId, options.profileId),
  );
  const [rows, [{ total }]] = await Promise.all([
    readBlocks()
      .where(where)
      .orderBy(desc(blocks.createdAt), desc(blocks.id))
      .limit(paging.limit!)
      .offset(paging.offset),
    db.select({ total: count() }).from(blocks).where(where),
  ]);
  return resultOf(rows.map(viewOf), Number(total), paging);
}

/** One of the member's blocks: another member's is 404 (the blocked member cannot learn of it). */
export async function getBlock({ actor, id: path }: { actor: Actor | null; id: number | string }): Promise<BlockView> {
  const me = await ownParty(actor);
  const id = rowId(path);
  const [row] = await readBlocks().where(and(eq(blocks.id, id), eq(blocks.blockerProfileId, me.profileId)));
  if (!row) throw AppError.notFound();
  return viewOf(row);
}

/**
 * POST /api/blocks {"profile": IRI}: 201. Oneself: 422; the same member twice: 409. A pending
 * interest between the two is closed: withdrawn if the blocker sent it, declined if they received it.
 */
export async function blockMember({ actor, input }: { actor: Actor | null; input: unknown }): Promise<BlockView> {
  const me = await ownParty(actor);
  const body = pickTyped(expectObject(input), [{ name: 'profile', kind: 'iri' }]);
  const target = await targetProfile(me, body.profile, MODERATION_MESSAGES.selfBlock);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(blocks)
        .values({ blockerProfileId: me.profileId, blockedProfileId: target.id })
        .returning({ id: blocks.id });
      const now = new Date();
      await tx
        .update(interests)
        .set({ status: 'withdrawn', updatedAt: now })
        .where(and(eq(interests.fromProfileId, me.profileId), eq(interests.toProfileId, target.id), eq(interests.status, 'pending')));
      await tx
        .update(interests)
        .set({ status: 'declined', updatedAt: now })
        .where(and(eq(interests.fromProfileId, target.id), eq(interests.toProfileId, me.profileId), eq(interests.status, 'pending')));
      return row.id;
    });
  } catch (error) {
    if (pgError(error)?.code === UNIQUE_VIOLATION) throw AppError.conflict(MODERATION_MESSAGES.alreadyBlocked);
    throw error;
  }
  return getBlock({ actor, id });
}

/** DELETE /api/blocks/{id}: the blocker undoes the block (anyone else: 404). */
export async function unblockMember({ actor, id }: { actor: Actor | null; id: number | string }): Promise<void> {
  const block = await getBlock({ actor, id });
  await db.delete(blocks).where(eq(blocks.id, block.id));
}
