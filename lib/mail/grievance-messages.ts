import { escapeHtml } from './messages';

/**
 * The grievance officer's e-mails to a complainant: the acknowledgement with the ticket number and
 * the link to follow it, and each reply. The link is the complainant's only way back to the
 * ticket (its token is unguessable; only its hash is stored).
 */
type Officer = { name: string; email: string; phone: string };

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

export function grievanceAcknowledgementMail(
  to: string,
  { ticket, link, officer }: { ticket: string; link: string; officer: Officer },
) {
  const subject = `Your complaint ${ticket} has been received`;
  const intro = [
    `We have received your complaint. Its ticket number is ${ticket}.`,
    'Our Grievance Officer acknowledges it within 24 hours and resolves it within 15 days.',
    'Follow your ticket, and read our replies, at this link:',
  ];
  const outro = [
    `${officer.name}, Grievance Officer`,
    [officer.email, officer.phone].filter(Boolean).join(' · '),
  ];
  const text = [...intro, '', link, '', ...outro].join('\n');
  const html = `${paragraphs(intro)}
<p><a href="${escapeHtml(link)}">Follow ticket ${escapeHtml(ticket)}</a></p>
${paragraphs(outro)}`;
  return { to, subject, text, html, links: [link] };
}

export function grievanceReplyMail(
  to: string,
  {
    ticket,
    status,
    reply,
    link,
    officer,
  }: { ticket: string; status: string; reply: string | null; link: string; officer: Officer },
) {
  const subject = `Your complaint ${ticket}: ${status}`;
  const intro = [`Your complaint ${ticket} is now: ${status}.`];
  const body = reply ? ['Our reply:', '', reply] : [];
  const outro = ['Follow your ticket at this link:'];
  const text = [...intro, '', ...body, '', ...outro, '', link, '', `${officer.name}, Grievance Officer`].join(
    '\n',
  );
  const html = `${paragraphs(intro)}
${reply ? `<p>Our reply:</p>\n<blockquote style="white-space: pre-wrap">${escapeHtml(reply)}</blockquote>` : ''}
<p><a href="${escapeHtml(link)}">Follow ticket ${escapeHtml(ticket)}</a></p>
${paragraphs([`${officer.name}, Grievance Officer`])}`;
  return { to, subject, text, html, links: [link] };
}
