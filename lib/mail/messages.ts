import { createTranslator } from 'next-intl';
import { env } from '@/lib/env';
import { CATALOGUES } from '@/lib/i18n/catalogues';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

/**
 * Origin for links in e-mails: APP_URL, else the public origin of the request that caused the mail
 * (lib/http/public-origin.ts, passed in by the caller), else this server on localhost.
 */
export function appUrl(requestOrigin?: string): string {
  const url = env().APP_URL ?? requestOrigin ?? `http://localhost:${env().PORT}`;
  return url.replace(/\/+$/, '');
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Whom a member-facing e-mail goes to, and in which language: the account's stored choice
 * (users.locale), English when it never chose (lib/data/mail-recipient.ts).
 */
export type Recipient = { email: string; locale: Locale };

/** The e-mails' texts: the catalogue's `mail` namespace in the recipient's language. */
export const mailWords = (locale: Locale = DEFAULT_LOCALE) =>
  createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'mail' });

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

/** The activation e-mail: one link, valid 48 hours, usable once. */
export function activationMail(to: Recipient, link: string) {
  const t = mailWords(to.locale);
  const valid = t('activation.valid');
  const text = [t('activation.welcome'), '', t('activation.click'), '', link, '', valid].join('\n');
  const html = `${paragraphs([t('activation.welcome'), t('activation.click')])}
<p><a href="${escapeHtml(link)}">${escapeHtml(t('activation.button'))}</a></p>
${paragraphs([valid])}`;
  return { to: to.email, subject: t('activation.subject'), text, html, links: [link] };
}

/** "Forgot password?": one link, valid `minutes`, usable once; harmless to whoever did not ask. */
export function resetPasswordMail(to: Recipient, link: string, minutes: number) {
  const t = mailWords(to.locale);
  const valid = t('reset.valid', { minutes });
  const ignore = t('reset.ignore');
  const text = [t('reset.intro'), '', t('reset.click'), '', link, '', valid, ignore].join('\n');
  const html = `${paragraphs([t('reset.intro'), t('reset.click')])}
<p><a href="${escapeHtml(link)}">${escapeHtml(t('reset.button'))}</a></p>
${paragraphs([valid, ignore])}`;
  return { to: to.email, subject: t('reset.subject'), text, html, links: [link] };
}

/** To the new address of a sign-in e-mail change: the link that confirms it. */
export function confirmEmailMail(to: Recipient, link: string, hours: number) {
  const t = mailWords(to.locale);
  const intro = t('confirmEmail.intro');
  const valid = t('confirmEmail.valid', { hours });
  const ignore = t('confirmEmail.ignore');
  const text = [intro, '', t('confirmEmail.click'), '', link, '', valid, ignore].join('\n');
  const html = `${paragraphs([intro, t('confirmEmail.click')])}
<p><a href="${escapeHtml(link)}">${escapeHtml(t('confirmEmail.button'))}</a></p>
${paragraphs([valid, ignore])}`;
  return { to: to.email, subject: t('confirmEmail.subject'), text, html, links: [link] };
}

/** To the old address once the change is confirmed, so that a change nobody asked for is noticed. */
export function emailChangedMail(to: Recipient, newEmail: string) {
  const t = mailWords(to.locale);
  const body = t('emailChanged.body', { email: newEmail });
  const help = t('emailChanged.help');
  return {
    to: to.email,
    subject: t('emailChanged.subject'),
    text: [body, '', help].join('\n'),
    html: paragraphs([body, help]),
  };
}
