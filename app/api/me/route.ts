import { deleteMe, getMe, patchMe } from '@/lib/hydra/endpoints/me';
import { apiHandler, optionsHandler } from '@/lib/hydra/handler';

// GET /api/me (the signed-in member's account), PATCH (hide/show the profile), DELETE (password in the body).
export const GET = apiHandler(getMe);
export const PATCH = apiHandler(patchMe);
export const DELETE = apiHandler(deleteMe);
export const OPTIONS = optionsHandler(() => ['GET', 'PATCH', 'DELETE']);
