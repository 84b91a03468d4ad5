import { getRequestConfig } from 'next-intl/server';
import { PAGE_MESSAGES } from './catalogues';
import { requestLocale } from './request-locale';

/**
 * next-intl's per-request configuration (next.config.mjs points its plugin here). No locale in the
 * URL: addresses stay the spec's, and the language comes from the cookie or Accept-Language.
 */
export default getRequestConfig(async () => {
  const locale = await requestLocale();
  return { locale, messages: PAGE_MESSAGES[locale], timeZone: 'Asia/Kolkata' };
});
