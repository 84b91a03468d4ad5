/**
 * Product messages of the account and contact screens (spec sections 2, 5 and 8), word for word,
 * spelling included. Pages, server actions and the legacy JSON calls all take them from here
 * (through ./account.ts; the light public forms, which load no zod, from this file).
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
