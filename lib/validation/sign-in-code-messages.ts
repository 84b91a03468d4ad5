/**
 * The second step of a sign-in after a sign-in limit has tripped (lib/data/sign-in.ts): what the
 * login page and POST /auth say, and the code's own check. Not in the spec: worded here.
 */
// Apart from the schema (./sign-in-code.ts), so the login form shows them without zod.
export const SIGN_IN_CODE_MESSAGES = {
  required: 'Enter the code we sent to your e-mail.',
  why: 'Many sign-ins have failed lately on this account or from your network (one address is often shared by many people), so to make sure it is you we have e-mailed a 6-digit code. It works for 10 minutes.',
  invalid:
    'This code is not right, or it has expired. Please check the latest e-mail from us, or send a new code.',
  format: 'Enter the 6-digit code from the e-mail.',
  /** POST /auth: how a client sends the code. */
  howToSend: 'Send the same request again with the code from the e-mail in "code".',
} as const;
