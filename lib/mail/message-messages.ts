import { appUrl, escapeHtml, mailWords, type Recipient } from './messages';

/**
 * "You have a new message from ..." (issue 26 item 1): names the sender and links to the thread,
 * never the text (a mailbox is read by others, and the site decides who may read it).
 */
export function newMessageMail(to: Recipient, senderName: string, conversationId: number) {
  const t = mailWords(to.locale);
  const link = `${appUrl()}/user/messages/${conversationId}`;
  const lines = [t('message.line', { name: senderName }), t('message.act')];
  return {
    to: to.email,
    subject: t('message.subject', { name: senderName }),
    text: [...lines, '', link].join('\n'),
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(t('message.link'))}</a></p>`,
    links: [link],
  };
}
