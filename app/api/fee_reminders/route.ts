import { getFeeRemindersResource, postFeeRemindersResource } from '@/lib/hydra/endpoints/fee-reminders';
import { apiHandler, optionsHandler } from '@/lib/hydra/handler';

// GET (how many reminders "Send reminders" would send today), POST (send them): college staff only.
export const GET = apiHandler(getFeeRemindersResource);
export const POST = apiHandler(postFeeRemindersResource);
export const OPTIONS = optionsHandler(() => ['GET', 'POST']);
