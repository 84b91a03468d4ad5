import type { ListField } from './list';

/**
 * The profile, field by field (spec section 3), in the order the API prints them. Wire names are
 * the spec's; `column` is the property of db/schema.ts `profiles`. Messages are spec section 5
 * "Profile form required fields", word for word. The profile form (its values, rules and wire
 * format), the admin list, the server's rules (lib/validation/profile.ts, shared with the form) and
 * the API documentation are all read from here: a new field is one entry, plus its place on screen.
 * Client-safe: no database imports.
 */
type ProfileFieldType =
  'text' | 'mobile' | 'country' | 'integer' | 'boolean' | 'relation' | 'media' | 'date' | 'datetime';

export type ProfileAudience = 'public' | 'accepted' | 'contact' | 'owner' | 'admin';

type ProfileSection = 'personal' | 'family' | 'horoscope' | 'lookingFor' | 'general';

export type ProfileField = {
  name: string;
  column: string;
  type: ProfileFieldType;
  label: string;
  section: ProfileSection;
  requiredMessage?: string;
  /** For relations: the collection of the referenced master data. */
  collection?: string;
  /** Inclusive bounds for integers; longest text. */
  min?: number;
  max?: number;
  maxLength?: number;
  /** For uploads: what the file must be. */
  media?: 'image' | 'pdf';
  /** Value when a create (or a PUT) does not send the field. */
  default?: string | number | boolean | null;
  /** Set by the team only: members' values for these are ignored (README, "API"). */
  adminOnly?: boolean;
  /**
   * Who may read it (lib/data/profiles/view-fields.ts turns audiences into views): 'public' (any
   * member who may search; the default), 'accepted' (after an accepted interest), 'contact'
   * (accepted interest and an active plan), 'owner' (the member themselves), 'admin' (the team only).
   */
  audience?: ProfileAudience;
  /** Set by the server, never written by clients. */
  readOnly?: boolean;
  /** Part of the admin list's global search. */
  search?: boolean;
  /** An integer picked from a list of choices (ages 18 to 99) rather than typed. */
  choices?: 'ages';
  /** Not on the profile form (the OTP: the team's, written by the verification call). */
  notInForm?: boolean;
  /** A fixed form: a clock time HH:MM, the code of a place in lib/astro/places.ts, a day of birth. */
  format?: 'clockTime' | 'birthPlace' | 'birthDay';
};

// The helpers keep each entry's name and type as literal types, from which the profile form's
// values and the wire format are typed (lib/resources/profile-wire.ts).
const text = <N extends string, M extends string | undefined = undefined>(
  name: N,
  label: string,
  section: ProfileSection,
  requiredMessage?: M,
  search = true,
) => ({
  name,
  column: name,
  type: 'text' as const,
  label,
  section,
  // Omitted, M is `undefined`: the literal type stays true to the value.
  requiredMessage: requiredMessage as M,
  maxLength: 100,
  search,
});

const ref = <N extends string, M extends string | undefined = undefined>(
  name: N,
  collection: string,
  label: string,
  section: ProfileSection,
  requiredMessage?: M,
) => ({
  name,
  column: `${name}Id`,
  type: 'relation' as const,
  collection,
  label,
  section,
  requiredMessage: requiredMessage as M,
  default: null,
});

/** A count (children, brothers, sisters): typed, 0 to 99, 0 unless given. */
const count = <N extends string, M extends string>(
  name: N,
  label: string,
  section: ProfileSection,
  requiredMessage: M,
) => ({
  name,
  column: name,
  type: 'integer' as const,
  label,
  section,
  requiredMessage,
  min: 0,
  max: 99,
  default: 0,
});

export const AGE_MIN = 18;
export const AGE_MAX = 99;

/** An age (spec section 9: 18 to 99), picked from the list of ages. */
const age = <N extends string, M extends string>(
  name: N,
  label: string,
  section: ProfileSection,
  requiredMessage: M,
) => ({
  name,
  column: name,
  type: 'integer' as const,
  label,
  section,
  requiredMessage,
  min: AGE_MIN,
  max: AGE_MAX,
  choices: 'ages' as const,
});

/** A yes/no; `null` as the default makes it three-way (a preference: yes, no, not chosen). */
const bool = <N extends string, D extends boolean | null>(
  name: N,
  label: string,
  section: ProfileSection,
  fallback: D,
) => ({
  name,
  column: name,
  type: 'boolean' as const,
  label,
  section,
  default: fallback,
});

const PROFILE_FIELDS = [
  // personal
  text('fullName', 'Full Name', 'personal', 'Enter Full Name!'),
  {
    name: 'mobile',
    column: 'mobile',
    type: 'mobile',
    label: 'Mobile',
    section: 'personal',
    requiredMessage: 'Enter Mobile!',
    search: true,
    audience: 'contact',
  },
  ref('height', 'heights', 'Height', 'personal', 'Select Height!'),
  ref('weight', 'weights', 'Weight', 'personal', 'Select Weight!'),
  age('age', 'Age', 'personal', 'Select Age!'),
  ref('qualification', 'qualifications', 'Qualification', 'personal', 'Select Qualification!'),
  ref('occupation', 'occupations', 'Occupation', 'personal', 'Select Occupation!'),
  ref('annualIncome', 'annualincomes', 'Annual Income', 'personal', 'Select Annual Income!'),
  ref('gender', 'genders', 'Gender', 'personal', 'Select Gender!'),
  ref('maritalStatus', 'maritalstatuses', 'Marital Status', 'personal', 'Select Marital Status!'),
  count('totalChildren', 'Total Children', 'personal', 'Enter Total Children!'),
  text('nativeCity', 'Native City', 'personal', 'Enter Native City!'),
  {
    name: 'nativeCountry',
    column: 'nativeCountry',
    type: 'country',
    label: 'Native Country',
    section: 'personal',
    requiredMessage: 'Select Native Country!',
    default: 'IN',
  },
  text('livingCity', 'Living City', 'personal', 'Enter Living City!'),
  {
    name: 'livingCountry',
    column: 'livingCountry',
    type: 'country',
    label: 'Living Country',
    section: 'personal',
    requiredMessage: 'Select Living Country!',
    default: 'IN',
  },
  ref('diet', 'diets', 'Diet', 'personal', 'Select Diet!'),
  bool('physicallyChallenged', 'Physically Challenged', 'personal', false),
  {
    name: 'photo',
    column: 'photo',
    type: 'media',
    media: 'image',
    label: 'Photo',
    section: 'personal',
    default: null,
  },
  // family
  text('fatherName', 'Father Name', 'family', 'Enter Father Name!'),
  ref('fatherOccupation', 'occupations', 'Father Occupation', 'family', 'Select Father Occupation!'),
  text('motherName', 'Mother Name', 'family', 'Enter mother Name!'),
  ref('motherOccupation', 'occupations', 'Mother Occupation', 'family', 'Select mother Occupation!'),
  ref('caste', 'castes', 'Caste', 'family', 'Select Sub Caste!'),
  count('totalBrothers', 'Total Brothers', 'family', 'Enter Total Brothers!'),
  count('totalSisters', 'Total Sisters', 'family', 'Enter Total Sisters!'),
  { ...text('kothram', 'Kothram', 'family'), default: null },
  ref('motherTongue', 'mothertongues', 'Mother Tongue', 'family', 'Select Mother Tongue!'),
  // horoscope
  bool('chevvaiDhosam', 'Chevvai Dhosam', 'horoscope', false),
  ref('raasi', 'raasis', 'Raasi', 'horoscope', 'Select Raasi!'),
  ref('star', 'stars', 'Star', 'horoscope', 'Select Star!'),
  {
    name: 'horoscope',
    column: 'horoscope',
    type: 'media',
    media: 'pdf',
    label: 'Horoscope',
    section: 'horoscope',
    default: null,
    audience: 'accepted',
  },
  // birth details (issue 24 item 4): optional; read like the horoscope, after an accepted interest
  {
    name: 'birthDate',
    column: 'birthDate',
    type: 'date',
    label: 'Date of Birth',
    section: 'horoscope',
    default: null,
    audience: 'accepted',
    format: 'birthDay',
  },
  {
    ...text('birthTime', 'Time of Birth', 'horoscope', undefined, false),
    maxLength: 5,
    default: null,
    audience: 'accepted',
    format: 'clockTime',
  },
  {
    ...text('birthPlace', 'Place of Birth', 'horoscope', undefined, false),
    maxLength: 60,
    default: null,
    audience: 'accepted',
    format: 'birthPlace',
  },
  // looking for: every choice optional
  ref('lqualification', 'qualifications', 'Looking For Qualification', 'lookingFor'),
  ref('loccupation', 'occupations', 'Looking For Occupation', 'lookingFor'),
  ref('lmotherTongue', 'mothertongues', 'Looking For Mother Tongue', 'lookingFor'),
  bool('lchevvaiDhosam', 'Looking For Chevvai Dhosam', 'lookingFor', null),
  ref('lmaritalStatus', 'maritalstatuses', 'Looking For Marital Status', 'lookingFor'),
  ref('lraasi', 'raasis', 'Looking For Raasi', 'lookingFor'),
  ref('lstar', 'stars', 'Looking For Star', 'lookingFor'),
  bool('lphysicallyChallenged', 'Looking For Physically Challenged', 'lookingFor', null),
  ref('lheight', 'heights', 'Looking For Height', 'lookingFor'),
  age('lfromAge', 'From Age', 'lookingFor', 'Enter From Age!'),
  age('ltoAge', 'To Age', 'lookingFor', 'Enter To Age!'),
  ref('lcaste', 'castes', 'Looking For Caste', 'lookingFor'),
  // general: the team's
  { ...bool('mobileVerified', 'Mobile Verified', 'general', false), adminOnly: true, audience: 'owner' },
  { ...bool('status', 'Status', 'general', true), adminOnly: true, audience: 'owner' },
  {
    name: 'date',
    column: 'date',
    type: 'datetime',
    label: 'Date',
    section: 'general',
    readOnly: true,
    audience: 'owner',
  },
  {
    ...text('otp', 'Otp', 'general', undefined, false),
    maxLength: 20,
    default: null,
    adminOnly: true,
    audience: 'admin',
    notInForm: true,
  },
  { ...ref('membersPlan', 'membersplans', 'Members Plan', 'general'), adminOnly: true, audience: 'owner' },
  {
    name: 'expiry',
    column: 'expiry',
    type: 'date',
    label: 'Expiry',
    section: 'general',
    default: null,
    adminOnly: true,
    audience: 'owner',
  },
] as const satisfies readonly ProfileField[];

export const profileFields: readonly ProfileField[] = PROFILE_FIELDS;

/** The fields on the profile form (all writable ones but the OTP). */
export const profileFormFields = profileFields.filter((f) => !f.readOnly && !f.notInForm);

/** One entry of the registry with its literal name and type, for types derived from it. */
export type ProfileFieldEntry = (typeof PROFILE_FIELDS)[number];

export const PROFILE_COLLECTION = 'profiles';
export const PROFILE_SHORT_NAME = 'Profile';

/** What the profile list filters and sorts on: the fields of the reader's view (profiles/view-fields.ts). */
export function profileListFields(readable: readonly ProfileField[] = profileFields): ListField[] {
  const kinds: Record<ProfileFieldType, ListField['kind'] | null> = {
    text: 'text',
    mobile: 'text',
    country: 'exact',
    integer: 'number',
    boolean: 'boolean',
    relation: 'relation',
    media: null,
    date: 'date',
    datetime: 'datetime',
  };
  const fields: ListField[] = [{ name: 'id', kind: 'id' }];
  for (const field of readable) {
    const kind = kinds[field.type];
    if (!kind) continue;
    fields.push({ name: field.name, kind, collection: field.collection, search: field.search });
  }
  return fields;
}
