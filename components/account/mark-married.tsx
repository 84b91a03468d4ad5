'use client';

import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account';
import { setMarried } from './account-api';
import { ConfirmModal } from '@/components/forms/confirm-modal';
import { ErrorAlert } from '@/components/forms/error-alert';
import { useMemberAction } from '@/components/forms/use-member-action';

type Candidate = { iri: string; fullName: string };

/**
 * "Mark as married": a dialog says what follows and lets the member name the partner they met here
 * (one of their accepted interests, optional). Undo is one click: nothing was lost.
 */
export function MarkMarried({ married, candidates }: { married: boolean; candidates: Candidate[] }) {
  const [confirming, setConfirming] = useState(false);
  const [partner, setPartner] = useState<string | null>(null);
  const t = useTranslations('account');
  const { busy, error, run } = useMemberAction({ failed: t('somethingWrong') });
  const say = useSpecText();

  const apply = async (marry: boolean) => {
    const done = say(marry ? MEMBER_ACCOUNT_TEXT.married : MEMBER_ACCOUNT_TEXT.marriedUndone);
    if (await run(() => setMarried(marry, marry ? partner : null), done)) setConfirming(false);
  };

  return (
    <Stack gap="xs">
      {!confirming && <ErrorAlert error={error} />}
      <Group>
        {married ? (
          <Button variant="outline" onClick={() => apply(false)} loading={busy}>
            {t('undoMarried')}
          </Button>
        ) : (
          <Button variant="outline" color="pink" onClick={() => setConfirming(true)}>
            {t('markMarried')}
          </Button>
        )}
      </Group>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('markMarried')}
        explain={say(MEMBER_ACCOUNT_TEXT.marriedExplain)}
        busy={busy}
        namespace="account"
        color="pink"
        onConfirm={() => apply(true)}
      >
        {candidates.length > 0 ? (
          <Select
            label={t('metHere')}
            description={t('metHereDescription')}
            placeholder={t('choosePartner')}
            data={candidates.map((c) => ({ value: c.iri, label: c.fullName }))}
            value={partner}
            onChange={setPartner}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('noPartner')}
          </Text>
        )}
        <ErrorAlert error={error} />
      </ConfirmModal>
    </Stack>
  );
}
