import { NOTIFICATION_COLLECTION, notificationListFields } from '@/lib/resources/notification-lists';
import { NOTIFICATION_KINDS } from '@/lib/notifications/kinds';
import { PROFILE_SHORT_NAME } from '@/lib/resources/profile';
import { SCHEMA_NAME, type ApiClass, type ApiProperty, type ApiRange } from './api-classes';

/** The notification centre in the API documentation (issue 26 item 2). */
const prop = (name: string, range: ApiRange, description: string, writable = false): ApiProperty => ({
  name,
  range,
  required: false,
  readable: true,
  writable,
  description,
});

export function notificationClass(): ApiClass {
  return {
    shortName: 'Notification',
    collection: NOTIFICATION_COLLECTION,
    title: 'Notification',
    description:
      'A notice to the signed-in member (only they see it: others get 404), latest first: an interest received or ' +
      'accepted, new messages in a conversation (one notice per conversation while unread, with their count), a photo ' +
      'request received or granted, their photo approved or rejected, their plan about to end, a report of theirs ' +
      'decided. ?read=false lists the unread ones. PATCH {"read": true} marks one read (false: unread again); ' +
      'POST /api/notifications/read_all marks them all read; GET /api/notifications/events is a text/event-stream ' +
      'whose "change" events carry {"unread"} whenever the notices change.',
    properties: [
      prop('id', 'xmls:integer', 'The identifier.'),
      prop('kind', 'xmls:string', `What it is about: ${NOTIFICATION_KINDS.join(', ')}`),
      {
        ...prop('profile', 'xmls:string', 'The other member it is about (a profile IRI), or null'),
        link: PROFILE_SHORT_NAME,
      },
      { ...prop('fullName', 'xmls:string', "The other member's name, or null"), iri: SCHEMA_NAME },
      prop('count', 'xmls:integer', 'Messages gathered into it (kind message), else 1'),
      prop(
        'details',
        'rdf:JSON',
        'A few words of detail by kind: status (photo_request), decision and reason (photo_moderation), expiry (plan_expiring), outcome (report_outcome)',
      ),
      prop('url', 'xmls:string', "The member's page that shows what it is about"),
      prop('read', 'xmls:boolean', 'Read by the member; PATCH {"read": true} marks it', true),
      prop('readAt', 'xmls:dateTime', 'When it was read (null: unread)'),
      prop('createdAt', 'xmls:dateTime', 'When it happened'),
      prop('updatedAt', 'xmls:dateTime', 'The latest change (a new message in its conversation)'),
    ],
    collectionMethods: ['GET'],
    itemMethods: ['GET', 'PATCH'],
    listFields: notificationListFields,
  };
}
