import 'server-only';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { db } from '@/db/client';
import { conversations, interests, messages, profiles } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { MESSAGE_ERRORS } from '@/lib/validation/message';
import { expectObject, pickTyped, rowId } from '../input';
import { ownParty, reachingParty, targetParty, type Party, type ProfileRef } from '../member-party';
import { visibleProfile } from '../member-visibility';
import { notBlockedWith } from '../moderation/visibility';

/**
 * Conversations (issue 26 item 1): one per pair of members with an accepted interest. Only the two
 * members see it (anyone else: 404), and only while the other is visible to them
 * (member-visibility.ts: a suspended, hidden or married member's messages disappear from the other
 * side; a deleted one's go with the profile) and neither blocked the other (then it ends both ways).
 */
export type ConversationView = {
  id: number;
  other: { profileId: number; fullName: string };
  lastMessageAt: Date | null;
  lastText: string | null;
  /** Messages from the other member the viewer has not read. */
  unread: number;
  createdAt: Date;
};

/** The other member of a conversation of `me`. */
const otherOf = (me: ProfileRef): SQL =>
  sql`case when ${conversations.lowProfileId} = ${me} then ${conversations.highProfileId} else ${conversations.lowProfileId} end`;

/** The conversations `me` may see: theirs, the other member visible and no block either way. */
const visibleTo = (me: ProfileRef): SQL =>
  and(
    or(eq(conversations.lowProfileId, me), eq(conversations.highProfileId, me)),
    notBlockedWith(me, otherOf(me)),
  )!;

const unreadOf = (me: ProfileRef) =>
  sql<number>`(select cast(count(*) as int) from ${messages} m where m.conversation_id = ${conversations.id}
    and m.sender_profile_id <> ${me} and m.read_at is null)`;

const lastTextOf = () =>
  sql<string | null>`(select m.text from ${messages} m where m.conversation_id = ${conversations.id} order by m.id desc limit 1)`;

function readConversations(me: number, where?: SQL) {
  return db
    .select({
      id: conversations.id,
      otherId: profiles.id,
      otherName: profiles.fullName,
      lastMessageAt: conversations.lastMessageAt,
      lastText: lastTextOf(),
      unread: unreadOf(me),
      createdAt: conversations.createdAt,
    })
    .from(conversations)
    .innerJoin(profiles, and(eq(profiles.id, otherOf(me)), visibleProfile()))
    .where(and(visibleTo(me), where))
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`), desc(conversations.id));
}

const viewOf = (row: Awaited<ReturnType<typeof readConversations>>[number]): ConversationView => ({
  id: row.id,
  other: { profileId: row.otherId, fullName: row.otherName },
  lastMessageAt: row.lastMessageAt,
  lastText: row.lastText,
  unread: row.unread,
  createdAt: row.createdAt,
});

/** The signed-in member's conversations, the latest message first. */
export async function listConversations({ actor }: { actor: Actor | null }): Promise<ConversationView[]> {
  const me = await ownParty(actor);
  return (await readConversations(me.profileId)).map(viewOf);
}

/** One conversation of the member, or 404 (not theirs, the other gone from sight, or blocked). */
export async function conversationOf(me: Party, path: number | string): Promise<ConversationView> {
  const id = rowId(path);
  const [row] = await readConversations(me.profileId, eq(conversations.id, id));
  if (!row) throw AppError.notFound();
  return viewOf(row);
}

export async function getConversation({ actor, id }: { actor: Actor | null; id: number | string }) {
  return conversationOf(await ownParty(actor), id);
}

/** Whether an interest between the two was accepted (either of them sent it). */
async function acceptedBetween(a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ id: interests.id })
    .from(interests)
    .where(
      and(
        eq(interests.status, 'accepted'),
        or(
          and(eq(interests.fromProfileId, a), eq(interests.toProfileId, b)),
          and(eq(interests.fromProfileId, b), eq(interests.toProfileId, a)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The pair's conversation id if they may talk (an accepted interest, both visible, no block), else null. */
export async function conversationIdWith(actor: Actor, profileId: number): Promise<number | 'new' | null> {
  const me = await ownParty(actor);
  if (!me.reachable || !(await acceptedBetween(me.profileId, profileId))) return null;
  const low = Math.min(me.profileId, profileId);
  const high = Math.max(me.profileId, profileId);
  const [row] = await readConversations(
    me.profileId,
    and(eq(conversations.lowProfileId, low), eq(conversations.highProfileId, high)),
  );
  return row?.id ?? 'new';
}

/**
 * POST /api/conversations {"profile": IRI}: the pair's conversation, opened on first use. 422 for a
 * profile one may not reach (targetParty), 403 without an accepted interest between the two.
 */
export async function openConversation({ actor, input }: { actor: Actor | null; input: unknown }) {
  const me = await reachingParty(actor);
  const body = pickTyped(expectObject(input), [{ name: 'profile', kind: 'iri' }]);
  const other = await targetParty(me, body.profile, 'profile', MESSAGE_ERRORS.profileRequired);
  if (!(await acceptedBetween(me.profileId, other.profileId))) throw AppError.forbidden(MESSAGE_ERRORS.notAccepted);
  const low = Math.min(me.profileId, other.profileId);
  const high = Math.max(me.profileId, other.profileId);
  await db.insert(conversations).values({ lowProfileId: low, highProfileId: high }).onConflictDoNothing();
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.lowProfileId, low), eq(conversations.highProfileId, high)));
  return conversationOf(me, row.id);
}

/** Unread messages across the member's conversations: the menu's figure. */
/**
 * The menu's unread messages figure of `me` (over the conversations the member may see, as
 * listConversations shows them), as a query: lib/data/member-menu.ts reads it with the others.
 */
export function unreadMessagesFigure(me: ProfileRef) {
  return db
    .select({ messages: sql<number>`cast(coalesce(sum(${unreadOf(me)}), 0) as int)`.as('messages') })
    .from(conversations)
    .innerJoin(profiles, and(eq(profiles.id, otherOf(me)), visibleProfile()))
    .where(visibleTo(me));
}
