import { appUrl, escapeHtml, mailWords, type Recipient } from './messages';

/**
 * The notification centre's own e-mails (issue 26 item 2): a photo approved, a report decided
 * and the daily digest (the other kinds keep their e-mails: interests, messages, photo requests, plans).
 */
const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

/** A notice in the recipient's language: its lines, a link into the app and the team's signature. */
function noticeMail(to: Recipient, subject: string, lines: string[], path: string, label: string) {
  const team = mailWords(to.locale)('moderation.team');
  const link = `${appUrl()}${path}`;
  return {
    to: to.email,
    subject,
    text: [...lines, '', link, '', team].join('\n'),
    html: `${paragraphs(lines)}
<p><a href="${escapeHtml(link)}">${escapeHtml(label)}</a></p>
<p>${escapeHtml(team)}</p>`,
    links: [link],
  };
}

export function photoApprovedMail(to: Recipient) {
  const t = mailWords(to.locale);
  return noticeMail(
    to,
    t('moderation.photoApprovedSubject'),
    [t('moderation.photoApprovedIntro')],
    '/user/dashboard',
    t('moderation.photoApprovedLink'),
  );
}

export function reportDecidedMail(to: Recipient, actionTaken: boolean) {
  const t = mailWords(to.locale);
  return noticeMail(
    to,
    t('moderation.reportDecidedSubject'),
    [actionTaken ? t('moderation.reportActedIntro') : t('moderation.reportNotActedIntro')],
    '/user/reports',
    t('moderation.reportDecidedLink'),
  );
}

/** The daily digest: one line per unread notice (already in the member's words), and the link to them all. */
export function noticeDigestMail(
  to: string,
  words: { subject: string; intro: string; lines: string[]; link: string; footer: string },
) {
  const link = `${appUrl()}/user/notifications`;
  return {
    to,
    subject: words.subject,
    text: [words.intro, '', ...words.lines.map((line) => `- ${line}`), '', link, '', words.footer].join('\n'),
    html: `<p>${escapeHtml(words.intro)}</p>
<ul>${words.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.link)}</a></p>
<p>${escapeHtml(words.footer)}</p>`,
    links: [link],
  };
}
