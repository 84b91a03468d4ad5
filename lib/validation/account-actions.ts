import { z } from 'zod';

/**
 * What administrators do to a member's account from the profile (issue 25 item 3):
 * POST /api/profiles/{id}/account_actions {"action", "reason"}. Every action needs a reason (kept
 * in the audit log); the member is told by e-mail. Shared by the profile form and the data layer.
 */
export const ACCOUNT_ACTIONS = {
  resend_activation: {
    label: 'Resend activation',
    follows:
      'A new activation link (valid 48 hours) is e-mailed to the member. Until they follow it they cannot sign in.',
  },
  password_reset: {
    label: 'Send password-reset link',
    follows:
      'A link to choose a new password (valid one hour) is e-mailed to the member. Choosing one signs them out everywhere else; their password stays until then.',
  },
  suspend: {
    label: 'Suspend',
    follows:
      'The member is signed out everywhere at once and cannot sign in again; other members no longer see the profile. They are e-mailed the reason. The suspension is listed in Moderation.',
  },
  restore: {
    label: 'Restore',
    follows:
      'The hide or suspension is undone: the profile shows again and the member can sign in again (their old sessions stay ended). They are e-mailed the reason.',
  },
} as const;
export type AccountAction = keyof typeof ACCOUNT_ACTIONS;

export const ACCOUNT_ACTION_MESSAGES = {
  action: `Select Action! (one of ${Object.keys(ACCOUNT_ACTIONS).join(', ')})`,
  reason: 'Enter Reason!',
  reasonLong: 'Reason: at most 2000 characters.',
  noAccount: 'This profile has no sign-in account.',
  activated: 'This account is already activated: send a password-reset link instead.',
  notActivated: 'This account is not activated yet: resend the activation instead.',
  suspended: 'This account is suspended: restore it first.',
} as const;

export const accountActionSchema = z.object({
  action: z.enum(Object.keys(ACCOUNT_ACTIONS) as [AccountAction, ...AccountAction[]], {
    error: ACCOUNT_ACTION_MESSAGES.action,
  }),
  reason: z
    .string({ error: ACCOUNT_ACTION_MESSAGES.reason })
    .trim()
    .min(1, ACCOUNT_ACTION_MESSAGES.reason)
    .max(2000, ACCOUNT_ACTION_MESSAGES.reasonLong),
});
