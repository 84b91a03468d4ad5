import {
  CONVERSATION_COLLECTION,
  MESSAGE_COLLECTION,
  conversationListFields,
  messageListFields,
} from '@/lib/resources/message-lists';
import { PROFILE_SHORT_NAME } from '@/lib/resources/profile';
import { SCHEMA_NAME, type ApiClass } from './api-classes';
import { apiProperty } from './api-property';

/** Conversations and messages in the API documentation (issue 26 item 1). */
export function messageClasses(): ApiClass[] {
  return [
    {
      shortName: 'Conversation',
      collection: CONVERSATION_COLLECTION,
      title: 'Conversation',
      description:
        "The signed-in member's conversation with a member whose interest they accepted or who accepted theirs (only the " +
        'two see it: others get 404; it ends for both when either blocks the other, and disappears while the other is ' +
        'hidden or suspended). POST {"profile"} opens the pair\'s conversation (403 without an accepted interest). ' +
        'PATCH {"read": true} marks the other member\'s messages read. Its messages: GET/POST {id}/messages {"text"} ' +
        '(at most 2,000 characters, 60 an hour); live changes: GET {id}/events (text/event-stream); report a message: ' +
        'POST {id}/messages/{messageId}/report {"reason", "details"}.',
      properties: [
        apiProperty('id', 'xmls:integer', 'The identifier.'),
        {
          ...apiProperty('profile', 'xmls:string', 'The other member (a profile IRI); POST only', true, true),
          link: PROFILE_SHORT_NAME,
        },
        { ...apiProperty('fullName', 'xmls:string', "The other member's name"), iri: SCHEMA_NAME },
        apiProperty('unread', 'xmls:integer', "The other member's messages not yet read"),
        apiProperty('lastText', 'xmls:string', 'The latest message'),
        apiProperty('lastMessageAt', 'xmls:dateTime', 'When the latest message was sent'),
        apiProperty('messages', 'xmls:string', 'The conversation\'s messages (GET, POST {"text"})'),
        {
          ...apiProperty('read', 'xmls:boolean', 'PATCH only: true marks the received messages read', true),
          readable: false,
        },
        apiProperty('createdAt', 'xmls:dateTime', 'Opened'),
      ],
      collectionMethods: ['GET', 'POST'],
      itemMethods: ['GET', 'PATCH'],
      listFields: conversationListFields,
    },
    {
      shortName: 'Message',
      collection: MESSAGE_COLLECTION,
      title: 'Message',
      description:
        'A text message of a conversation, seen by its two members only. GET /api/messages?conversation={IRI} lists one ' +
        'conversation, oldest first (the newest 200); sent with POST /api/conversations/{id}/messages {"text"}.',
      properties: [
        apiProperty('id', 'xmls:integer', 'The identifier.'),
        apiProperty('conversation', 'xmls:string', 'The conversation (IRI)'),
        apiProperty('sender', 'xmls:string', 'The sender (a profile IRI)'),
        apiProperty('mine', 'xmls:boolean', 'Sent by the signed-in member'),
        apiProperty('text', 'xmls:string', 'The text, 1 to 2,000 characters', true, true),
        apiProperty('createdAt', 'xmls:dateTime', 'Sent'),
        apiProperty('readAt', 'xmls:dateTime', "The recipient's read receipt (null: not read yet)"),
      ],
      collectionMethods: ['GET'],
      itemMethods: ['GET'],
      listFields: messageListFields,
    },
  ];
}
