'use client';

import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/components/crud/api-client';
import { notifySuccess } from '@/components/crud/notify';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_TEXT } from '@/lib/validation/saved-searches';
import { saveSearch } from './searches-api';

/**
 * The "Save this search" dialog (save-search.tsx), loaded on the first click: the name, and the
 * server's refusal (name taken, too many) under the field.
 */
export function SaveSearchForm({
  query,
  opened,
  onClose,
}: {
  query: string;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('searches');
  const say = useSpecText();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    onClose();
    setError(null);
  };
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await saveSearch(name, query);
      notifySuccess(say(SAVED_SEARCH_TEXT.saved));
      setName('');
      onClose();
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? say(failure.violations[0]?.message ?? failure.message)
          : t('somethingWrong'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('saveThisSearch')}
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack
        component="form"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          void save();
        }}
      >
        <Text size="sm">{t('saveExplain')}</Text>
        <TextInput
          label={t('name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={SAVED_SEARCH_NAME_MAX}
          error={error}
          data-autofocus
          withAsterisk
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
