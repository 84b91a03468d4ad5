'use client';

import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { ApiError, sendWrite } from '@/components/crud/api-client';
import { notifySuccess } from '@/components/crud/notify';
import { refusalsByField, useReportFields } from '@/components/safety/report-fields';

/**
 * The question of Report on a message (./report-message.tsx): why, and what happened, checked as a
 * member's report is (components/safety/report-fields.ts). Loaded on first use, with Mantine's
 * Modal and Select (issue 28: not in the conversation's first load). It mounts closed and opens one
 * render later, so that the Modal notes the button to give the focus back to (it does so only when
 * `opened` changes). Why a send failed shows under the details.
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
  const fields = useReportFields();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const report = fields.check();
    if (!report) return;
    setBusy(true);
    try {
      await sendWrite('POST', `/api/conversations/${conversationId}/messages/${messageId}/report`, report);
      onClose();
      fields.clear();
      notifySuccess(t('reported'));
    } catch (error) {
      fields.refuse(whyRefused(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={mounted && opened} onClose={onClose} title={t('reportTitle')}>
      <Stack gap="sm">
        <Text size="sm">{t('reportIntro')}</Text>
        <Select label={t('reason')} {...fields.reason} required />
        <Textarea label={t('details')} {...fields.details} minRows={3} autosize required />
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

/**
 * Why a report was not sent, under the field it concerns: the server's refusal of a field (said in
 * the page's language when the catalogue words it, else as the server wrote it; this page carries
 * no `validation` texts), that the conversation has ended (a block, a member gone), or that it
 * failed and may be tried again.
 */
function whyRefused(error: unknown, t: (key: 'gone' | 'reportFailed') => string) {
  if (error instanceof ApiError && error.status === 404) return { details: t('gone') };
  const refused = error instanceof ApiError ? refusalsByField(error.violations, (text) => text) : {};
  return refused.reason || refused.details ? refused : { details: t('reportFailed') };
}
