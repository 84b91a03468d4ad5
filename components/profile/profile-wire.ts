import { profileFields } from '@/lib/resources/profile';
import type { LookupCollection } from './lookups';
import type { ProfileFormValues } from './profile-schema';

/**
 * The profile as the JSON-LD API carries it (shared/docs/API.md): references are IRIs such as
 * `/api/heights/3` (reads may embed `{ "@id", id, <name> }` instead), expiry is `YYYY-MM-DD`.
 */
export type Reference = string | { '@id'?: string; id: number } | null;

export type ProfileResource = {
  '@id'?: string;
  id: number;
  fullName: string;
  mobile: string;
  height: Reference;
  weight: Reference;
  age: number;
  qualification: Reference;
  occupation: Reference;
  annualIncome: Reference;
  gender: Reference;
  maritalStatus: Reference;
  totalChildren: number;
  nativeCity: string;
  nativeCountry: string;
  livingCity: string;
  livingCountry: string;
  diet: Reference;
  physicallyChallenged: boolean;
  photo: string | null;
  fatherName: string;
  fatherOccupation: Reference;
  motherName: string;
  motherOccupation: Reference;
  totalBrothers: number;
  totalSisters: number;
  caste: Reference;
  kothram: string | null;
  motherTongue: Reference;
  chevvaiDhosam: boolean;
  raasi: Reference;
  star: Reference;
  horoscope: string | null;
  lqualification: Reference;
  loccupation: Reference;
  lmotherTongue: Reference;
  lchevvaiDhosam: boolean | null;
  lmaritalStatus: Reference;
  lraasi: Reference;
  lstar: Reference;
  lphysicallyChallenged: boolean | null;
  lheight: Reference;
  lfromAge: number;
  ltoAge: number;
  lcaste: Reference;
  mobileVerified: boolean;
  status: boolean;
  membersPlan?: Reference;
  expiry?: string | null;
  date?: string;
};

type ReferenceField = Extract<keyof ProfileFormValues, keyof ProfileResource>;

/** Each reference field and its lookup collection (spec section 7), from the profile registry. */
export const REFERENCE_COLLECTIONS = new Map(
  profileFields
    .filter((f) => f.type === 'relation')
    .map((f) => [f.name as ReferenceField, f.collection as LookupCollection]),
);

/** Preferences: the optional Looking For choices, sent only when chosen (spec section 3). */
const PREFERENCE_FIELDS = profileFields
  .filter((f) => f.section === 'lookingFor' && !f.requiredMessage)
  .map((f) => f.name);

/** What only the team sets: members never send these. */
const GENERAL_FIELDS = profileFields.filter((f) => f.adminOnly).map((f) => f.name);

/** The id of a reference, as the string a Mantine select holds. */
export function referenceId(reference: Reference | undefined): string | null {
  if (reference == null) return null;
  if (typeof reference === 'object') return String(reference.id);
  const id = /\/(\d+)$/.exec(reference)?.[1];
  return id ?? null;
}

const toChoice = (value: boolean | null | undefined) => (value == null ? null : value ? 'true' : 'false');

export const EMPTY_PROFILE_VALUES: ProfileFormValues = {
  fullName: '',
  mobile: '',
  height: null,
  weight: null,
  age: null,
  qualification: null,
  occupation: null,
  annualIncome: null,
  gender: null,
  maritalStatus: null,
  totalChildren: 0,
  nativeCity: '',
  nativeCountry: 'IN',
  livingCity: '',
  livingCountry: 'IN',
  diet: null,
  physicallyChallenged: false,
  photo: null,
  fatherName: '',
  fatherOccupation: null,
  motherName: '',
  motherOccupation: null,
  totalBrothers: 0,
  totalSisters: 0,
  caste: null,
  kothram: '',
  motherTongue: null,
  chevvaiDhosam: false,
  raasi: null,
  star: null,
  horoscope: null,
  lqualification: null,
  loccupation: null,
  lmotherTongue: null,
  lchevvaiDhosam: null,
  lmaritalStatus: null,
  lraasi: null,
  lstar: null,
  lphysicallyChallenged: null,
  lheight: null,
  lfromAge: null,
  ltoAge: null,
  lcaste: null,
  mobileVerified: false,
  membersPlan: null,
  expiry: '',
  status: true,
};

/** Form values of a stored profile (edit), or the empty form with the spec's defaults (create). */
export function toFormValues(profile: ProfileResource | null | undefined): ProfileFormValues {
  if (!profile) return { ...EMPTY_PROFILE_VALUES };
  const values: ProfileFormValues = {
    ...EMPTY_PROFILE_VALUES,
    fullName: profile.fullName ?? '',
    mobile: profile.mobile ?? '',
    age: profile.age == null ? null : String(profile.age),
    totalChildren: profile.totalChildren ?? 0,
    nativeCity: profile.nativeCity ?? '',
    nativeCountry: profile.nativeCountry || 'IN',
    livingCity: profile.livingCity ?? '',
    livingCountry: profile.livingCountry || 'IN',
    physicallyChallenged: !!profile.physicallyChallenged,
    photo: profile.photo ?? null,
    fatherName: profile.fatherName ?? '',
    motherName: profile.motherName ?? '',
    totalBrothers: profile.totalBrothers ?? 0,
    totalSisters: profile.totalSisters ?? 0,
    kothram: profile.kothram ?? '',
    chevvaiDhosam: !!profile.chevvaiDhosam,
    horoscope: profile.horoscope ?? null,
    lchevvaiDhosam: toChoice(profile.lchevvaiDhosam),
    lphysicallyChallenged: toChoice(profile.lphysicallyChallenged),
    lfromAge: profile.lfromAge == null ? null : String(profile.lfromAge),
    ltoAge: profile.ltoAge == null ? null : String(profile.ltoAge),
    mobileVerified: !!profile.mobileVerified,
    expiry: profile.expiry ?? '',
    status: profile.status ?? true,
  };
  const references = values as Record<ReferenceField, string | null>;
  for (const field of REFERENCE_COLLECTIONS.keys())
    references[field] = referenceId(profile[field] as Reference);
  return values;
}

type Payload = Record<string, string | number | boolean | null>;

/**
 * The request body of a save. References become IRIs; a preference is sent only when chosen,
 * except that an update sends null for an unchosen one so merge-patch clears it. The General
 * fields go only with `withGeneral` (administrators): members never send them.
 */
export function toPayload(
  values: ProfileFormValues,
  { update, withGeneral }: { update: boolean; withGeneral: boolean },
): Payload {
  const payload: Payload = {
    fullName: values.fullName.trim(),
    mobile: values.mobile,
    age: Number(values.age),
    totalChildren: Number(values.totalChildren),
    nativeCity: values.nativeCity.trim(),
    nativeCountry: values.nativeCountry,
    livingCity: values.livingCity.trim(),
    livingCountry: values.livingCountry,
    physicallyChallenged: values.physicallyChallenged,
    photo: values.photo,
    fatherName: values.fatherName.trim(),
    motherName: values.motherName.trim(),
    totalBrothers: Number(values.totalBrothers),
    totalSisters: Number(values.totalSisters),
    kothram: values.kothram.trim() || null,
    chevvaiDhosam: values.chevvaiDhosam,
    horoscope: values.horoscope,
    lfromAge: Number(values.lfromAge),
    ltoAge: Number(values.ltoAge),
  };
  for (const [field, collection] of REFERENCE_COLLECTIONS) {
    const id = values[field];
    payload[field] = id ? `/api/${collection}/${id}` : null;
  }
  payload.lchevvaiDhosam = values.lchevvaiDhosam == null ? null : values.lchevvaiDhosam === 'true';
  payload.lphysicallyChallenged =
    values.lphysicallyChallenged == null ? null : values.lphysicallyChallenged === 'true';
  if (!update) for (const field of PREFERENCE_FIELDS) if (payload[field] === null) delete payload[field];

  if (withGeneral) {
    payload.mobileVerified = values.mobileVerified;
    payload.status = values.status;
    payload.expiry = values.expiry || null;
  } else {
    for (const field of GENERAL_FIELDS) delete payload[field];
  }
  return payload;
}
