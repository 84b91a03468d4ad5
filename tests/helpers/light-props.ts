import { createTranslator } from 'next-intl';
import { registerTexts } from '@/app/(public)/register/texts';
import { PAGE_MESSAGES } from '@/lib/i18n/catalogues';
import { icuSource, type CatalogueText } from '@/lib/i18n/icu-source';
import { specTextsOf } from '@/lib/i18n/spec-say';

/**
 * A page's catalogue as its server component reads it for a light form: `t` formats a text (the
 * page's getTranslations), `asWritten` gives it with its {placeholders} and <tags> (getTextsAsWritten).
 */
export function pageCatalogue(locale: 'en' | 'ta' = 'en') {
  const messages = PAGE_MESSAGES[locale] as unknown as Record<string, Record<string, CatalogueText>>;
  return {
    messages,
    t: (namespace: string) => {
      const translate = createTranslator({ locale, messages, namespace: namespace as never });
      return (key: string) => translate(key as never);
    },
    asWritten: (namespace: string) => (key: string) => icuSource(messages[namespace][key]),
  };
}

/** What the register page gives its light form, from a language's catalogue (English unless told). */
export function registerProps(locale: 'en' | 'ta' = 'en') {
  const { messages, t, asWritten } = pageCatalogue(locale);
  return {
    texts: registerTexts(t('auth'), t('form'), asWritten('auth')('consent')),
    spec: specTextsOf(messages),
  };
}
