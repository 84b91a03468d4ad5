'use client';

import { useState } from 'react';
import Link from 'next/link';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/components/crud/api-client';
import { notifySuccess } from '@/components/crud/notify';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_TEXT } from '@/lib/validation/saved-searches';
import { saveSearch } from './searches-api';

/**
 * "Save this search" on the match page (issue 26 item 4): the search as the page applies it (its
 * URL query) under a name the member gives; the server's refusal (name taken, too many) under the field.
 */
export function SaveSearch({ query }: { query: string }) {
  const t = useTranslations('searches');
  const say = useSpecText();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setError(null);
  };
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await saveSearch(name, query);
      notifySuccess(say(SAVED_SEARCH_TEXT.saved));
      setName('');
      setOpen(false);
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
    <>
      <Group gap="sm" mb="md">
        <Button
          variant="light"
          leftSection={<IconBookmark size={18} aria-hidden />}
          onClick={() => setOpen(true)}
        >
          {t('saveThisSearch')}
        </Button>
        <Button component={Link} href="/user/searches" variant="subtle">
          {t('mySavedSearches')}
        </Button>
      </Group>
      <Modal
        opened={open}
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
    </>
  );
}
