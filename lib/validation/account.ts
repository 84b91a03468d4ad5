import { z } from 'zod';
import { CONFIRM_RULES, EMAIL_RULES, LOGIN_PASSWORD_RULES, NEW_PASSWORD_RULES } from './account-rules';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';

export { ACCOUNT_MESSAGES } from './account-messages';

// The words and limits come from ./account-rules.ts, which the light public forms check with too.
export const emailField = z
  .string({ error: EMAIL_RULES.required })
  .trim()
  .min(1, EMAIL_RULES.required)
  .max(EMAIL_RULES.max, EMAIL_RULES.invalid)
  .pipe(z.email({ pattern: EMAIL_RULES.pattern, error: EMAIL_RULES.invalid }));

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: LOGIN_PASSWORD_RULES.required })
    .min(1, LOGIN_PASSWORD_RULES.required)
    .max(LOGIN_PASSWORD_RULES.max, LOGIN_PASSWORD_RULES.required),
});

/** A password being chosen: after the spec's rules, none of the most common ones (common-passwords.ts). */
const notCommon = <T extends z.ZodString>(rule: T) =>
  rule.refine((v) => !isCommonPassword(v), COMMON_PASSWORD_MESSAGE);

/** Registration: the spec's messages, and its password length of 6 to 20 (section 9). */
export const registerSchema = z.object({
  email: emailField,
  password: notCommon(
    z
      .string({ error: LOGIN_PASSWORD_RULES.required })
      .min(1, LOGIN_PASSWORD_RULES.required)
      .min(NEW_PASSWORD_RULES.min, NEW_PASSWORD_RULES.short)
      .max(NEW_PASSWORD_RULES.max, NEW_PASSWORD_RULES.long),
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
  .string({ error: NEW_PASSWORD_RULES.required })
  .min(1, NEW_PASSWORD_RULES.required)
  .min(NEW_PASSWORD_RULES.min, NEW_PASSWORD_RULES.short)
  .max(NEW_PASSWORD_RULES.max, NEW_PASSWORD_RULES.long);

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
      confirmpassword: z.string({ error: CONFIRM_RULES.required }).min(1, CONFIRM_RULES.required),
    })
    .refine((v: Record<string, unknown>) => v.confirmpassword === '' || v.confirmpassword === v[field], {
      message: CONFIRM_RULES.mismatch,
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
