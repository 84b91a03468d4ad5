import 'server-only';
import type { Actor } from '@/lib/auth/roles';
import {
  getConversation,
  listConversations,
  openConversation,
  type ConversationView,
} from '@/lib/data/messages/conversations';
import { liveStream } from '@/lib/data/live-channel';
import {
  getMessage,
  markConversationRead,
  postMessage,
  readThread,
  reportMessage,
  threadState,
  type MessageView,
} from '@/lib/data/messages/thread';
import { assertArea } from '@/lib/auth/guard';
import { AppError } from '@/lib/errors';
import { rowId } from '@/lib/data/input';
import {
  CONVERSATION_COLLECTION,
  MESSAGE_COLLECTION,
  conversationListFields,
  messageListFields,
} from '@/lib/resources/message-lists';
import { collectionIri, iriOf } from '@/lib/resources/iri';
import { PROFILE_COLLECTION } from '@/lib/resources/profile';
import { collectionBody } from '../collection';
import type { ApiContext } from '../handler';
import { MERGE_PATCH, jsonLd, readJsonBody } from '../http';
import { parseListQuery } from '../query';
import { contextOf } from '../serialize';
import type { Endpoint } from './types';

/**
 * /api/conversations and /api/messages (issue 26 item 1): the member's conversations and their
 * messages; only the two members of a conversation see it or its messages (anyone else: 404).
 */
const rfc3339 = (date: Date | null) => (date ? date.toISOString().replace(/\.\d{3}Z$/, '+00:00') : null);
const conversationIri = (id: number) => iriOf(CONVERSATION_COLLECTION, id);

function conversationItem(view: ConversationView, withContext: boolean) {
  return {
    ...(withContext ? { '@context': contextOf('Conversation') } : {}),
    '@id': conversationIri(view.id),
    '@type': 'Conversation',
    id: view.id,
    profile: iriOf(PROFILE_COLLECTION, view.other.profileId),
    fullName: view.other.fullName,
    unread: view.unread,
    lastText: view.lastText,
    lastMessageAt: rfc3339(view.lastMessageAt),
    messages: `${conversationIri(view.id)}/messages`,
    createdAt: rfc3339(view.createdAt),
  };
}

function messageItem(view: MessageView, withContext: boolean) {
  return {
    ...(withContext ? { '@context': contextOf('Message') } : {}),
    '@id': iriOf(MESSAGE_COLLECTION, view.id),
    '@type': 'Message',
    id: view.id,
    conversation: conversationIri(view.conversationId),
    sender: iriOf(PROFILE_COLLECTION, view.senderProfileId),
    mine: view.mine,
    text: view.text,
    createdAt: rfc3339(view.createdAt),
    readAt: rfc3339(view.readAt),
  };
}

const allOf = <T>(items: T[]) => ({
  items,
  totalItems: items.length,
  page: 1,
  lastPage: 1,
  itemsPerPage: items.length,
  paginated: false,
});

function threadCollection(search: URLSearchParams, path: string, thread: MessageView[]) {
  return collectionBody({
    context: contextOf('Message'),
    path,
    search,
    result: allOf(thread),
    members: thread.map((m) => messageItem(m, false)),
    fields: messageListFields,
  });
}

const created = (body: { '@id': string }) =>
  jsonLd(body, 201, { Location: body['@id'], 'Content-Location': body['@id'] });

export const conversationEndpoint: Endpoint = {
  audience: 'member',
  list: async ({ actor, search }) => {
    parseListQuery(search, conversationListFields, CONVERSATION_COLLECTION);
    const items = await listConversations({ actor });
    return collectionBody({
      context: contextOf('Conversation'),
      path: collectionIri(CONVERSATION_COLLECTION),
      search,
      result: allOf(items),
      members: items.map((v) => conversationItem(v, false)),
      fields: conversationListFields,
    });
  },
  collection: {
    POST: async (ctx, actor) => {
      const input = await readJsonBody(ctx.request, 'POST');
      return created(conversationItem(await openConversation({ actor, input }), true));
    },
  },
  item: {
    GET: async (_ctx, id, actor) =>
      jsonLd(conversationItem(await getConversation({ actor, id }), true), 200, {
        'Accept-Patch': MERGE_PATCH,
      }),
    PATCH: async (ctx, id, actor) => {
      const input = await readJsonBody(ctx.request, 'PATCH');
      return jsonLd(conversationItem(await markConversationRead({ actor, id, input }), true), 200, {
        'Accept-Patch': MERGE_PATCH,
      });
    },
  },
};

/** GET /api/messages?conversation=IRI (the filter is required), GET /api/messages/{id}. */
export const messageEndpoint: Endpoint = {
  audience: 'member',
  list: async ({ actor, search }) => {
    const query = parseListQuery(search, messageListFields, MESSAGE_COLLECTION);
    const filter = query.filters?.find((f) => f.field === 'conversation');
    const [value] = filter && filter.op === 'in' ? filter.values : [];
    if (value === undefined || (filter && filter.op === 'in' && filter.values.length > 1))
      throw AppError.badRequest('Filter "conversation" is required: one conversation IRI.');
    const { messages } = await readThread({ actor, id: value as number });
    return threadCollection(search, collectionIri(MESSAGE_COLLECTION), messages);
  },
  collection: {},
  item: { GET: async (_ctx, id, actor) => jsonLd(messageItem(await getMessage({ actor, id }), true)) },
};

const member = async (ctx: ApiContext): Promise<Actor> => assertArea(await ctx.actor(), 'member');

/** GET /api/conversations/{id}/messages: the thread, oldest first (?after={messageId}: only newer ones). */
export async function conversationMessages(ctx: ApiContext): Promise<Response> {
  const actor = await member(ctx);
  const afterParam = ctx.url.searchParams.get('after');
  const after = afterParam === null ? undefined : rowId(afterParam);
  const { messages } = await readThread({ actor, id: ctx.params.id, after });
  return jsonLd(threadCollection(ctx.url.searchParams, ctx.url.pathname, messages));
}

/** POST /api/conversations/{id}/messages {"text"}: 201 with the message. */
export async function sendConversationMessage(ctx: ApiContext): Promise<Response> {
  const actor = await member(ctx);
  const input = await readJsonBody(ctx.request, 'POST');
  return created(messageItem(await postMessage({ actor, id: ctx.params.id, input }), true));
}

/** POST /api/conversations/{id}/messages/{messageId}/report {"reason", "details"}: 204 once queued. */
export async function reportConversationMessage(ctx: ApiContext): Promise<Response> {
  const actor = await member(ctx);
  const input = await readJsonBody(ctx.request, 'POST');
  await reportMessage({ actor, conversationId: ctx.params.id, messageId: ctx.params.messageId, input });
  return new Response(null, { status: 204 });
}

/**
 * GET /api/conversations/{id}/events: text/event-stream, one "change" event ({"state"}) whenever the
 * conversation's messages or read marks change since ?state= (the page's, from threadState) or
 * since it connected, "gone" (then the end) when the member may no longer see it. Woken by NOTIFY
 * (migration 0029's trigger on `message`), else by its own polling (lib/data/live-channel.ts).
 */
export async function conversationEvents(ctx: ApiContext): Promise<Response> {
  const actor = await member(ctx);
  const id = rowId(ctx.params.id);
  const current = await threadState(actor, id);
  if (current === null) throw AppError.notFound();
  // ?state= is the state the page was rendered at: anything since (a message sent while the page
  // loaded, or while a dropped stream reconnected) is a change to send at once, not a lost one.
  const rendered = ctx.url.searchParams.get('state');
  const event = (state: string) => JSON.stringify({ state });
  return liveStream({
    channel: 'conversation_changed',
    key: id,
    signal: ctx.request.signal,
    look: async () => {
      const state = await threadState(actor, id);
      return state === null ? null : event(state);
    },
    since: event(rendered && /^\d{1,12}:\d{1,12}$/.test(rendered) ? rendered : current),
  });
}
