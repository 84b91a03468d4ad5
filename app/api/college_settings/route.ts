import {
  getCollegeSettingsResource,
  patchCollegeSettingsResource,
} from '@/lib/hydra/endpoints/college-settings';
import { apiHandler, optionsHandler } from '@/lib/hydra/handler';

// GET/PATCH /api/college_settings: the institution, for college staff and administrators.
export const GET = apiHandler(getCollegeSettingsResource);
export const PATCH = apiHandler(patchCollegeSettingsResource);
export const OPTIONS = optionsHandler(() => ['GET', 'PATCH']);
