import { z } from 'zod';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';

/**
 * Product messages of the account and contact screens (spec sections 2, 5 and 8), word for word,
 * spelling included. Pages, server actions and the legacy JSON calls all take them from here.
 */
export const ACCOUNT_MESSAGES = {
  registered:
    'Registered Successfully. Verfication email sent to your email. Please click and activate your registration',
  emailTaken: 'Email already registered!',
  passwordChanged: 'Password Changed Successfully!',
  passwordWrong: 'Current Password Wrong!',
  submitted: 'Submitted Successfully',
  somethingWrong: 'Something went wrong!',
  // Not in the spec: the answer to "resend activation e-mail", worded so it does not reveal accounts.
  resent:
    'If an unactivated account is registered with this e-mail, a new activation e-mail has been sent to it.',
  mailFailed: 'We could not send the activation e-mail. Please try again later.',
  // Not in the spec: "Forgot password?", worded so the answer does not reveal accounts.
  resetSent:
    'If an account is registered with this e-mail, a link to choose a new password has been sent to it. The link is valid for one hour.',
  resetLinkInvalid:
    'This link is invalid, used or expired. Ask for a new one on the "Forgot password?" page.',
  passwordReset: 'Your password is changed. You are signed out everywhere else.',
} as const;

export const emailField = z
  .string({ error: 'Enter Email!' })
  .trim()
  .min(1, 'Enter Email!')
  .max(254, 'Enter Valid Email!')
  .pipe(z.email('Enter Valid Email!'));

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: 'Enter Password!' }).min(1, 'Enter Password!').max(200, 'Enter Password!'),
});

/** A password being chosen: after the spec's rules, none of the most common ones (common-passwords.ts). */
const notCommon = <T extends z.ZodString>(rule: T) =>
  rule.refine((v) => !isCommonPassword(v), COMMON_PASSWORD_MESSAGE);

/** Registration: the spec's messages, and its password length of 6 to 20 (section 9). */
export const registerSchema = z.object({
  email: emailField,
  password: notCommon(
    z
      .string({ error: 'Enter Password!' })
      .min(1, 'Enter Password!')
      .min(6, 'Too Short!')
      .max(20, 'Too Long!'),
  ),
});

/** A college staff account, created by an administrator: its e-mail and role (one role for now). */
export const staffSchema = z.object({
  email: emailField,
  /** Printed on the receipts the account takes (issue 27); empty: the e-mail is printed. */
  name: z.string().trim().max(100, 'Name: at most 100 characters.').default(''),
  role: z.enum(['ROLE_COLLEGE'], { error: 'Select Role!' }),
});

/** The address a link is mailed to: "Resend activation e-mail" and "Forgot password?". */
export const emailLinkSchema = z.object({ email: emailField });

const passwordRule = z
  .string({ error: 'Required' })
  .min(1, 'Required')
  .min(6, 'Too Short!')
  .max(20, 'Too Long!');

/**
 * What the server checks on a password change (the JSON call has no confirmation field). The
 * current password may be a common one (it was chosen before the rule); the new one may not.
 */
export const changePasswordSchema = z.object({
  currentpassword: passwordRule,
  newpassword: notCommon(passwordRule),
});

/**
 * A form's retyped password: required, and equal to `field`. Checked even while other fields are
 * wrong, so the message shows as soon as the retyped one differs.
 */
function withConfirmation<S extends z.ZodObject>(schema: S, field: string) {
  return schema
    .extend({
      confirmpassword: z
        .string({ error: 'Please retype your password.' })
        .min(1, 'Please retype your password.'),
    })
    .refine((v: Record<string, unknown>) => v.confirmpassword === '' || v.confirmpassword === v[field], {
      message: 'Passwords must match',
      path: ['confirmpassword'],
      when: (payload) => {
        const v = payload.value as Record<string, unknown> | undefined;
        return typeof v?.[field] === 'string' && typeof v?.confirmpassword === 'string';
      },
    });
}

/** The change-password form: the server's rules plus the retyped password. */
export const changePasswordFormSchema = withConfirmation(changePasswordSchema, 'newpassword');

/**
 * A password chosen from an e-mailed link (not in the spec): a college staff member's first one, or
 * anyone's after "Forgot password?". The rules of a new member password. The token comes from the
 * link, so a problem with it is not a field's.
 */
export const setPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  password: notCommon(passwordRule),
});

/** The set-password form: the server's rules plus the retyped password. */
export const setPasswordFormSchema = withConfirmation(setPasswordSchema.omit({ token: true }), 'password');

// The profile form imports it from here (components/profile); the helper itself lives in form.ts.
export { formValidator } from './form';
