import { apiHandler, optionsHandler } from '@/lib/hydra/handler';
import { readAllNotifications } from '@/lib/hydra/endpoints/notifications';

// POST /api/notifications/read_all: every notice of the signed-in member read (lib/data/notifications).
export const POST = apiHandler(readAllNotifications);
export const OPTIONS = optionsHandler(() => ['POST']);
