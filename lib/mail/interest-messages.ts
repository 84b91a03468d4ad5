import { appUrl, escapeHtml } from './messages';

/**
 * The two interest e-mails: to the recipient when an interest arrives, to the sender when it is
 * accepted. They name the other member and link to the page to act on; never a phone number (the
 * site decides who may see it, per reader and plan).
 */
function interestMail(to: string, subject: string, lines: string[], link: string, linkText: string) {
  const text = [...lines, '', link].join('\n');
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>`;
  return { to, subject, text, html, links: [link] };
}

export function interestReceivedMail(to: string, senderName: string) {
  return interestMail(
    to,
    `${senderName} sent you an interest on Thirumanam`,
    [`${senderName} is interested in your profile.`, 'Sign in to accept or decline the interest:'],
    `${appUrl()}/user/interests/received`,
    'See interests received',
  );
}

export function interestAcceptedMail(to: string, recipientName: string) {
  return interestMail(
    to,
    `${recipientName} accepted your interest on Thirumanam`,
    [
      `${recipientName} accepted your interest.`,
      'Sign in to see the accepted interests and contact details:',
    ],
    `${appUrl()}/user/interests/accepted`,
    'See accepted interests',
  );
}
