import { apiHandler, optionsHandler } from '@/lib/hydra/handler';
import { notificationEvents } from '@/lib/hydra/endpoints/notifications';

// GET /api/notifications/events: server-sent events with the member's unread figure (lib/data/live-channel.ts).
export const GET = apiHandler(notificationEvents, { alsoAccepts: ['text/event-stream'] });
export const OPTIONS = optionsHandler(() => ['GET']);
