import { escapeHtml } from './messages';

/**
 * What moderation tells a member (issue 22, items 3 and 4): a photo not approved, a warning after
 * reports, a profile hidden, an account suspended. Each says why, in the administrator's words.
 */
const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

function moderationMail(to: string, subject: string, intro: string[], reason: string, outro: string[]) {
  const text = [...intro, '', reason, '', ...outro].join('\n');
  const html = `${paragraphs(intro)}
<blockquote style="white-space: pre-wrap">${escapeHtml(reason)}</blockquote>
${paragraphs(outro)}`;
  return { to, subject, text, html };
}

export const photoRejectedMail = (to: string, reason: string) =>
  moderationMail(
    to,
    'Your photo was not approved',
    [
      'Our team looked at the photo you added to your profile and did not approve it. Other members do not see it.',
    ],
    reason,
    ['Please add another photo from My Profile.', 'The Thirumanam team'],
  );

export const memberWarnedMail = (to: string, reason: string) =>
  moderationMail(
    to,
    'A warning about your profile',
    ['Members have reported your profile, and our team has looked at the reports. Please take note:'],
    reason,
    ['If this happens again, your profile may be hidden or your account suspended.', 'The Thirumanam team'],
  );

export const profileHiddenMail = (to: string, reason: string) =>
  moderationMail(
    to,
    'Your profile is hidden',
    ['After reports from members, our team has hidden your profile: other members no longer see it.'],
    reason,
    ['Please contact us if you think this is a mistake.', 'The Thirumanam team'],
  );

export const accountSuspendedMail = (to: string, reason: string) =>
  moderationMail(
    to,
    'Your account is suspended',
    [
      'After reports from members, our team has suspended your account. You have been signed out, and other members no longer see your profile.',
    ],
    reason,
    ['Please contact us if you think this is a mistake.', 'The Thirumanam team'],
  );
