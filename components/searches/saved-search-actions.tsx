'use client';

import { useState } from 'react';
import { Button, Stack, Switch, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { LazyConfirmModal, preloadConfirmModal } from '@/components/forms/lazy-confirm-modal';
import { ErrorAlert } from '@/components/forms/error-alert';
import { useMemberAction } from '@/components/forms/use-member-action';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { SAVED_SEARCH_TEXT } from '@/lib/validation/saved-search-text';
import { deleteSearch, setSearchAlert } from './searches-api';

/** Whether a saved search feeds the match alert e-mail: applies at once. */
export function SearchAlertSwitch({ id, alert }: { id: number; alert: boolean }) {
  const t = useTranslations('searches');
  const [checked, setChecked] = useState(alert);
  // The switch shows its own state: nothing else on the page changes, so no refresh.
  const { busy, error, run } = useMemberAction({ failed: t('somethingWrong'), refresh: false });
  const apply = async (value: boolean) => {
    if (await run(() => setSearchAlert(id, value), t(value ? 'alertOn' : 'alertOff'))) setChecked(value);
  };
  return (
    <Stack gap={4}>
      <Switch
        label={t('useInAlert')}
        checked={checked}
        disabled={busy}
        onChange={(event) => apply(event.currentTarget.checked)}
      />
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** Delete a saved search, after a dialog that says what follows (loaded on first use). */
export function DeleteSearch({ id, name }: { id: number; name: string }) {
  const t = useTranslations('searches');
  const say = useSpecText();
  const [open, setOpen] = useState(false);
  const { busy, error, run } = useMemberAction({ failed: t('somethingWrong') });
  const remove = async () => {
    if (await run(() => deleteSearch(id), say(SAVED_SEARCH_TEXT.deleted))) setOpen(false);
  };
  return (
    <>
      <Button
        color="red"
        variant="outline"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadConfirmModal}
        onFocus={preloadConfirmModal}
        aria-label={t('deleteNamed', { name })}
      >
        {t('delete')}
      </Button>
      <LazyConfirmModal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('deleteTitle', { name })}
        explain={say(SAVED_SEARCH_TEXT.deleteExplain)}
        busy={busy}
        color="red.8"
        confirmLabel={t('delete')}
        namespace="searches"
        onConfirm={remove}
      >
        <ErrorAlert error={error} />
      </LazyConfirmModal>
    </>
  );
}
