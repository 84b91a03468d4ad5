import type { Mail } from './index';
import { escapeHtml } from './messages';

/**
 * The e-mail carrying a one-time sign-in code (lib/data/sign-in.ts): sent when the right password
 * came while a sign-in limit was tripped, which also tells the owner that sign-ins have been failing.
 */
export function signInCodeMail(to: string, code: string, minutes: number): Mail {
  const subject = `Your Thirumanam sign-in code: ${code}`;
  const lines = [
    `Your sign-in code is ${code}.`,
    `Enter it on the login page to finish signing in. It works once, for ${minutes} minutes.`,
    'We ask for it because many sign-ins have failed lately on your account or from the network you are using (often one address is shared by many people, on mobile data or at a college or office).',
    'If you did not just sign in, someone else has your password: do not give anyone this code, and change your password after signing in.',
  ];
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}

/** The notice to an account's owner when failed sign-ins trip the account's limit (once a day at most). */
export function failedSignInsMail(to: string, failures: number, minutes: number): Mail {
  const subject = 'Failed sign-ins on your Thirumanam account';
  const lines = [
    `There were ${failures} failed sign-ins on your Thirumanam account within ${minutes} minutes.`,
    'If that was you, you can still sign in: with the right password we e-mail you a one-time code to enter as a second step. The browser you usually sign in with is not held up.',
    'If it was not you, nobody got in without that code. To be safe, choose a password you use nowhere else (Change Password, once signed in).',
  ];
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
