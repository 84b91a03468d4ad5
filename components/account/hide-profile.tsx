'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/components/crud/api-client';
import { notifySuccess } from '@/components/crud/notify';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account';
import { setHidden } from './account-api';

/** Hide my profile (after a dialog saying what follows) or show it again (at once: nothing is lost). */
export function HideProfile({ hidden }: { hidden: boolean }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useTranslations('account');
  const say = useSpecText();

  const apply = async (hide: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await setHidden(hide);
      setConfirming(false);
      notifySuccess(say(hide ? MEMBER_ACCOUNT_TEXT.hidden : MEMBER_ACCOUNT_TEXT.shown));
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
      {hidden ? (
        <Group>
          <Button onClick={() => apply(false)} loading={busy}>
            {t('showProfile')}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {t('hideProfile')}
          </Button>
        </Group>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('hideProfile')}
        closeButtonProps={{ 'aria-label': t('close') }}
        styles={{ title: { fontWeight: 600 } }}
      >
        <Stack>
          <Text size="sm">{say(MEMBER_ACCOUNT_TEXT.hideExplain)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button onClick={() => apply(true)} loading={busy}>
              {t('hideProfile')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
