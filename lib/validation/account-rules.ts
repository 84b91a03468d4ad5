import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';

/**
 * The account forms' field rules and their messages (spec sections 5 and 9), without zod: the one
 * source of the words and limits that the zod schemas (./account.ts, which the server actions parse
 * with) and the light public forms (login, the e-mailed links, a new password: no zod in the
 * browser, issue 28 item 3) both use. tests/unit/account-rules.test.ts checks each check here
 * answers as its schema does.
 */
export const EMAIL_RULES = {
  required: 'Enter Email!',
  invalid: 'Enter Valid Email!',
  max: 254,
  /** zod's own e-mail pattern (z.regexes.email), given to the schema too. */
  pattern:
    /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/,
} as const;

/** The password of a sign-in: anything up to 200 characters. */
export const LOGIN_PASSWORD_RULES = { required: 'Enter Password!', max: 200 } as const;

/** A password being chosen (change, reset, first one): 6 to 20 characters, not a common one. */
export const NEW_PASSWORD_RULES = {
  required: 'Required',
  short: 'Too Short!',
  long: 'Too Long!',
  min: 6,
  max: 20,
} as const;

/** The Register page's consent box (issue 23, item 3) and its message when left unticked. */
export const CONSENT_LABEL = 'I agree to the Terms and Privacy Policy';
export const CONSENT_REQUIRED = 'Please agree to the Terms and Privacy Policy!';

/** The retyped password of a form that chooses one. */
export const CONFIRM_RULES = {
  required: 'Please retype your password.',
  mismatch: 'Passwords must match',
} as const;

/** The e-mail field's message, or undefined when it passes (trimmed, as the schema does). */
export function checkEmail(value: string): string | undefined {
  const email = value.trim();
  if (email.length < 1) return EMAIL_RULES.required;
  if (email.length > EMAIL_RULES.max || !EMAIL_RULES.pattern.test(email)) return EMAIL_RULES.invalid;
  return undefined;
}

/** The sign-in password's message, or undefined. */
export function checkLoginPassword(value: string): string | undefined {
  return value.length < 1 || value.length > LOGIN_PASSWORD_RULES.max
    ? LOGIN_PASSWORD_RULES.required
    : undefined;
}

/** A new password's message, or undefined (the common-password list counts once it is loaded). */
export function checkNewPassword(value: string): string | undefined {
  if (value.length < 1) return NEW_PASSWORD_RULES.required;
  if (value.length < NEW_PASSWORD_RULES.min) return NEW_PASSWORD_RULES.short;
  if (value.length > NEW_PASSWORD_RULES.max) return NEW_PASSWORD_RULES.long;
  return isCommonPassword(value) ? COMMON_PASSWORD_MESSAGE : undefined;
}

/** A registration's password: the sign-in's required message, then a new password's rules. */
export function checkRegisterPassword(value: string): string | undefined {
  return value.length < 1 ? LOGIN_PASSWORD_RULES.required : checkNewPassword(value);
}

/** The retyped password's message, or undefined. */
export function checkConfirmation(password: string, confirmation: string): string | undefined {
  if (confirmation.length < 1) return CONFIRM_RULES.required;
  return confirmation === password ? undefined : CONFIRM_RULES.mismatch;
}
