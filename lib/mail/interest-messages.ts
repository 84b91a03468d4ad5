import { appUrl, escapeHtml, mailWords, type Recipient } from './messages';

/**
 * The interest e-mails: to the recipient when an interest arrives (or several, gathered), to the
 * sender when it is accepted. They name the other member and link to the page to act on; never a
 * phone number (the site decides who may see it, per reader and plan).
 */
function interestMail(to: Recipient, subject: string, lines: string[], link: string, linkText: string) {
  const text = [...lines, '', link].join('\n');
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>`;
  return { to: to.email, subject, text, html, links: [link] };
}

export function interestReceivedMail(to: Recipient, senderName: string) {
  const t = mailWords(to.locale);
  return interestMail(
    to,
    t('interests.receivedSubject', { name: senderName }),
    [t('interests.receivedLine', { name: senderName }), t('interests.receivedAct')],
    `${appUrl()}/user/interests/received`,
    t('interests.receivedLink'),
  );
}

export function interestAcceptedMail(to: Recipient, recipientName: string) {
  const t = mailWords(to.locale);
  return interestMail(
    to,
    t('interests.acceptedSubject', { name: recipientName }),
    [t('interests.acceptedLine', { name: recipientName }), t('interests.acceptedAct')],
    `${appUrl()}/user/interests/accepted`,
    t('interests.acceptedLink'),
  );
}

/** Names in prose: "A", "A and B", "A, B and C" (in the reader's words); past `shown`, "and N others". */
function namesInProse(t: ReturnType<typeof mailWords>, names: string[], shown = 10): string {
  const listed =
    names.length > shown
      ? [...names.slice(0, shown), t('interests.others', { count: names.length - shown })]
      : names;
  return listed.length === 1
    ? listed[0]
    : t('interests.lastName', { names: listed.slice(0, -1).join(', '), last: listed[listed.length - 1] });
}

/** Several interests gathered into one e-mail (at most one per recipient per interval: lib/data/interest-mail.ts). */
export function interestsGatheredMail(to: Recipient, senderNames: string[]) {
  const t = mailWords(to.locale);
  return interestMail(
    to,
    t('interests.gatheredSubject', { count: senderNames.length }),
    [t('interests.gatheredLine', { names: namesInProse(t, senderNames) }), t('interests.gatheredAct')],
    `${appUrl()}/user/interests/received`,
    t('interests.receivedLink'),
  );
}
