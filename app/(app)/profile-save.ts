import 'server-only';
import type { ProfileResource, SaveProfileAnswer } from '@/lib/resources/profile-wire';
import { isAdmin, type Actor } from '@/lib/auth/roles';
import { asAppError } from '@/lib/database-failure';
import { createProfile, saveMyProfile, updateProfile } from '@/lib/data/profiles';
import { AppError } from '@/lib/errors';
import { profileItem } from '@/lib/hydra/endpoints/profiles';

/**
 * The profile form's save for this caller (the server action's work, without the request). The
 * body is the API's (references as IRIs) and goes through the same data-layer rules as POST/PATCH
 * /api/profiles (lib/data/profiles/input.ts, with the schema the form validates with), so a refusal
 * carries the same messages, keyed by field. A member saves their own profile only (created the
 * first time, merged after; `id` is not theirs to choose); an administrator any profile (`id`) or a
 * new one.
 */
export async function saveProfileFor(
  actor: Actor | null,
  /** Whatever the client sent: the data layer checks its types (400) and rules (422). */
  payload: unknown,
  id: number | null,
): Promise<SaveProfileAnswer> {
  try {
    if (!actor) throw AppError.unauthorized();
    const record = !isAdmin(actor)
      ? await saveMyProfile({ actor, input: payload })
      : id === null
        ? await createProfile({ actor, input: payload })
        : await updateProfile({ actor, id, input: payload, mode: 'merge' });
    return { ok: true, profile: profileItem(record, { context: false }) as ProfileResource };
  } catch (error) {
    const known = asAppError(error);
    if (!known) throw error;
    const fieldErrors = Object.fromEntries(known.violations.map((v) => [v.propertyPath, v.message]));
    return { ok: false, message: known.message, fieldErrors };
  }
}
