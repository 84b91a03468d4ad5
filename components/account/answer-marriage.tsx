'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/components/crud/api-client';
import { notifySuccess } from '@/components/crud/notify';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account';
import { answerMarriage } from './account-api';

/**
 * The named partner's answer to "we met on Thirumanam": confirm (after a dialog saying it marks
 * them married too) or "This is not me", which takes the name off.
 */
export function AnswerMarriage({ proposer }: { proposer: string }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useTranslations('account');
  const say = useSpecText();

  const answer = async (confirm: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await answerMarriage(confirm);
      setConfirming(false);
      notifySuccess(
        say(confirm ? MEMBER_ACCOUNT_TEXT.marriageConfirmed : MEMBER_ACCOUNT_TEXT.marriageDeclined),
      );
      router.refresh();
    } catch (failure) {
      setError(failure instanceof ApiError ? say(failure.message) : t('somethingWrong'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Text>
        {t.rich('proposer', {
          name: proposer,
          b: (chunks) => (
            <Text span fw={600}>
              {chunks}
            </Text>
          ),
        })}
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button color="pink" onClick={() => setConfirming(true)}>
          {t('confirmMarriage')}
        </Button>
        <Button variant="default" onClick={() => answer(false)} loading={busy && !confirming}>
          {t('notMe')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirmMarriage')}
        closeButtonProps={{ 'aria-label': t('close') }}
        styles={{ title: { fontWeight: 600 } }}
      >
        <Stack>
          <Text size="sm">{say(MEMBER_ACCOUNT_TEXT.marriageConfirmExplain)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button color="pink" onClick={() => answer(true)} loading={busy}>
              {t('confirmMarriage')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
