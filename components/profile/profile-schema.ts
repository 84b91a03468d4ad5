import { z } from 'zod';
import { isPossiblePhoneNumber } from 'react-phone-number-input';
import { formValidator } from '@/lib/validation/account';
import { OTHER_MESSAGES, REQUIRED_MESSAGES as M, type RequiredField } from './profile-text';

/**
 * The profile form's rules, on the form's own values: Mantine selects hold ids as strings (or
 * null when empty), number inputs hold a number or '' while empty. The server applies the same
 * rules to the wire payload; these give the member the spec's message under the field first.
 */
const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, OTHER_MESSAGES.tooLong);

/** A select holding an id or an age: null (nothing chosen) fails with the spec's message. */
const requiredChoice = (message: string) => z.string({ error: message }).min(1, message);

const optionalChoice = z.string().min(1).nullable();

/** Counts of children, brothers, sisters: '' (empty number input) is "not entered". */
const count = (message: string) =>
  z
    .number({ error: message })
    .int(OTHER_MESSAGES.invalidCount)
    .min(0, OTHER_MESSAGES.invalidCount)
    .max(99, OTHER_MESSAGES.invalidCount);

const country = (message: string) => z.string({ error: message }).regex(/^[A-Z]{2}$/, message);

/** A stored file: the contentUrl the media upload answered, or null for none. */
const file = z.string().max(300).nullable();

export const profileFormSchema = z.object({
  fullName: requiredText(M.fullName),
  mobile: z
    .string({ error: M.mobile })
    .min(1, M.mobile)
    .refine((value) => isPossiblePhoneNumber(value), OTHER_MESSAGES.invalidMobile),
  height: requiredChoice(M.height),
  weight: requiredChoice(M.weight),
  age: requiredChoice(M.age),
  qualification: requiredChoice(M.qualification),
  occupation: requiredChoice(M.occupation),
  annualIncome: requiredChoice(M.annualIncome),
  gender: requiredChoice(M.gender),
  maritalStatus: requiredChoice(M.maritalStatus),
  totalChildren: count(M.totalChildren),
  nativeCity: requiredText(M.nativeCity),
  nativeCountry: country(M.nativeCountry),
  livingCity: requiredText(M.livingCity),
  livingCountry: country(M.livingCountry),
  diet: requiredChoice(M.diet),
  physicallyChallenged: z.boolean(),
  photo: file,
  fatherName: requiredText(M.fatherName),
  fatherOccupation: requiredChoice(M.fatherOccupation),
  motherName: requiredText(M.motherName),
  motherOccupation: requiredChoice(M.motherOccupation),
  totalBrothers: count(M.totalBrothers),
  totalSisters: count(M.totalSisters),
  caste: requiredChoice(M.caste),
  kothram: z.string().trim().max(100, OTHER_MESSAGES.tooLong),
  motherTongue: requiredChoice(M.motherTongue),
  chevvaiDhosam: z.boolean(),
  raasi: requiredChoice(M.raasi),
  star: requiredChoice(M.star),
  horoscope: file,
  lqualification: optionalChoice,
  loccupation: optionalChoice,
  lmotherTongue: optionalChoice,
  // Preferences on yes/no questions are three-way: not chosen (null), 'true' or 'false'.
  lchevvaiDhosam: z.enum(['true', 'false']).nullable(),
  lmaritalStatus: optionalChoice,
  lraasi: optionalChoice,
  lstar: optionalChoice,
  lphysicallyChallenged: z.enum(['true', 'false']).nullable(),
  lheight: optionalChoice,
  lfromAge: requiredChoice(M.lfromAge),
  ltoAge: requiredChoice(M.ltoAge),
  lcaste: optionalChoice,
  // General: only administrators see and send these.
  mobileVerified: z.boolean(),
  membersPlan: optionalChoice,
  expiry: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, OTHER_MESSAGES.invalidExpiry),
  status: z.boolean(),
});

type Parsed = z.infer<typeof profileFormSchema>;
type CountField = 'totalChildren' | 'totalBrothers' | 'totalSisters';
type TextField = 'fullName' | 'mobile' | 'nativeCity' | 'livingCity' | 'fatherName' | 'motherName';
/** The required fields chosen from a select: every required field but the typed ones. */
type RequiredChoiceField = Exclude<RequiredField, CountField | TextField>;

/**
 * What the form holds while the member edits: as the schema's output, except that a required
 * select may still be empty (null) and a count may be '' (an emptied number input).
 */
export type ProfileFormValues = Omit<Parsed, CountField | RequiredChoiceField> &
  Record<CountField, number | ''> &
  Record<RequiredChoiceField, string | null>;

/** Whether a star (by id) may be paired with a raasi (by id); supplied from the lookup rows. */
export type StarRaasiCheck = (starId: string, raasiId: string) => boolean;

/**
 * The Mantine validator: the schema's first message per field, plus the star-in-raasi rule
 * (porutham.md: a profile's star and raasi must be consistent) for the member's own pair and,
 * when both are chosen, the preferred pair.
 */
export function profileValidator(starFallsInRaasi: StarRaasiCheck) {
  const bySchema = formValidator(profileFormSchema);
  return (values: ProfileFormValues): Record<string, string> => {
    const errors = bySchema(values);
    if (!errors.star && values.star && values.raasi && !starFallsInRaasi(values.star, values.raasi)) {
      errors.star = OTHER_MESSAGES.starNotInRaasi;
    }
    if (values.lstar && values.lraasi && !starFallsInRaasi(values.lstar, values.lraasi)) {
      errors.lstar = OTHER_MESSAGES.starNotInRaasi;
    }
    return errors;
  };
}
