import { profileFormFields, type ProfileField, type ProfileFieldEntry } from './profile';

/**
 * The profile as the JSON-LD API carries it (shared/docs/API.md), and as the profile form holds it.
 * Both are typed from the profile registry (lib/resources/profile.ts) and converted field by field
 * from it, so a new field needs no change here. References are IRIs such as `/api/heights/3` (reads
 * may embed `{ "@id", id, <name> }` instead), expiry is `YYYY-MM-DD`.
 */
type Reference = string | { '@id'?: string; id: number } | null;

type WireValueOf<F> = F extends { type: 'relation' }
  ? Reference
  : F extends { type: 'integer' }
    ? number
    : F extends { type: 'boolean'; default: null }
      ? boolean | null
      : F extends { type: 'boolean' }
        ? boolean
        : F extends { requiredMessage: string }
          ? string
          : string | null;

/** The OTP (the team's only) and the creation date are not in every reader's view. */
type SometimesHidden = Extract<ProfileFieldEntry, { audience: 'admin' } | { readOnly: true }>;

export type ProfileResource = { '@id'?: string; id: number } & {
  [F in Exclude<ProfileFieldEntry, SometimesHidden> as F['name']]: WireValueOf<F>;
} & { [F in SometimesHidden as F['name']]?: WireValueOf<F> };

/**
 * What the form holds while the member edits: Mantine selects hold ids and ages as text (null
 * when nothing is chosen), number inputs a number or '' while emptied, a three-way preference
 * 'true', 'false' or null (not chosen), text inputs '' when empty.
 */
type FormValueOf<F> = F extends { choices: 'ages' } | { type: 'relation' }
  ? string | null
  : F extends { type: 'integer' }
    ? number | ''
    : F extends { type: 'boolean'; default: null }
      ? 'true' | 'false' | null
      : F extends { type: 'boolean' }
        ? boolean
        : F extends { type: 'media' }
          ? string | null
          : string;

type FormEntry = Exclude<ProfileFieldEntry, { readOnly: true } | { notInForm: true }>;

export type ProfileFormValues = { [F in FormEntry as F['name']]: FormValueOf<F> };

/** The id of a reference, as the string a Mantine select holds. */
export function referenceId(reference: unknown): string | null {
  if (typeof reference === 'number') return String(reference);
  if (reference && typeof reference === 'object' && 'id' in reference) return String(reference.id);
  if (typeof reference !== 'string') return null;
  return /\/(\d+)$/.exec(reference)?.[1] ?? null;
}

/** One field of a stored profile as its form control holds it; absent, the registry's default. */
function formValueOf(field: ProfileField, value: unknown): unknown {
  switch (field.type) {
    case 'relation':
      return referenceId(value);
    case 'integer':
      if (field.choices) return typeof value === 'number' ? String(value) : null;
      return typeof value === 'number' ? value : (field.default ?? '');
    case 'boolean':
      if (field.default === null) return typeof value === 'boolean' ? String(value) : null;
      return typeof value === 'boolean' ? value : field.default;
    case 'media':
      return typeof value === 'string' ? value : null;
    case 'country':
      return typeof value === 'string' && value ? value : field.default;
    default:
      return typeof value === 'string' ? value : '';
  }
}

/** Form values of a stored profile (edit), or the empty form with the spec's defaults (create). */
export function toFormValues(profile: ProfileResource | null | undefined): ProfileFormValues {
  const stored: Partial<Record<string, unknown>> = profile ?? {};
  const values: Record<string, unknown> = {};
  for (const field of profileFormFields) values[field.name] = formValueOf(field, stored[field.name]);
  return values as ProfileFormValues;
}

export const EMPTY_PROFILE_VALUES = toFormValues(null);

type Scalar = string | number | boolean | null;
/** The body of a save (lib/validation/profile-payload.ts makes it from the form's values). */
export type ProfilePayload = Record<string, Scalar>;

/** The answer of a save: the stored profile, or the refusal with each field's message (a 422's). */
export type SaveProfileAnswer =
  | { ok: true; profile: ProfileResource }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

/** The save the page hands to the form (the server action of app/(app)/profile-actions.ts). */
export type SaveProfile = (payload: ProfilePayload, id: number | null) => Promise<SaveProfileAnswer>;
