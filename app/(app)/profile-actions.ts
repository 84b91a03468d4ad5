'use server';

import { refresh } from 'next/cache';
import type { ProfilePayload, ProfileResource, SaveProfileAnswer } from '@/components/profile/profile-wire';
import { isAdmin } from '@/lib/auth/roles';
import { getActor } from '@/lib/auth/session';
import { asAppError } from '@/lib/data/db-errors';
import { createProfile, saveMyProfile, updateProfile } from '@/lib/data/profiles';
import { AppError } from '@/lib/errors';
import { profileItem } from '@/lib/hydra/endpoints/profiles';

/**
 * The profile form's save, in one request. The body is the API's (references as IRIs) and goes
 * through the same data-layer rules as POST/PATCH /api/profiles (lib/data/profile-input.ts, with
 * the schema the form validates with), so a refusal carries the same messages, keyed by field.
 * Who may do what is decided here on the server: a member saves their own profile only (created
 * the first time, merged after; `id` is not theirs to choose), an administrator any profile (`id`)
 * or a new one. The Origin check of every server action is proxy.ts's (lib/http/origin-guard.ts).
 * refresh() sends the re-rendered page back in this same response: no second round trip.
 */
export async function saveProfile(payload: ProfilePayload, id: number | null): Promise<SaveProfileAnswer> {
  try {
    const actor = await getActor();
    if (!actor) throw AppError.unauthorized();
    const record = !isAdmin(actor)
      ? await saveMyProfile({ actor, input: payload })
      : id === null
        ? await createProfile({ actor, input: payload })
        : await updateProfile({ actor, id, input: payload, mode: 'merge' });
    refresh();
    return { ok: true, profile: profileItem(record, { context: false }) as ProfileResource };
  } catch (error) {
    const known = asAppError(error);
    if (!known) throw error;
    const fieldErrors = Object.fromEntries(known.violations.map((v) => [v.propertyPath, v.message]));
    return { ok: false, message: known.message, fieldErrors };
  }
}
