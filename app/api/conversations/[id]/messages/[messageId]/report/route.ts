import { apiHandler, optionsHandler } from '@/lib/hydra/handler';
import { reportConversationMessage } from '@/lib/hydra/endpoints/messages';

// POST /api/conversations/{id}/messages/{messageId}/report {"reason", "details"}: into the moderation queue.
export const POST = apiHandler(reportConversationMessage);
export const OPTIONS = optionsHandler(() => ['POST']);
