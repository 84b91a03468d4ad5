'use client';

import { useState } from 'react';
import { Stack, Switch } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { setBrowsePrivately } from './account-api';
import { ErrorAlert } from '@/components/forms/error-alert';
import { useMemberAction } from '@/components/forms/use-member-action';

/** The private browsing switch (issue 26 item 4): applies at once, and can be turned back any time. */
export function PrivateBrowsing({ on }: { on: boolean }) {
  const t = useTranslations('account');
  const [checked, setChecked] = useState(on);
  const { busy, error, run } = useMemberAction({ failed: t('somethingWrong') });

  const apply = async (value: boolean) => {
    if (await run(() => setBrowsePrivately(value), t(value ? 'privateOn' : 'privateOff'))) setChecked(value);
  };

  return (
    <Stack gap="xs">
      <ErrorAlert error={error} />
      <Switch
        label={t('browsePrivately')}
        checked={checked}
        disabled={busy}
        onChange={(event) => apply(event.currentTarget.checked)}
      />
    </Stack>
  );
}
