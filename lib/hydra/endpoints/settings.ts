import 'server-only';
import { assertArea } from '@/lib/auth/guard';
import { readSettings, updateSettings, type StoredSettings } from '@/lib/data/settings';
import type { ApiContext } from '../handler';
import { MERGE_PATCH, jsonLd, readJsonBody } from '../http';

/**
 * GET/PATCH /api/settings: the settings store as one resource. Anyone may read its public
 * sections (the organisation, the grievance officer's contact and the legal texts: the IT Rules
 * want them published); administrators read everything and alone may change it, with a merge
 * patch (null puts a setting back to its shipped default). Invalid values: 422, nothing saved.
 */
function settingsBody({ settings, updatedAt }: StoredSettings) {
  return {
    '@context': '/api/contexts/Settings',
    '@id': '/api/settings',
    '@type': 'Settings',
    ...settings,
    updatedAt: updatedAt ? updatedAt.toISOString().replace(/\.\d{3}Z$/, '+00:00') : null,
  };
}

export async function getSettingsResource(ctx: ApiContext): Promise<Response> {
  const stored = await readSettings({ actor: await ctx.actor() });
  return jsonLd(settingsBody(stored), 200, { 'Accept-Patch': MERGE_PATCH });
}

export async function patchSettingsResource(ctx: ApiContext): Promise<Response> {
  // Who asks is checked before the body is read: a stranger learns nothing from its validation.
  const actor = assertArea(await ctx.actor(), 'admin');
  const saved = await updateSettings({ actor, patch: await readJsonBody(ctx.request, 'PATCH') });
  return jsonLd(settingsBody(saved), 200, { 'Accept-Patch': MERGE_PATCH });
}
