'use client';

import { Select, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { ConfirmModal } from '@/components/forms/confirm-modal';
import { ErrorAlert } from '@/components/forms/error-alert';
import { MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account-text';

type Candidate = { iri: string; fullName: string };

/**
 * The question behind "Mark as married" (./mark-married.tsx), loaded on the first click: what
 * follows, and the partner met here (Mantine's Select, with its popover) among the accepted interests.
 */
export function MarkMarriedDialog({
  opened,
  onClose,
  candidates,
  partner,
  onPartner,
  busy,
  error,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  candidates: Candidate[];
  partner: string | null;
  onPartner: (partner: string | null) => void;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  const t = useTranslations('account');
  const say = useSpecText();
  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title={t('markMarried')}
      explain={say(MEMBER_ACCOUNT_TEXT.marriedExplain)}
      busy={busy}
      namespace="account"
      color="pink"
      onConfirm={onConfirm}
    >
      {candidates.length > 0 ? (
        <Select
          label={t('metHere')}
          description={t('metHereDescription')}
          placeholder={t('choosePartner')}
          data={candidates.map((c) => ({ value: c.iri, label: c.fullName }))}
          value={partner}
          onChange={onPartner}
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
  );
}
