import type { ListField } from './list';

export const CONVERSATION_COLLECTION = 'conversations';
export const MESSAGE_COLLECTION = 'messages';

/** GET /api/conversations: the member's own, latest message first (no filters). */
export const conversationListFields: ListField[] = [];

/** GET /api/messages?conversation=IRI: one conversation's messages, oldest first. */
export const messageListFields: ListField[] = [
  { name: 'conversation', kind: 'relation', collection: CONVERSATION_COLLECTION },
];
