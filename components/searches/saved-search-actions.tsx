'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Alert, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/components/crud/api-client';
import { notifySuccess } from '@/components/crud/notify';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { SAVED_SEARCH_TEXT } from '@/lib/validation/saved-searches';
import { deleteSearch, setSearchAlert } from './searches-api';

/** Whether a saved search feeds the match alert e-mail: applies at once. */
export function SearchAlertSwitch({ id, alert }: { id: number; alert: boolean }) {
  const t = useTranslations('searches');
  const say = useSpecText();
  const [checked, setChecked] = useState(alert);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const apply = async (value: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await setSearchAlert(id, value);
      setChecked(value);
      notifySuccess(t(value ? 'alertOn' : 'alertOff'));
    } catch (failure) {
      setError(failure instanceof ApiError ? say(failure.message) : t('somethingWrong'));
    } finally {
      setBusy(false);
    }
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

/** Delete a saved search, after a dialog that says what follows. */
export function DeleteSearch({ id, name }: { id: number; name: string }) {
  const t = useTranslations('searches');
  const say = useSpecText();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteSearch(id);
      setOpen(false);
      notifySuccess(say(SAVED_SEARCH_TEXT.deleted));
      router.refresh();
    } catch (failure) {
      setError(failure instanceof ApiError ? say(failure.message) : t('somethingWrong'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        color="red"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={t('deleteNamed', { name })}
      >
        {t('delete')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('deleteTitle', { name })}
        closeButtonProps={{ 'aria-label': t('close') }}
        styles={{ title: { fontWeight: 600 } }}
      >
        <Stack>
          <Text size="sm">{say(SAVED_SEARCH_TEXT.deleteExplain)}</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button color="red.8" onClick={remove} loading={busy}>
              {t('delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
