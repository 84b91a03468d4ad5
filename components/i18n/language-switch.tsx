'use client';

import { useLocale, useTranslations } from 'next-intl';
import { LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales';
import { LanguageButtons } from './language-buttons';

/** The signed-in shell's language switch (a client component): the page's language from next-intl's provider. */
export function LanguageSwitch() {
  const locale = useLocale();
  const t = useTranslations('language');
  const options = LOCALES.filter((option) => option !== locale).map((option) => ({
    locale: option,
    name: LOCALE_NAMES[option],
    title: t('switchTo', { language: LOCALE_NAMES[option] }),
  }));
  return <LanguageButtons options={options} />;
}
