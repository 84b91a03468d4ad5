import 'server-only';
import { createTranslator } from 'next-intl';
import { CATALOGUES } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The PDFs' texts: the catalogue's `pdf` namespace in the reader's language, which is the
 * interface's (the NEXT_LOCALE cookie, else Accept-Language: requestLocaleOf in lib/i18n/negotiate.ts).
 */
export const paperWords = (locale: Locale) =>
  createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'pdf' });
export type PaperWords = ReturnType<typeof paperWords>;

/** Today's date as the reader writes it, in India's time. */
export const printedOn = (locale: Locale, now = new Date()) =>
  new Intl.DateTimeFormat(locale === 'ta' ? 'ta-IN' : 'en-IN', {
    dateStyle: 'long',
    timeZone: 'Asia/Kolkata',
  }).format(now);
