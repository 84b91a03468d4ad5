import 'server-only';
import type { Actor } from '@/lib/auth/roles';
import { assertArea } from '@/lib/auth/guard';
import { ownParty } from '@/lib/data/member-party';
import {
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotification,
  noticeState,
  type NotificationView,
} from '@/lib/data/notifications/notices';
import { liveStream } from '@/lib/data/live-channel';
import { NOTIFICATION_COLLECTION, notificationListFields } from '@/lib/resources/notification-lists';
import { collectionIri, iriOf } from '@/lib/resources/iri';
import { PROFILE_COLLECTION } from '@/lib/resources/profile';
import { collectionBody } from '../collection';
import type { ApiContext } from '../handler';
import { MERGE_PATCH, jsonLd, readJsonBody } from '../http';
import { parseListQuery } from '../query';
import { contextOf } from '../serialize';
import type { Endpoint } from './types';

/**
 * /api/notifications (issue 26 item 2): the signed-in member's notices, latest first. Only their
 * own (another's: 404). PATCH {"read": true} marks one, POST /api/notifications/read_all all of
 * them; GET /api/notifications/events streams the unread figure as it changes.
 */
const SHORT_NAME = 'Notification';
const rfc3339 = (date: Date | null) => (date ? date.toISOString().replace(/\.\d{3}Z$/, '+00:00') : null);

function noticeItem(view: NotificationView, withContext: boolean) {
  return {
    ...(withContext ? { '@context': contextOf(SHORT_NAME) } : {}),
    '@id': iriOf(NOTIFICATION_COLLECTION, view.id),
    '@type': SHORT_NAME,
    id: view.id,
    kind: view.kind,
    profile: view.other ? iriOf(PROFILE_COLLECTION, view.other.profileId) : null,
    fullName: view.other?.fullName ?? null,
    count: view.count,
    details: view.data,
    url: view.href,
    read: view.readAt !== null,
    readAt: rfc3339(view.readAt),
    createdAt: rfc3339(view.createdAt),
    updatedAt: rfc3339(view.updatedAt),
  };
}

const item = async (view: Promise<NotificationView>) =>
  jsonLd(noticeItem(await view, true), 200, { 'Accept-Patch': MERGE_PATCH });

export const notificationEndpoint: Endpoint = {
  audience: 'member',
  list: async ({ actor, search }) => {
    const query = parseListQuery(search, notificationListFields, NOTIFICATION_COLLECTION);
    const filter = query.filters?.find((f) => f.field === 'read');
    const read = filter?.op === 'in' && filter.values.length === 1 ? filter.values[0] === true : undefined;
    const result = await listNotifications({
      actor,
      unread: read === undefined ? undefined : !read,
      page: query.page,
      itemsPerPage: query.itemsPerPage,
    });
    return collectionBody({
      context: contextOf(SHORT_NAME),
      path: collectionIri(NOTIFICATION_COLLECTION),
      search,
      result,
      members: result.items.map((v) => noticeItem(v, false)),
      fields: notificationListFields,
    });
  },
  collection: {},
  item: {
    GET: async (_ctx, id, actor) => item(getNotification({ actor, id })),
    PATCH: async (ctx, id, actor) => {
      const input = await readJsonBody(ctx.request, 'PATCH');
      return item(markNotification({ actor, id, input }));
    },
  },
};

const member = async (ctx: ApiContext): Promise<Actor> => assertArea(await ctx.actor(), 'member');

/** POST /api/notifications/read_all: every notice read; answers {"read": how many were unread, "unread": 0}. */
export async function readAllNotifications(ctx: ApiContext): Promise<Response> {
  const actor = await member(ctx);
  const read = await markAllNotificationsRead({ actor });
  return jsonLd({ read, unread: 0 });
}

/**
 * GET /api/notifications/events: text/event-stream, "change" with {"unread", "version"} whenever the
 * member's notices change (a new one, a new message in a conversation, one read). Woken by NOTIFY
 * (migration 0043's trigger), else by its own polling (lib/data/live-channel.ts).
 */
export async function notificationEvents(ctx: ApiContext): Promise<Response> {
  const me = await ownParty(await member(ctx));
  return liveStream({
    channel: 'notification_changed',
    key: me.profileId,
    signal: ctx.request.signal,
    look: () => noticeState(me.profileId),
  });
}
