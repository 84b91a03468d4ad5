import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import en from '@/lib/i18n/messages/en.json';
import ta from '@/lib/i18n/messages/ta.json';
import type { Mail } from './index';
import { appUrl, escapeHtml } from './messages';

const CATALOGUES = { en, ta } as const;

/** The catalogue's `matchAlerts` texts in the reader's language (mail and the unsubscribe page). */
export const matchAlertWords = (locale: Locale) =>
  createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'matchAlerts' });

export type AlertedMatch = {
  profileId: number;
  name: string;
  age: number | null;
  score: number;
  /** The card photo sent inline with the mail, where the photo rules let this reader see it. */
  photo?: { cid: string; width: number; height: number } | null;
};

/**
 * The match alert (issue 26 item 3): the new matches, best porutham first, each linking to the
 * candidate's page, and a one-click unsubscribe (RFC 8058: List-Unsubscribe with an https URL
 * that takes a POST, and List-Unsubscribe-Post) at a signed link that needs no sign-in. A photo
 * only where the photo rules let this reader see it (match-alerts.ts decides and attaches it
 * inline); never a contact detail.
 */
export function matchAlertMail(
  to: string,
  locale: Locale,
  frequency: 'daily' | 'weekly',
  matches: AlertedMatch[],
  unsubscribeUrl: string,
): Mail {
  const t = matchAlertWords(locale);
  const link = (id: number) => `${appUrl()}/user/matches/${id}`;
  const items = matches.map((m) => ({
    line: t('item', { name: m.name, age: m.age ?? '-', score: m.score }),
    href: link(m.profileId),
    image: m.photo
      ? `<img src="cid:${escapeHtml(m.photo.cid)}" width="${m.photo.width}" height="${m.photo.height}" alt="${escapeHtml(m.name)}" style="display:block;max-width:100%;height:auto;border-radius:8px">`
      : '',
  }));
  const intro = t('intro', { count: matches.length });
  const why = frequency === 'daily' ? t('whyDaily') : t('whyWeekly');
  const text = [
    intro,
    '',
    ...items.map((i) => `- ${i.line}\n  ${i.href}`),
    '',
    `${t('seeAll')}: ${appUrl()}/user/matches`,
    '',
    why,
    `${t('unsubscribe')}: ${unsubscribeUrl}`,
  ].join('\n');
  const html = `<p>${escapeHtml(intro)}</p>
<ul>${items.map((i) => `<li style="margin-bottom:12px"><a href="${escapeHtml(i.href)}">${i.image}${escapeHtml(i.line)}</a></li>`).join('')}</ul>
<p><a href="${escapeHtml(`${appUrl()}/user/matches`)}">${escapeHtml(t('seeAll'))}</a></p>
<p style="color:#666;font-size:small">${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(t('unsubscribe'))}</a></p>`;
  return {
    to,
    subject: t('subject', { count: matches.length }),
    text,
    html,
    links: [unsubscribeUrl],
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
