import 'server-only';
import {
  readCollegeSettings,
  updateCollegeSettings,
  type StoredCollegeSettings,
} from '@/lib/data/college/settings';
import type { ApiContext } from '../handler';
import { MERGE_PATCH, jsonLd, readJsonBody } from '../http';
import { contextOf } from '../serialize';

/**
 * GET/PATCH /api/college_settings: the institution (name, address, phone, e-mail, logo,
 * registration/GSTIN, receipt footer) as one resource, for college staff and administrators;
 * a merge patch changes it (null puts a field back to its default). 401/403 for anyone else.
 */
function body({ settings, updatedAt }: StoredCollegeSettings) {
  return {
    '@context': contextOf('CollegeSettings'),
    '@id': '/api/college_settings',
    '@type': 'CollegeSettings',
    ...settings,
    updatedAt: updatedAt ? updatedAt.toISOString().replace(/\.\d{3}Z$/, '+00:00') : null,
  };
}

export async function getCollegeSettingsResource(ctx: ApiContext): Promise<Response> {
  const stored = await readCollegeSettings({ actor: await ctx.actor() });
  return jsonLd(body(stored), 200, { 'Accept-Patch': MERGE_PATCH });
}

export async function patchCollegeSettingsResource(ctx: ApiContext): Promise<Response> {
  const actor = await ctx.actor();
  // Who asks is checked before the body is read: a stranger learns nothing from its validation.
  await readCollegeSettings({ actor });
  const saved = await updateCollegeSettings({ actor, patch: await readJsonBody(ctx.request, 'PATCH') });
  return jsonLd(body(saved), 200, { 'Accept-Patch': MERGE_PATCH });
}
