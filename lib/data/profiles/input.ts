import 'server-only';
import { isAdmin, type Actor } from '@/lib/auth/roles';
import { AppError, type Violation } from '@/lib/errors';
import { idFromIri } from '@/lib/resources/iri';
import { findMasterResourceByCollection } from '@/lib/resources/master-data';
import { profileFields, type ProfileField } from '@/lib/resources/profile';
import { starFallsInRaasi } from '@/lib/matching/nakshatra';
import { PROFILE_MESSAGES, STAR_RAASI_PAIRS, profileSchema } from '@/lib/validation/profile';
import { expectObject, parseOrThrow, pickTyped, type InputProperty } from '@/lib/data/input';
import { masterRowsById, type MasterRecord } from '@/lib/data/master-data';
import { findMediaByContentUrl } from '@/lib/data/media-access';

/**
 * Turns a profile write (the API's JSON, or the profile form's save in the same shape) into
 * values ready to store, in API Platform's order: JSON types (400), references (400 for an IRI
 * that does not resolve), then the rules on the merged profile (422 with the spec's messages:
 * lib/validation/profile.ts, the schema the form validates with too), the star within the raasi,
 * and the uploaded files' types.
 */
const KINDS: Record<ProfileField['type'], InputProperty['kind'] | null> = {
  text: 'string',
  mobile: 'string',
  country: 'string',
  integer: 'integer',
  boolean: 'boolean',
  relation: 'iri',
  media: 'string',
  date: 'date',
  datetime: null,
};

/**
 * What a client may send. Members' values for the General fields (mobileVerified, status, otp,
 * membersPlan, expiry) are not writable for them and so are ignored, as API Platform ignores
 * properties outside the caller's denormalization group; the creation date is the server's.
 */
function writableProfileProperties(forMember: boolean): InputProperty[] {
  return profileFields
    .filter((f) => !f.readOnly && !(forMember && f.adminOnly))
    .map((f) => ({ name: f.name, kind: KINDS[f.type]! }));
}

/** A new profile before the client's values: the registry's defaults. */
export function profileDefaults(): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const field of profileFields) if (field.default !== undefined) defaults[field.name] = field.default;
  return defaults;
}

const relations = profileFields.filter((f) => f.type === 'relation');
const invalidIri = (value: unknown) => AppError.badRequest(`Invalid IRI "${String(value)}".`);

function lookupOf(field: ProfileField) {
  const resource = findMasterResourceByCollection(field.collection!);
  if (!resource) throw new Error(`profile field ${field.name} references unknown ${field.collection}`);
  return resource;
}

/** IRIs to ids; a member may only pick active rows (or keep the one already chosen). */
async function resolveReferences(body: Record<string, unknown>, current: Record<string, unknown> | null, member: boolean) {
  for (const field of relations) {
    const value = body[field.name];
    if (value === undefined || value === null) continue;
    const id = idFromIri(value as string, field.collection!);
    const row = id === null ? undefined : (await masterRowsById(lookupOf(field))).get(id);
    if (!row || (member && !row.status && current?.[field.name] !== id)) throw invalidIri(value);
    body[field.name] = id;
  }
}

async function numberOf(field: ProfileField, id: unknown): Promise<number | null> {
  if (typeof id !== 'number') return null;
  const row: MasterRecord | undefined = (await masterRowsById(lookupOf(field))).get(id);
  return typeof row?.number === 'number' ? row.number : null;
}

const field = (name: string) => profileFields.find((f) => f.name === name)!;

/** The star must fall in the chosen raasi (and the preferred star in the preferred raasi). */
async function horoscopeViolations(values: Record<string, unknown>): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const [starName, raasiName] of STAR_RAASI_PAIRS) {
    const star = await numberOf(field(starName), values[starName]);
    const raasi = await numberOf(field(raasiName), values[raasiName]);
    if (star !== null && raasi !== null && !starFallsInRaasi(star, raasi)) {
      violations.push({ propertyPath: starName, message: PROFILE_MESSAGES.starNotInRaasi });
    }
  }
  return violations;
}

/** A photo must be an uploaded image, a horoscope an uploaded PDF; members may only use their own uploads. */
async function mediaViolations(actor: Actor, values: Record<string, unknown>, current: Record<string, unknown> | null) {
  const violations: Violation[] = [];
  for (const f of profileFields.filter((f) => f.type === 'media')) {
    const value = values[f.name];
    if (typeof value !== 'string' || value === current?.[f.name]) continue;
    const media = await findMediaByContentUrl(value);
    if (!media || (!isAdmin(actor) && media.ownerId !== actor.id)) throw invalidIri(value);
    const ok = f.media === 'pdf' ? media.mimeType === 'application/pdf' : media.mimeType.startsWith('image/');
    if (!ok) violations.push({ propertyPath: f.name, message: PROFILE_MESSAGES.uploadType });
  }
  return violations;
}

/**
 * The values to store. `base` is what the write starts from: the stored profile for a merge,
 * the defaults (and, for members, their current General fields) for a create or a replace.
 */
export async function prepareProfileValues(options: {
  actor: Actor;
  input: unknown;
  base: Record<string, unknown>;
  current: Record<string, unknown> | null;
}): Promise<Record<string, unknown>> {
  const { actor, input, base, current } = options;
  const member = !isAdmin(actor);
  const body = pickTyped(expectObject(input), writableProfileProperties(member));
  await resolveReferences(body, current, member);
  const values = parseOrThrow(profileSchema, { ...base, ...body });
  const violations = [...(await horoscopeViolations(values)), ...(await mediaViolations(actor, values, current))];
  if (violations.length) throw AppError.validation(violations);
  return values;
}
