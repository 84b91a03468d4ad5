import type { Locale } from './locales';
import en from './messages/en.json';
import ta from './messages/ta.json';
import { ENGLISH_VALIDATION } from './spec-lookup';

/** Every catalogue, loaded once per server (they are small): a request, a PDF or an e-mail picks one. */
export const CATALOGUES: Record<Locale, typeof en> = { en, ta };

/**
 * A page's messages (./request.ts): its language's catalogue and, on a page in another language
 * than English, the English `validation` namespace beside it, which the browser reads the spec's
 * English messages by (./spec-lookup.ts) instead of downloading the English catalogue.
 */
export const PAGE_MESSAGES = Object.fromEntries(
  Object.entries(CATALOGUES).map(([locale, messages]) => [
    locale,
    locale === 'en' ? messages : { ...messages, [ENGLISH_VALIDATION]: en.validation },
  ]),
) as Record<Locale, typeof en>;
