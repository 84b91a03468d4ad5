'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button, Group } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { chooseLocale } from '@/lib/i18n/locale-action';
import { LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales';

/**
 * English | தமிழ், each in its own language and script (a reader of either finds theirs). The
 * choice is saved in the cookie (and the account), then the page renders again in it.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const t = useTranslations('language');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t('label')}>
      {LOCALES.map((option) => (
        <Button
          key={option}
          size="compact-sm"
          variant={option === locale ? 'light' : 'subtle'}
          color="grape"
          lang={option}
          aria-pressed={option === locale}
          title={t('switchTo', { language: LOCALE_NAMES[option] })}
          disabled={pending}
          onClick={() =>
            option !== locale &&
            startTransition(async () => {
              await chooseLocale(option);
              router.refresh();
            })
          }
        >
          {LOCALE_NAMES[option]}
        </Button>
      ))}
    </Group>
  );
}
