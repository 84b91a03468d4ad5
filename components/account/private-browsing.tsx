'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Alert, Stack, Switch } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/components/crud/api-client';
import { notifySuccess } from '@/components/crud/notify';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { setBrowsePrivately } from './account-api';

/** The private browsing switch (issue 26 item 4): applies at once, and can be turned back any time. */
export function PrivateBrowsing({ on }: { on: boolean }) {
  const router = useRouter();
  const t = useTranslations('account');
  const say = useSpecText();
  const [checked, setChecked] = useState(on);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const apply = async (value: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await setBrowsePrivately(value);
      setChecked(value);
      notifySuccess(t(value ? 'privateOn' : 'privateOff'));
      router.refresh();
    } catch (failure) {
      setError(failure instanceof ApiError ? say(failure.message) : t('somethingWrong'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Switch
        label={t('browsePrivately')}
        checked={checked}
        disabled={busy}
        onChange={(event) => apply(event.currentTarget.checked)}
      />
    </Stack>
  );
}
