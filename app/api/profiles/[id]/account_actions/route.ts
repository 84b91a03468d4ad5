import { apiHandler, optionsHandler } from '@/lib/hydra/handler';
import { postAccountAction } from '@/lib/hydra/endpoints/profiles';

// POST /api/profiles/{id}/account_actions {"action", "reason"}: administrators act on the member's account (lib/data/account-admin.ts).
export const POST = apiHandler(postAccountAction);
export const OPTIONS = optionsHandler(() => ['POST']);
