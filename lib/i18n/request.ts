import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, type Locale } from './locales';
import { negotiateLocale } from './negotiate';
import en from './messages/en.json';
import ta from './messages/ta.json';

/** Every catalogue, loaded once per server (they are small): the request only picks one. */
const CATALOGUES: Record<Locale, typeof en> = { en, ta };

/**
 * next-intl's per-request configuration (next.config.mjs points its plugin here). No locale in the
 * URL: addresses stay the spec's, and the language comes from the cookie or Accept-Language.
 */
export default getRequestConfig(async () => {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const locale = negotiateLocale({
    cookie: cookieStore.get(LOCALE_COOKIE)?.value,
    acceptLanguage: headerList.get('accept-language'),
  });
  return { locale, messages: CATALOGUES[locale], timeZone: 'Asia/Kolkata' };
});
