import type { Mail } from './index';
import { escapeHtml, mailWords, type Recipient } from './messages';

const mail = (to: Recipient, subject: string, lines: string[]): Mail => ({
  to: to.email,
  subject,
  text: lines.join('\n\n'),
  html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
});

/**
 * The e-mail carrying a one-time sign-in code (lib/data/sign-in.ts): sent when the right password
 * came while a sign-in limit was tripped, which also tells the owner that sign-ins have been failing.
 */
export function signInCodeMail(to: Recipient, code: string, minutes: number): Mail {
  const t = mailWords(to.locale);
  return mail(to, t('signInCode.subject', { code }), [
    t('signInCode.code', { code }),
    t('signInCode.enter', { minutes }),
    t('signInCode.why'),
    t('signInCode.notYou'),
  ]);
}

/** The notice to an account's owner when failed sign-ins trip the account's limit (once a day at most). */
export function failedSignInsMail(to: Recipient, failures: number, minutes: number): Mail {
  const t = mailWords(to.locale);
  return mail(to, t('failedSignIns.subject'), [
    t('failedSignIns.count', { failures, minutes }),
    t('failedSignIns.you'),
    t('failedSignIns.notYou'),
  ]);
}
