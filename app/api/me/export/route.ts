import { exportMe } from '@/lib/hydra/endpoints/me';
import { apiHandler, optionsHandler } from '@/lib/hydra/handler';

// GET /api/me/export: everything stored about the signed-in member, as JSON.
export const GET = apiHandler(exportMe);
export const OPTIONS = optionsHandler(() => ['GET']);
