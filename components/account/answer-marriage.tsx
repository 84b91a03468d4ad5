'use client';

import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account-text';
import { answerMarriage } from './account-api';
import { LazyConfirmModal, preloadConfirmModal } from '@/components/forms/lazy-confirm-modal';
import { ErrorAlert } from '@/components/forms/error-alert';
import { useMemberAction } from '@/components/forms/use-member-action';

/**
 * The named partner's answer to "we met on Thirumanam": confirm (after a dialog saying it marks
 * them married too) or "This is not me", which takes the name off.
 */
export function AnswerMarriage({ proposer }: { proposer: string }) {
  const [confirming, setConfirming] = useState(false);
  const t = useTranslations('account');
  const { busy, error, run } = useMemberAction({ failed: t('somethingWrong') });
  const say = useSpecText();

  const answer = async (confirm: boolean) => {
    const done = say(confirm ? MEMBER_ACCOUNT_TEXT.marriageConfirmed : MEMBER_ACCOUNT_TEXT.marriageDeclined);
    if (await run(() => answerMarriage(confirm), done)) setConfirming(false);
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
      <ErrorAlert error={error} />
      <Group>
        <Button
          color="pink"
          onClick={() => setConfirming(true)}
          onPointerEnter={preloadConfirmModal}
          onFocus={preloadConfirmModal}
        >
          {t('confirmMarriage')}
        </Button>
        <Button variant="default" onClick={() => answer(false)} loading={busy && !confirming}>
          {t('notMe')}
        </Button>
      </Group>
      <LazyConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirmMarriage')}
        explain={say(MEMBER_ACCOUNT_TEXT.marriageConfirmExplain)}
        busy={busy}
        namespace="account"
        color="pink"
        onConfirm={() => answer(true)}
      />
    </Stack>
  );
}
