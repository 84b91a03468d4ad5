'use server';

import { getActor } from '@/lib/auth/session';
import { asAppError } from '@/lib/database-failure';
import { updateSettings } from '@/lib/data/settings';
import type { Violation } from '@/lib/errors';

export type SaveSettingsAnswer = { ok: true } | { ok: false; error: string; violations: Violation[] };

/** The settings form's save: the data layer's own check (administrators only) and its messages per field. */
export async function saveSettings(values: unknown): Promise<SaveSettingsAnswer> {
  try {
    await updateSettings({ actor: await getActor(), patch: values });
    return { ok: true };
  } catch (error) {
    const known = asAppError(error);
    if (known) return { ok: false, error: known.message, violations: known.violations };
    throw error;
  }
}
