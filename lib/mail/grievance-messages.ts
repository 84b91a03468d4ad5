import type { GrievanceStatusKey } from '@/lib/validation/grievance';
import { escapeHtml, mailWords, type Recipient } from './messages';

/**
 * The grievance officer's e-mails to a complainant: the acknowledgement with the ticket number and
 * the link to follow it, and each reply. The link is the complainant's only way back to the
 * ticket (its token is unguessable; only its hash is stored).
 */
type Officer = { name: string; email: string; phone: string };

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

export function grievanceAcknowledgementMail(
  to: Recipient,
  { ticket, link, officer }: { ticket: string; link: string; officer: Officer },
) {
  const t = mailWords(to.locale);
  const intro = [t('grievance.ackReceived', { ticket }), t('grievance.ackTimes'), t('grievance.ackFollow')];
  const outro = [
    t('grievance.officer', { name: officer.name }),
    [officer.email, officer.phone].filter(Boolean).join(' · '),
  ];
  const text = [...intro, '', link, '', ...outro].join('\n');
  const html = `${paragraphs(intro)}
<p><a href="${escapeHtml(link)}">${escapeHtml(t('grievance.link', { ticket }))}</a></p>
${paragraphs(outro)}`;
  return { to: to.email, subject: t('grievance.ackSubject', { ticket }), text, html, links: [link] };
}

export function grievanceReplyMail(
  to: Recipient,
  {
    ticket,
    status: statusKey,
    reply,
    link,
    officer,
  }: { ticket: string; status: GrievanceStatusKey; reply: string | null; link: string; officer: Officer },
) {
  const t = mailWords(to.locale);
  const status = t(`grievance.status.${statusKey}`);
  const intro = [t('grievance.replyNow', { ticket, status })];
  const body = reply ? [t('grievance.replyOurs'), '', reply] : [];
  const outro = [t('grievance.replyFollow')];
  const signature = t('grievance.officer', { name: officer.name });
  const text = [...intro, '', ...body, '', ...outro, '', link, '', signature].join('\n');
  const html = `${paragraphs(intro)}
${reply ? `<p>${escapeHtml(t('grievance.replyOurs'))}</p>\n<blockquote style="white-space: pre-wrap">${escapeHtml(reply)}</blockquote>` : ''}
<p><a href="${escapeHtml(link)}">${escapeHtml(t('grievance.link', { ticket }))}</a></p>
${paragraphs([signature])}`;
  return {
    to: to.email,
    subject: t('grievance.replySubject', { ticket, status }),
    text,
    html,
    links: [link],
  };
}
