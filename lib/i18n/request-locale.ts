import { cookies, headers } from 'next/headers';
import { LOCALE_COOKIE, type Locale } from './locales';
import { negotiateLocale } from './negotiate';

/**
 * The language of the request being served (a page, a server action): its NEXT_LOCALE cookie,
 * else its Accept-Language, else English. next-intl's request configuration (request.ts) and the
 * actions that store a language (registration, a complaint) read it here, so both agree.
 */
export async function requestLocale(): Promise<Locale> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  return negotiateLocale({
    cookie: cookieStore.get(LOCALE_COOKIE)?.value,
    acceptLanguage: headerList.get('accept-language'),
  });
}
