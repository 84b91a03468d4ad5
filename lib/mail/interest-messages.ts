import { appUrl, escapeHtml } from './messages';

/**
 * The interest e-mails: to the recipient when an interest arrives (or several, gathered), to the
 * sender when it is accepted. They name the other member and link to the page to act on; never a
 * phone number (the site decides who may see it, per reader and plan).
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

/** Names as English lists them: "A", "A and B", "A, B and C"; past `shown`, "and N others". */
function namesInProse(names: string[], shown = 10): string {
  const listed = names.length > shown ? [...names.slice(0, shown), `${names.length - shown} others`] : names;
  return listed.length === 1
    ? listed[0]
    : `${listed.slice(0, -1).join(', ')} and ${listed[listed.length - 1]}`;
}

/** Several interests gathered into one e-mail (at most one per recipient per interval: lib/data/interest-mail.ts). */
export function interestsGatheredMail(to: string, senderNames: string[]) {
  return interestMail(
    to,
    `${senderNames.length} members sent you interests on Thirumanam`,
    [
      `${namesInProse(senderNames)} are interested in your profile.`,
      'Sign in to accept or decline the interests:',
    ],
    `${appUrl()}/user/interests/received`,
    'See interests received',
  );
}
