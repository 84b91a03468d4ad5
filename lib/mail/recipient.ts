import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import type { Recipient } from './messages';

/** An account as an e-mail's recipient: its address, in its stored language (English if none or unknown). */
export const recipientOf = ({ email, locale }: { email: string; locale: string | null }): Recipient => ({
  email,
  locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
});
