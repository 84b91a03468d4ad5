import { getRequestConfig } from 'next-intl/server';
import { CATALOGUES } from './catalogues';
import type { Locale } from './locales';
import { requestLocale } from './request-locale';
import { ENGLISH_VALIDATION } from './spec-lookup';

/**
 * A page's messages: its language's catalogue and, on a page in another language than English,
 * the English `validation` namespace beside it, which the browser reads the spec's English
 * messages by (lib/i18n/spec-lookup.ts) instead of downloading the English catalogue.
 */
const PAGE_MESSAGES = Object.fromEntries(
  Object.entries(CATALOGUES).map(([locale, messages]) => [
    locale,
    locale === 'en' ? messages : { ...messages, [ENGLISH_VALIDATION]: CATALOGUES.en.validation },
  ]),
) as Record<Locale, (typeof CATALOGUES)[Locale]>;

/**
 * next-intl's per-request configuration (next.config.mjs points its plugin here). No locale in the
 * URL: addresses stay the spec's, and the language comes from the cookie or Accept-Language.
 */
export default getRequestConfig(async () => {
  const locale = await requestLocale();
  return { locale, messages: PAGE_MESSAGES[locale], timeZone: 'Asia/Kolkata' };
});
