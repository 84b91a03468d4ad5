'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/components/crud/api-client';
import { notifySuccess } from '@/components/crud/notify';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account';
import { setMarried } from './account-api';

type Candidate = { iri: string; fullName: string };

/**
 * "Mark as married": a dialog says what follows and lets the member name the partner they met here
 * (one of their accepted interests, optional). Undo is one click: nothing was lost.
 */
export function MarkMarried({ married, candidates }: { married: boolean; candidates: Candidate[] }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [partner, setPartner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useTranslations('account');
  const say = useSpecText();

  const apply = async (marry: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await setMarried(marry, marry ? partner : null);
      setConfirming(false);
      notifySuccess(say(marry ? MEMBER_ACCOUNT_TEXT.married : MEMBER_ACCOUNT_TEXT.marriedUndone));
      router.refresh();
    } catch (failure) {
      setError(failure instanceof ApiError ? say(failure.message) : t('somethingWrong'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      {error && !confirming && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
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
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('markMarried')}
        closeButtonProps={{ 'aria-label': t('close') }}
        styles={{ title: { fontWeight: 600 } }}
      >
        <Stack>
          <Text size="sm">{say(MEMBER_ACCOUNT_TEXT.marriedExplain)}</Text>
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
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button color="pink" onClick={() => apply(true)} loading={busy}>
              {t('markMarried')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
