import { appUrl, escapeHtml, mailWords, type Recipient } from './messages';

/**
 * The photo-request e-mails (issue 22 item 2): to the owner when a member asks to see their photos,
 * to that member when the owner grants it. Like the interest e-mails, they name the other member
 * and link to the page to act on; declines and revocations are not mailed (the page shows them).
 */
function photoRequestMail(to: Recipient, subject: string, lines: string[], link: string, linkText: string) {
  const text = [...lines, '', link].join('\n');
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>`;
  return { to: to.email, subject, text, html, links: [link] };
}

export function photoRequestedMail(to: Recipient, requesterName: string) {
  const t = mailWords(to.locale);
  const name = requesterName;
  return photoRequestMail(
    to,
    t('photoRequest.requestedSubject', { name }),
    [t('photoRequest.requestedLine', { name }), t('photoRequest.requestedAct')],
    `${appUrl()}/user/dashboard`,
    t('photoRequest.requestedLink'),
  );
}

export function photoRequestGrantedMail(to: Recipient, ownerName: string, ownerProfileId: number) {
  const t = mailWords(to.locale);
  const name = ownerName;
  return photoRequestMail(
    to,
    t('photoRequest.grantedSubject', { name }),
    [t('photoRequest.grantedLine', { name }), t('photoRequest.grantedAct')],
    `${appUrl()}/user/matches/${ownerProfileId}`,
    t('photoRequest.grantedLink', { name }),
  );
}
