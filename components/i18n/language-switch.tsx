'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button, Group } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { chooseLocale } from '@/lib/i18n/locale-action';
import { LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales';

/**
 * A button for each language the page is not in, named in that language and script (a reader of
 * Tamil finds "தமிழ்" on an English page): one button while there are two languages, which fits a
 * phone's header. The choice is saved in the cookie (and the account), then the page renders again.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const t = useTranslations('language');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Group gap={4} wrap="nowrap">
      {LOCALES.filter((option) => option !== locale).map((option) => (
        <Button
          key={option}
          size="compact-sm"
          variant="light"
          color="grape"
          lang={option}
          title={t('switchTo', { language: LOCALE_NAMES[option] })}
          loading={pending}
          onClick={() =>
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
