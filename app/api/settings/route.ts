import { getSettingsResource, patchSettingsResource } from '@/lib/hydra/endpoints/settings';
import { apiHandler, optionsHandler } from '@/lib/hydra/handler';

// GET /api/settings (public sections for anyone, all for administrators), PATCH (administrators).
export const GET = apiHandler(getSettingsResource);
export const PATCH = apiHandler(patchSettingsResource);
export const OPTIONS = optionsHandler(() => ['GET', 'PATCH']);
