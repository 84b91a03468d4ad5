import { escapeHtml } from './messages';

/** The e-mail that lets a new (or re-enabled) college staff account choose its password. */
export function setPasswordMail(to: string, link: string, hours: number) {
  const subject = 'Set your Thirumanam college staff password';
  const text = [
    'An administrator has given you a college staff account on Thirumanam.',
    '',
    'Please click the link below to choose your password:',
    '',
    link,
    '',
    `The link is valid for ${hours} hours and works once.`,
  ].join('\n');
  const html = `<p>An administrator has given you a college staff account on Thirumanam.</p>
<p>Please click the link below to choose your password:</p>
<p><a href="${escapeHtml(link)}">Set my password</a></p>
<p>The link is valid for ${hours} hours and works once.</p>`;
  return { to, subject, text, html, links: [link] };
}
