import { appUrl, escapeHtml, mailWords, type Recipient } from './messages';

/** YYYY-MM-DD as dd/mm/yyyy, as every date on screen. */
const shown = (day: string) => day.split('-').reverse().join('/');

/** Seven days before a members plan ends (lib/data/plan-reminders.ts): when, and how to renew. */
export function planExpiringMail(to: Recipient, planName: string, expiry: string) {
  const t = mailWords(to.locale);
  const link = `${appUrl()}/user/dashboard`;
  const date = shown(expiry);
  const lines = [t('plan.line', { plan: planName, date }), t('plan.after'), t('plan.renew')];
  return {
    to: to.email,
    subject: t('plan.subject', { date }),
    text: [...lines, '', link].join('\n'),
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(t('plan.link'))}</a></p>`,
    links: [link],
  };
}
