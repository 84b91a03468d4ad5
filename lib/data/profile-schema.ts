import 'server-only';
import countries from 'i18n-iso-countries';
import { isPossiblePhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { profileFields, type ProfileField } from '@/lib/resources/profile';
import { MESSAGES, type InputProperty } from './input';
import { isRealDay } from '@/lib/validation/calendar';

/**
 * The rules of a profile (spec section 5, "Profile form required fields"), built from the profile
 * registry. They run on the merged profile (what is stored plus what is sent), with references
 * already turned from IRIs into ids, so a PATCH that clears a required field fails like a POST
 * that omits it. The profile form's server action and the API share them.
 */
export const PROFILE_MESSAGES = {
  /** The spec words no message for a malformed number; this follows its 'Enter Valid Email!'. */
  mobileInvalid: 'Enter Valid Mobile!',
  /** Nor for a star outside the chosen raasi (shared/docs/porutham.md). */
  starNotInRaasi: 'The star does not fall in the selected raasi.',
  /** Spec section 5, "Uploads": the rejection message. */
  uploadType: 'upload valid type',
  invalidDate: 'This value is not a valid date.',
};

/** Mobile numbers are stored in E.164; a number without a country code is read as Indian (spec: default India). */
export function normalizeMobile(value: string): string | null {
  const trimmed = value.trim();
  if (!isPossiblePhoneNumber(trimmed, 'IN')) return null;
  return parsePhoneNumberFromString(trimmed, 'IN')?.number ?? null;
}

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDay(v);

function fieldSchema(field: ProfileField): z.ZodType {
  const required = field.requiredMessage;
  const nullable = (schema: z.ZodType) => (required ? schema : schema.nullable());
  switch (field.type) {
    case 'text': {
      const max = field.maxLength ?? 100;
      const text = z.string({ error: required ?? MESSAGES.notNull }).trim().max(max, { error: MESSAGES.tooLong(max) });
      if (required) return text.min(1, { error: required });
      return text.nullable().transform((v) => (v ? v : null));
    }
    case 'mobile':
      return z
        .string({ error: required })
        .trim()
        .min(1, { error: required })
        .transform((v, ctx) => {
          const e164 = normalizeMobile(v);
          if (!e164) ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.mobileInvalid });
          return e164 ?? v;
        });
    case 'country':
      return z
        .string({ error: required })
        .trim()
        .toUpperCase()
        .refine((v) => /^[A-Z]{2}$/.test(v) && countries.isValid(v), { error: required });
    case 'integer': {
      let number = z.number({ error: required ?? MESSAGES.notNull }).int();
      if (field.min !== undefined && field.max !== undefined) {
        const message = MESSAGES.range(field.min, field.max);
        number = number.min(field.min, { error: message }).max(field.max, { error: message });
      }
      return nullable(number);
    }
    case 'boolean':
      return field.default === null ? z.boolean().nullable() : z.boolean({ error: MESSAGES.notNull });
    case 'relation':
      return nullable(z.number({ error: required ?? MESSAGES.notNull }).int().positive());
    case 'media':
      return z.string().max(300, { error: MESSAGES.tooLong(300) }).nullable();
    case 'date':
      return z.string().refine(isDay, { error: PROFILE_MESSAGES.invalidDate }).nullable();
    case 'datetime':
      return z.unknown();
  }
}

let schema: z.ZodType<Record<string, unknown>> | undefined;

export function profileSchema(): z.ZodType<Record<string, unknown>> {
  if (!schema) {
    const shape: Record<string, z.ZodType> = {};
    for (const field of profileFields) if (!field.readOnly) shape[field.name] = fieldSchema(field);
    schema = z.object(shape) as unknown as z.ZodType<Record<string, unknown>>;
  }
  return schema;
}

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
export function writableProfileProperties(forMember: boolean): InputProperty[] {
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
