import { env } from '@/lib/env';

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

/** The activation e-mail: one link, valid 48 hours, usable once. */
export function activationMail(to: string, link: string) {
  const subject = 'Activate your Thirumanam registration';
  const text = [
    'Welcome to Thirumanam!',
    '',
    'Please click the link below to activate your registration:',
    '',
    link,
    '',
    'The link is valid for 48 hours and works once. If you did not register, you can ignore this e-mail.',
  ].join('\n');
  const html = `<p>Welcome to Thirumanam!</p>
<p>Please click the link below to activate your registration:</p>
<p><a href="${escapeHtml(link)}">Activate my registration</a></p>
<p>The link is valid for 48 hours and works once. If you did not register, you can ignore this e-mail.</p>`;
  return { to, subject, text, html, links: [link] };
}
