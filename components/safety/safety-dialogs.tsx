'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Blockquote, Button, Checkbox, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { ApiError, sendWrite } from '@/components/crud/api-client';
import { notifySuccess } from '@/components/crud/notify';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { refusalsByField, useReportFields } from './report-fields';
import { SafetyConfirm, useSafetyStep } from './safety-confirm';

/**
 * The dialogs behind Report and Block (safety-actions.tsx), loaded on the first click. Each mounts
 * closed and opens one render later, so that Mantine's Modal notes the element to give the focus
 * back to (it does so only when `opened` changes). Their words are the catalogue's
 * `member.safety`; the report's fields are checked and worded as a message's report is
 * (./report-fields.ts); the API's refusals are the spec's English, read in the page's language
 * (useSpecText).
 */

export type ReportableNote = { interestId: number; text: string };
type DialogProps = { profileId: number; name: string; opened: boolean; onClose: () => void };

export function ReportDialog({
  profileId,
  name,
  note,
  opened,
  onClose,
}: DialogProps & { note?: ReportableNote }) {
  const t = useTranslations('member.safety');
  const say = useSpecText();
  const mounted = useMounted();
  const fields = useReportFields();
  const [withNote, setWithNote] = useState(true);
  const { busy, run } = useSafetyStep();

  const close = () => {
    fields.clearErrors();
    onClose();
  };

  const submit = async () => {
    const report = fields.check();
    if (!report) return;
    await run(
      async () => {
        await sendWrite('POST', '/api/reports', {
          profile: `/api/profiles/${profileId}`,
          ...report,
          ...(note && withNote ? { interest: `/api/interests/${note.interestId}` } : {}),
        });
        notifySuccess(t('reported'));
        fields.clear();
        close();
      },
      (error) => {
        if (error instanceof ApiError && error.violations.length)
          fields.refuse(refusalsByField(error.violations, say));
      },
    );
  };

  return (
    <Modal
      opened={mounted && opened}
      onClose={close}
      title={t('reportTitle', { name })}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      <Stack>
        <Text size="sm">{t('reportIntro', { name })}</Text>
        {note && (
          <Stack gap={4}>
            <Checkbox
              label={t('includeNote', { name })}
              description={t('noteKept')}
              checked={withNote}
              onChange={(event) => setWithNote(event.currentTarget.checked)}
            />
            <Blockquote p="xs" ml="xl" fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {note.text}
            </Blockquote>
          </Stack>
        )}
        <Select
          label={t('reason')}
          placeholder={t('chooseReason')}
          withAsterisk
          {...fields.reason}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label={t('details')}
          description={t('detailsHint')}
          withAsterisk
          autosize
          minRows={4}
          maxLength={2000}
          {...fields.details}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button color="red" onClick={submit} loading={busy}>
            {t('sendReport')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function BlockDialog({ profileId, name, opened, onClose }: DialogProps) {
  const t = useTranslations('member.safety');
  const router = useRouter();
  return (
    <SafetyConfirm
      opened={opened}
      onClose={onClose}
      title={t('blockTitle', { name })}
      follows={t('blockFollows', { name })}
      confirm={t('block')}
      color="red"
      onConfirm={async () => {
        await sendWrite('POST', '/api/blocks', { profile: `/api/profiles/${profileId}` });
        notifySuccess(t('blocked', { name }));
        onClose();
        // Neither sees the other any more, this page included: the list of blocked members says so.
        router.push('/user/blocked');
        router.refresh();
      }}
    />
  );
}
