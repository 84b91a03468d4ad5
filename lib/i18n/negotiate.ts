import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale } from './locales';

/**
 * The language of a request: the member's choice (the NEXT_LOCALE cookie, which sign-in sets from
 * the account) when there is one, else the browser's Accept-Language, else English.
 */
export function negotiateLocale({
  cookie,
  acceptLanguage,
}: {
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(cookie)) return cookie;
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const wanted = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages();
  try {
    // "lookup" (RFC 4647): the first wanted language we have, en-IN counting as en. ("best fit"
    // would take a later exact "ta" over the first "en-IN".)
    const found = match(wanted, [...LOCALES], DEFAULT_LOCALE, { algorithm: 'lookup' });
    return isLocale(found) ? found : DEFAULT_LOCALE;
  } catch {
    // A malformed tag ("*;q=x", "en_US@foo"): not worth an error page.
    return DEFAULT_LOCALE;
  }
}

/** The language of an API request (a PDF, a complaint filed): its NEXT_LOCALE cookie, else its Accept-Language. */
export function requestLocaleOf(request: Request): Locale {
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(
    request.headers.get('cookie') ?? '',
  )?.[1];
  return negotiateLocale({ cookie, acceptLanguage: request.headers.get('accept-language') });
}
