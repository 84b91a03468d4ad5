'use client';

import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { sendWrite } from '@/components/crud/api-client';
import { notifySuccess } from '@/components/crud/notify';
import { REPORT_REASONS, type ReportReason } from '@/lib/validation/report-reasons';

const REASON_KEYS = Object.keys(REPORT_REASONS) as ReportReason[];

/**
 * The question of Report on a message (./report-message.tsx): why, and what happened. Loaded on
 * first use, with Mantine's Modal and Select (issue 28: not in the conversation's first load). It
 * mounts closed and opens one render later, so that the Modal notes the button to give the focus
 * back to (it does so only when `opened` changes).
 */
export function ReportMessageDialog({
  conversationId,
  messageId,
  opened,
  onClose,
}: {
  conversationId: number;
  messageId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('messages');
  const mounted = useMounted();
  const [reason, setReason] = useState<string | null>(null);
  const [details, setDetails] = useState('');
  // Each field's own refusal, gone as soon as the field changes; why a send failed, under the details.
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const written = details.trim();
    const detailsError = !written ? t('detailsRequired') : written.length < 10 ? t('detailsShort') : null;
    setReasonError(reason ? null : t('reasonRequired'));
    setError(detailsError);
    if (!reason || detailsError) return;
    setBusy(true);
    try {
      await sendWrite('POST', `/api/conversations/${conversationId}/messages/${messageId}/report`, {
        reason,
        details: written,
      });
      onClose();
      setDetails('');
      notifySuccess(t('reported'));
    } catch {
      setError(t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={mounted && opened} onClose={onClose} title={t('reportTitle')}>
      <Stack gap="sm">
        <Text size="sm">{t('reportIntro')}</Text>
        <Select
          label={t('reason')}
          data={REASON_KEYS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setReasonError(null);
          }}
          error={reasonError}
          required
        />
        <Textarea
          label={t('details')}
          value={details}
          onChange={(event) => {
            setDetails(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          minRows={3}
          autosize
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={submit}>
            {t('report')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
