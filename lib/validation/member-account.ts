import { z } from 'zod';
import { emailField } from './account';
import { MEMBER_ACCOUNT_TEXT } from './member-account-text';

// The texts live apart, without zod, for the client components that show them (issue 28 item 3).
export { MEMBER_ACCOUNT_TEXT };

/** Days a deleted account's record is kept (IT Rules 2021, rule 3(1)(h)). */
export const DELETED_ACCOUNT_KEPT_DAYS = 180;

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: MEMBER_ACCOUNT_TEXT.passwordRequired })
    .min(1, MEMBER_ACCOUNT_TEXT.passwordRequired)
    .max(200, MEMBER_ACCOUNT_TEXT.passwordWrong),
});

export const changeEmailSchema = z.object({
  email: emailField,
  password: deleteAccountSchema.shape.password,
});

export const markMarriedSchema = z.object({
  married: z.boolean({ error: 'Choose true or false.' }),
  /** The partner met here: a profile IRI (or id) among the accepted interests, or null. */
  marriedTo: z
    .union([z.string().max(300), z.number().int(), z.null()], { error: 'Give a profile IRI or null.' })
    .optional(),
});

export const answerMarriageSchema = z.object({
  confirmMarriage: z.boolean({ error: 'Choose true or false.' }),
});

export const hideProfileSchema = z.object({
  hidden: z.boolean({ error: 'Choose true or false.' }),
});
