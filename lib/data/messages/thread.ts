import 'server-only';
import { and, asc, desc, eq, gt, lte, ne, sql, isNull } from 'drizzle-orm';
import { db } from '@/db/client';
import { conversations, messages, profiles } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { runInBackground } from '@/lib/mail/background';
import { newMessageMail } from '@/lib/mail/message-messages';
import { reportSchema } from '@/lib/validation/moderation';
import { MESSAGE_ERRORS, messageSchema } from '@/lib/validation/message';
import { parseInput } from '@/lib/validation/parse-input';
import { expectObject, pickTyped, rowId } from '../input';
import { ownParty, reachingParty, type Party } from '../member-party';
import { wantsMailNow } from '../notifications/mail-choices';
import { readMessageNotice, recordMessageNotice } from '../notifications/notices';
import { mailPair } from '../pair-mail';
import { recordReport } from '../moderation/reports';
import { consumeRateLimit, tooManyRequests } from '../rate-limit';
import { conversationOf, type ConversationView } from './conversations';

/**
 * The messages of a conversation (issue 26 item 1), for its two members only (conversations.ts
 * decides who sees it). The newest THREAD_LENGTH are read, oldest first: newest at the bottom.
 */
export type MessageView = {
  id: number;
  conversationId: number;
  senderProfileId: number;
  /** Seen from the signed-in member. */
  mine: boolean;
  text: string;
  createdAt: Date;
  /** The recipient's read receipt. */
  readAt: Date | null;
};

const THREAD_LENGTH = 200;
/** Messages on either side of a reported one that its report keeps. */
const REPORT_CONTEXT = 5;

const columns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderProfileId: messages.senderProfileId,
  text: messages.text,
  createdAt: messages.createdAt,
  readAt: messages.readAt,
};

type Row = { senderProfileId: number } & Omit<MessageView, 'mine'>;
const viewOf = (me: number) => (row: Row): MessageView => ({ ...row, mine: row.senderProfileId === me });

/** The conversation and its latest messages, oldest first; `after`: only those after that message id. */
export async function readThread({
  actor,
  id,
  after,
}: {
  actor: Actor | null;
  id: number | string;
  after?: number;
}): Promise<{ conversation: ConversationView; messages: MessageView[] }> {
  const me = await ownParty(actor);
  const conversation = await conversationOf(me, id);
  const rows = await db
    .select(columns)
    .from(messages)
    .where(and(eq(messages.conversationId, conversation.id), after === undefined ? undefined : gt(messages.id, after)))
    .orderBy(desc(messages.id))
    .limit(THREAD_LENGTH);
  return { conversation, messages: rows.reverse().map(viewOf(me.profileId)) };
}

/** One message of a conversation the member may see, else 404. */
async function messageOf(conversationId: number, messageId: number): Promise<Row> {
  const [row] = await db
    .select(columns)
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
  if (!row) throw AppError.notFound();
  return row;
}

/**
 * Mails the recipient "you have a new message" unless this conversation was mailed to them within
 * the hour, they already read it, or they chose the digest or no e-mail for messages: the claim is
 * one conditional update, so two instances never both send it. Through mailPair, so a block made
 * or a sender gone meanwhile stops it at sending time.
 */
async function mailRecipient(conversationId: number, recipient: number, sender: Party) {
  if (!(await wantsMailNow(recipient, 'message'))) return;
  const [unread] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), ne(messages.senderProfileId, recipient), isNull(messages.readAt)))
    .limit(1);
  if (!unread) return;
  const lowSide = sql`${conversations.lowProfileId} = ${recipient}`;
  const [claimed] = await db
    .update(conversations)
    .set({
      lowMailedAt: sql`case when ${lowSide} then now() else ${conversations.lowMailedAt} end`,
      highMailedAt: sql`case when ${lowSide} then ${conversations.highMailedAt} else now() end`,
    })
    .where(
      and(
        eq(conversations.id, conversationId),
        sql`coalesce(case when ${lowSide} then ${conversations.lowMailedAt} else ${conversations.highMailedAt} end,
          '-infinity') <= now() - interval '1 hour'`,
      ),
    )
    .returning({ id: conversations.id });
  if (!claimed) return;
  await mailPair(sender.profileId, recipient, (to) => newMessageMail(to, sender.fullName, conversationId));
}

/**
 * POST /api/conversations/{id}/messages {"text"}: 201 with the message. A member who may not reach
 * others (hidden, suspended, unverified) cannot send; at most MESSAGES_PER_HOUR an hour (429).
 */
export async function postMessage({
  actor,
  id,
  input,
}: {
  actor: Actor | null;
  id: number | string;
  input: unknown;
}): Promise<MessageView> {
  const me = await reachingParty(actor);
  const conversation = await conversationOf(me, id);
  const { text } = parseInput(messageSchema, pickTyped(expectObject(input), [{ name: 'text', kind: 'string' }]));
  const limited = await consumeRateLimit(`message:account:${me.profileId}`, {
    limit: env().MESSAGES_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!limited.allowed) throw tooManyRequests(limited.retryAfterSeconds);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(messages)
      .values({ conversationId: conversation.id, senderProfileId: me.profileId, text })
      .returning(columns);
    await tx.update(conversations).set({ lastMessageAt: created.createdAt }).where(eq(conversations.id, conversation.id));
    await recordMessageNotice(tx, conversation.other.profileId, me.profileId, conversation.id);
    return created;
  });
  // After the answer: the e-mail must not hold up the sender (nor fail their message).
  runInBackground('message mail', () => mailRecipient(conversation.id, conversation.other.profileId, me));
  return viewOf(me.profileId)(row);
}

/**
 * PATCH /api/conversations/{id} {"read": true}: the other member's messages up to now are read
 * (their read receipts). Answers the conversation.
 */
export async function markConversationRead({
  actor,
  id,
  input,
}: {
  actor: Actor | null;
  id: number | string;
  input: unknown;
}): Promise<ConversationView> {
  const me = await ownParty(actor);
  const conversation = await conversationOf(me, id);
  const body = pickTyped(expectObject(input), [{ name: 'read', kind: 'boolean' }]);
  if (body.read !== true)
    throw AppError.validation([{ propertyPath: 'read', message: 'Only "read": true is accepted.' }]);
  await markRead(me.profileId, conversation.id);
  return conversationOf(me, conversation.id);
}

/** The read receipts of what the other member sent to `me` in the conversation. */
async function markRead(me: number, conversationId: number) {
  await db.transaction(async (tx) => {
    await tx
      .update(messages)
      .set({ readAt: sql`now()` })
      .where(and(eq(messages.conversationId, conversationId), ne(messages.senderProfileId, me), isNull(messages.readAt)));
    await readMessageNotice(tx, me, conversationId);
  });
}

/** The thread page's own read marks, once it shows the messages. */
export async function readThreadAndMark({ actor, id }: { actor: Actor | null; id: number | string }) {
  const thread = await readThread({ actor, id });
  const me = await ownParty(actor);
  if (thread.messages.some((m) => !m.mine && m.readAt === null)) await markRead(me.profileId, thread.conversation.id);
  return thread;
}

/**
 * Reports a message the other member sent (into the moderation queue as a report of that member),
 * with the REPORT_CONTEXT messages either side of it as they are now.
 */
export async function reportMessage({
  actor,
  conversationId,
  messageId,
  input,
}: {
  actor: Actor | null;
  conversationId: number | string;
  messageId: number | string;
  input: unknown;
}): Promise<number> {
  const me = await ownParty(actor);
  const conversation = await conversationOf(me, conversationId);
  const reported = await messageOf(conversation.id, rowId(messageId));
  if (reported.senderProfileId === me.profileId)
    throw AppError.validation([{ propertyPath: 'message', message: MESSAGE_ERRORS.notTheirs }]);
  const body = pickTyped(expectObject(input), [
    { name: 'reason', kind: 'string' },
    { name: 'details', kind: 'string' },
  ]);
  const { reason, details } = parseInput(reportSchema, body);
  const around = (where: ReturnType<typeof lte>, order: 'asc' | 'desc') =>
    db
      .select(columns)
      .from(messages)
      .where(and(eq(messages.conversationId, conversation.id), where))
      .orderBy(order === 'asc' ? asc(messages.id) : desc(messages.id))
      .limit(REPORT_CONTEXT + (order === 'desc' ? 1 : 0));
  const [before, after] = await Promise.all([
    around(lte(messages.id, reported.id), 'desc'),
    around(gt(messages.id, reported.id), 'asc'),
  ]);
  const snapshot = [...before.reverse(), ...after].map((m) => ({
    id: m.id,
    from: m.senderProfileId === me.profileId ? 'reporter' : 'reported',
    text: m.text,
    createdAt: m.createdAt.toISOString(),
    reported: m.id === reported.id,
  }));
  const [target] = await db.select().from(profiles).where(eq(profiles.id, reported.senderProfileId));
  return recordReport(me.profileId, target, { reason, details, messages: snapshot });
}

/**
 * What an open thread compares to know whether to reload: its newest message and its read marks,
 * or null once the member may no longer see the conversation (blocked, the other gone from sight).
 */
export async function threadState(actor: Actor | null, id: number): Promise<string | null> {
  const me = await ownParty(actor);
  const seen = await conversationOf(me, id).then(
    () => true,
    () => false,
  );
  if (!seen) return null;
  const [row] = await db
    .select({
      last: sql<number>`coalesce(max(${messages.id}), 0)`,
      read: sql<number>`count(${messages.readAt})`,
    })
    .from(messages)
    .where(eq(messages.conversationId, id));
  return `${row.last}:${row.read}`;
}

/** GET /api/messages/{id}: a message of a conversation the member may see, else 404. */
export async function getMessage({ actor, id }: { actor: Actor | null; id: number | string }): Promise<MessageView> {
  const me = await ownParty(actor);
  const [row] = await db.select(columns).from(messages).where(eq(messages.id, rowId(id)));
  if (!row) throw AppError.notFound();
  await conversationOf(me, row.conversationId);
  return viewOf(me.profileId)(row);
}
