import { registerTexts } from '@/app/(public)/register/texts';
import { PAGE_MESSAGES } from '@/lib/i18n/catalogues';
import { specTextsOf } from '@/lib/i18n/spec-say';

/** What the register page gives its light form, from a language's catalogue (English unless told). */
export function registerProps(locale: 'en' | 'ta' = 'en') {
  const messages = PAGE_MESSAGES[locale] as unknown as Record<string, Record<string, string>>;
  return {
    texts: registerTexts(
      (key) => messages.auth[key],
      (key) => messages.form[key],
      messages.auth.consent,
    ),
    spec: specTextsOf(messages),
  };
}
