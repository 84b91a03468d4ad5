import { getLocale, getTranslations } from 'next-intl/server';
import { LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales';
import { LanguageButtons } from './language-buttons';

/** The language switch of the public pages and the signed-in header, its words read on the server (no next-intl in the browser). */
export async function PublicLanguageSwitch() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('language')]);
  const options = LOCALES.filter((option) => option !== locale).map((option) => ({
    locale: option,
    name: LOCALE_NAMES[option],
    title: t('switchTo', { language: LOCALE_NAMES[option] }),
  }));
  return <LanguageButtons options={options} />;
}
