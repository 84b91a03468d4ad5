import type { Locale } from './locales';
import en from './messages/en.json';
import ta from './messages/ta.json';

/** Every catalogue, loaded once per server (they are small): a request, a PDF or an e-mail picks one. */
export const CATALOGUES: Record<Locale, typeof en> = { en, ta };
