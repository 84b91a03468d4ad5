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

/** "Forgot password?": one link, valid `minutes`, usable once; harmless to whoever did not ask. */
export function resetPasswordMail(to: string, link: string, minutes: number) {
  const subject = 'Choose a new Thirumanam password';
  const valid = `The link is valid for ${minutes} minutes and works once. Choosing a new password signs you out everywhere else.`;
  const ignore = 'If you did not ask for this, ignore this e-mail: your password stays as it is.';
  const text = [
    'Someone (hopefully you) asked to reset the password of your Thirumanam account.',
    '',
    'Please click the link below to choose a new password:',
    '',
    link,
    '',
    valid,
    ignore,
  ].join('\n');
  const html = `<p>Someone (hopefully you) asked to reset the password of your Thirumanam account.</p>
<p>Please click the link below to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>${valid}</p>
<p>${ignore}</p>`;
  return { to, subject, text, html, links: [link] };
}

/** To the new address of a sign-in e-mail change: the link that confirms it. */
export function confirmEmailMail(to: string, link: string, hours: number) {
  const subject = 'Confirm your new Thirumanam sign-in e-mail';
  const intro = 'Someone (hopefully you) asked to use this address to sign in to Thirumanam.';
  const valid = `The link is valid for ${hours} hours and works once. Until you follow it, the old address stays the sign-in e-mail.`;
  const ignore = 'If you did not ask for this, ignore this e-mail: nothing changes.';
  const text = [intro, '', 'Please click the link below to confirm it:', '', link, '', valid, ignore].join(
    '\n',
  );
  const html = `<p>${intro}</p>
<p>Please click the link below to confirm it:</p>
<p><a href="${escapeHtml(link)}">Confirm my new sign-in e-mail</a></p>
<p>${valid}</p>
<p>${ignore}</p>`;
  return { to, subject, text, html, links: [link] };
}

/** To the old address once the change is confirmed, so that a change nobody asked for is noticed. */
export function emailChangedMail(to: string, newEmail: string) {
  const subject = 'Your Thirumanam sign-in e-mail was changed';
  const body = `The sign-in e-mail of your Thirumanam account is now ${newEmail}. This address no longer signs in.`;
  const help =
    'If you did not do this, write to us at once through the Contact page or the Grievance Officer.';
  return {
    to,
    subject,
    text: [body, '', help].join('\n'),
    html: `<p>${escapeHtml(body)}</p>\n<p>${help}</p>`,
  };
}
