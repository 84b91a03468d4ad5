// Straight from libphonenumber-js (what react-phone-number-input uses): the component package
// itself defines React class components, which cannot load in route handlers (react-server).
import { isPossiblePhoneNumber, parsePhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { emailField } from './account';

/**
 * The contact form (spec section 8), apart from the account schemas: its phone number needs
 * libphonenumber's metadata, which the login and register forms should not download.
 */

/** Default country of phone inputs (spec section 9). */
export const DEFAULT_PHONE_COUNTRY = 'IN';

/**
 * A phone number as the contact form sends it (E.164 from the phone input) or as a legacy client
 * may (national digits, read as Indian). Stored in E.164.
 */
const phoneField = z
  .string({ error: 'Enter Phone!' })
  .trim()
  .min(1, 'Enter Phone!')
  .max(40, 'Enter Valid Phone!')
  // The spec names only 'Enter Phone!'; an impossible number gets the same pattern as e-mails.
  .refine((v) => isPossiblePhoneNumber(v, DEFAULT_PHONE_COUNTRY), 'Enter Valid Phone!')
  .transform((v) => parsePhoneNumber(v, DEFAULT_PHONE_COUNTRY)?.number ?? v);

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, 'Too Long!');

export const contactSchema = z.object({
  name: requiredText('Enter Name!', 100),
  email: emailField,
  mobile: phoneField,
  message: requiredText('Enter Message!', 5000),
});
