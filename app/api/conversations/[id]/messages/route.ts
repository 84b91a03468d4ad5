import { apiHandler, optionsHandler } from '@/lib/hydra/handler';
import { conversationMessages, sendConversationMessage } from '@/lib/hydra/endpoints/messages';

// GET/POST /api/conversations/{id}/messages: the thread, and a new message (lib/data/messages/thread.ts).
export const GET = apiHandler(conversationMessages);
export const POST = apiHandler(sendConversationMessage);
export const OPTIONS = optionsHandler(() => ['GET', 'POST']);
