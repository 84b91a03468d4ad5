'use client';

import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { sendWrite } from '@/components/crud/api-client';
import { notifySuccess } from '@/components/crud/notify';
import { REPORT_REASONS, type ReportReason } from '@/lib/validation/moderation';

const REASON_KEYS = Object.keys(REPORT_REASONS) as ReportReason[];

/** Report one message the other member sent: into the moderation queue with the messages around it. */
export function ReportMessage({ conversationId, messageId }: { conversationId: number; messageId: number }) {
  const t = useTranslations('messages');
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!reason || details.trim().length < 10) return setError(t('detailsShort'));
    setBusy(true);
    try {
      await sendWrite('POST', `/api/conversations/${conversationId}/messages/${messageId}/report`, {
        reason,
        details: details.trim(),
      });
      setOpened(false);
      setDetails('');
      notifySuccess(t('reported'));
    } catch {
      setError(t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        leftSection={<IconFlag size={12} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('report')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('reportTitle')}>
        <Stack gap="sm">
          <Text size="sm">{t('reportIntro')}</Text>
          <Select
            label={t('reason')}
            data={REASON_KEYS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
            value={reason}
            onChange={setReason}
            required
          />
          <Textarea
            label={t('details')}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
            error={error}
            minRows={3}
            autosize
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('cancel')}
            </Button>
            <Button color="red" loading={busy} onClick={submit}>
              {t('report')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
