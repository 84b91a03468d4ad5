import { apiHandler, optionsHandler } from '@/lib/hydra/handler';
import { conversationEvents } from '@/lib/hydra/endpoints/messages';

// GET /api/conversations/{id}/events: server-sent events while the thread is open (lib/data/live-channel.ts).
export const GET = apiHandler(conversationEvents, { alsoAccepts: ['text/event-stream'] });
export const OPTIONS = optionsHandler(() => ['GET']);
