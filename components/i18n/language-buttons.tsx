'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { ButtonInner, Group, buttonAttributes } from '@/components/ui/static-mantine';
import { chooseLocale } from '@/lib/i18n/locale-action';
import type { Locale } from '@/lib/i18n/locales';

/** Mantine's Button variant="light" size="compact-sm", as in the signed-in shell's header. */
const LOOK = { variant: 'light', size: 'compact-sm' } as const;

export type LanguageOption = { locale: Locale; name: string; title: string };

/**
 * A button for each language the page is not in, named in that language and script (a reader of
 * Tamil finds "தமிழ்" on an English page): one button while there are two languages, which fits a
 * phone's header. The choice is saved in the cookie (and the account), then the page renders again.
 * Mantine's light compact button, drawn without Mantine (components/ui/static-mantine.tsx): the
 * public pages carry no Mantine JavaScript for it.
 */
export function LanguageButtons({ options }: { options: readonly LanguageOption[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Group gap={4} wrap="nowrap">
      {options.map((option) => (
        <button
          key={option.locale}
          {...buttonAttributes({ ...LOOK, loading: pending })}
          type="button"
          disabled={pending}
          lang={option.locale}
          title={option.title}
          onClick={() =>
            startTransition(async () => {
              await chooseLocale(option.locale);
              router.refresh();
            })
          }
        >
          <ButtonInner loading={pending}>{option.name}</ButtonInner>
        </button>
      ))}
    </Group>
  );
}
