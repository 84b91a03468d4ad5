import countries from 'i18n-iso-countries';
import { isPossiblePhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import {
  profileFields,
  profileFormFields,
  type ProfileField,
  type ProfileFieldEntry,
} from '@/lib/resources/profile';
import { formValidator } from './account';
import { isRealDay } from './calendar';
import { findBirthPlace } from '@/lib/astro/places';
import { isClockTime } from '@/lib/astro/time';
import { CONSTRAINT_MESSAGES } from './constraint-messages';

/**
 * The rules of a profile (spec section 5, "Profile form required fields"), built from the profile
 * registry, and the one place their messages come from. Client-safe: the profile form validates
 * with them as the member types, and the server (lib/data/profiles/input.ts) with the same schema on
 * the merged profile (what is stored plus what is sent, references already turned from IRIs into
 * ids), so a PATCH that clears a required field fails like a POST that omits it, and a 422's
 * violation carries the words the form shows under the same field.
 */

export const PROFILE_MESSAGES = {
  /** The spec words no message for a malformed number; this follows its 'Enter Valid Email!'. */
  mobileInvalid: 'Enter Valid Mobile!',
  /** Nor for a star outside the chosen raasi (shared/docs/porutham.md). */
  starNotInRaasi: 'The star does not fall in the selected raasi.',
  /** Spec section 5, "Uploads": the rejection message. */
  uploadType: 'upload valid type',
  invalidDate: 'This value is not a valid date.',
  /** Birth details (issue 24 item 4). */
  birthDate: 'Enter a date of birth between 1900 and today.',
  birthTime: 'Enter the time of birth as HH:MM (24 hours).',
  birthPlace: 'Select the place of birth from the list.',
} as const;

/** The fixed forms some fields hold (lib/resources/profile.ts `format`). */
const FORMATS = {
  clockTime: { test: isClockTime, message: PROFILE_MESSAGES.birthTime },
  birthPlace: {
    test: (value: string) => findBirthPlace(value) !== undefined,
    message: PROFILE_MESSAGES.birthPlace,
  },
  birthDay: {
    // The server's today; a day ahead allowed for a birth in a zone east of it.
    test: (value: string) =>
      value >= '1900-01-01' && value <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    message: PROFILE_MESSAGES.birthDate,
  },
} as const;

/** The required fields (spec section 5, "Profile form required fields"). */
type RequiredField = Extract<ProfileFieldEntry, { requiredMessage: string }>['name'];

function requiredMessages(): Record<RequiredField, string> {
  const messages: Partial<Record<string, string>> = {};
  for (const field of profileFields) if (field.requiredMessage) messages[field.name] = field.requiredMessage;
  return messages as Record<RequiredField, string>;
}

/** Each required field's message, word for word from the spec (held in the registry). */
export const REQUIRED_MESSAGES = requiredMessages();

/** The star must fall in the chosen raasi; the same for the preferred pair (porutham.md). */
export const STAR_RAASI_PAIRS = [
  ['star', 'raasi'],
  ['lstar', 'lraasi'],
] as const;

/** Mobile numbers are stored in E.164; a number without a country code is read as Indian (spec: default India). */
function normalizeMobile(value: string): string | null {
  const trimmed = value.trim();
  if (!isPossiblePhoneNumber(trimmed, 'IN')) return null;
  return parsePhoneNumberFromString(trimmed, 'IN')?.number ?? null;
}

// What the form's controls hold, read as the values they stand for. The server's values are
// already typed (lib/data/input.ts answers a wrong JSON type with 400 first), so these only ever
// change what a form sends: '' from an emptied input is "not entered", a select holds an id or an
// age as text, and a three-way preference holds 'true' or 'false'.
const blankToNull = (value: unknown) => (value === '' ? null : value);
const choiceToNumber = (value: unknown) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : blankToNull(value);
const yesNoToBoolean = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDay(value);

function fieldSchema(field: ProfileField): z.ZodType {
  const required = field.requiredMessage;
  const nullable = (schema: z.ZodType) => (required ? schema : schema.nullable());
  switch (field.type) {
    case 'text': {
      const max = field.maxLength ?? 100;
      const text = z
        .string({ error: required ?? CONSTRAINT_MESSAGES.notNull })
        .trim()
        .max(max, { error: CONSTRAINT_MESSAGES.tooLong(max) });
      if (required) return text.min(1, { error: required });
      const optional = text.nullable().transform((v) => (v ? v : null));
      const format = field.format && FORMATS[field.format];
      return format
        ? optional.refine((v) => v === null || format.test(v), { error: format.message })
        : optional;
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
      let number = z.number({ error: required ?? CONSTRAINT_MESSAGES.notNull }).int();
      if (field.min !== undefined && field.max !== undefined) {
        const message = CONSTRAINT_MESSAGES.range(field.min, field.max);
        number = number.min(field.min, { error: message }).max(field.max, { error: message });
      }
      return z.preprocess(choiceToNumber, nullable(number));
    }
    case 'boolean':
      return field.default === null
        ? z.preprocess(yesNoToBoolean, z.boolean().nullable())
        : z.boolean({ error: CONSTRAINT_MESSAGES.notNull });
    case 'relation':
      return z.preprocess(
        choiceToNumber,
        nullable(
          z
            .number({ error: required ?? CONSTRAINT_MESSAGES.notNull })
            .int()
            .positive(),
        ),
      );
    case 'media':
      return z
        .string()
        .max(300, { error: CONSTRAINT_MESSAGES.tooLong(300) })
        .nullable();
    case 'date': {
      const day = z.string().refine(isDay, { error: PROFILE_MESSAGES.invalidDate });
      const format = field.format && FORMATS[field.format];
      return z.preprocess(
        blankToNull,
        (format ? day.refine(format.test, { error: format.message }) : day).nullable(),
      );
    }
    case 'datetime':
      return z.unknown();
  }
}

function objectOf(fields: readonly ProfileField[]) {
  return z.object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])));
}

/** Every field a client may write: the server's rules on the merged profile. */
export const profileSchema = objectOf(profileFields.filter((f) => !f.readOnly));

/** The form's rules: the server's, on the form's fields. */
export const profileFormSchema = objectOf(profileFormFields);

/** Whether a star (by id) may be paired with a raasi (by id); the form answers from its lookup rows. */
type StarRaasiCheck = (starId: string, raasiId: string) => boolean;

type StarRaasiValues = Record<(typeof STAR_RAASI_PAIRS)[number][number], string | null>;

/**
 * The profile form's validator: the schema's first message per field, plus the star-in-raasi rule
 * for the member's own pair and, when both are chosen, the preferred pair.
 */
export function profileFormValidator(starFallsInRaasi: StarRaasiCheck) {
  const bySchema = formValidator(profileFormSchema);
  return (values: StarRaasiValues & Record<string, unknown>): Record<string, string> => {
    const errors = bySchema(values);
    for (const [star, raasi] of STAR_RAASI_PAIRS) {
      const starId = values[star];
      const raasiId = values[raasi];
      if (!errors[star] && starId && raasiId && !starFallsInRaasi(starId, raasiId)) {
        errors[star] = PROFILE_MESSAGES.starNotInRaasi;
      }
    }
    return errors;
  };
}
