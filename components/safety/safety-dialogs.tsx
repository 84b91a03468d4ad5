'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Blockquote, Button, Checkbox, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { ApiError, sendWrite } from '@/components/crud/api-client';
import { notifySuccess, notifyWarning } from '@/components/crud/notify';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { REPORT_REASONS, reportSchema, type ReportReason } from '@/lib/validation/moderation';
import { SafetyConfirm, safetyFailure } from './safety-confirm';

/**
 * The dialogs behind Report and Block (safety-actions.tsx), loaded on the first click: the report's
 * form validates with zod, which pages showing only the buttons need not download. Each mounts
 * closed and opens one render later, so that Mantine's Modal notes the element to give the focus
 * back to (it does so only when `opened` changes). Their words are the catalogue's
 * `member.safety`; a refusal (the schema's, the API's) is the spec's English, read in the page's
 * language (useSpecText).
 */
const REASONS = Object.keys(REPORT_REASONS) as ReportReason[];

/**
 * Each field's first refusal: empty details break both of the schema's minimums, and the first
 * ('Enter Details!') is the one that says what is missing.
 */
function firstPerField(entries: [string, string][]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of entries) errors[field] ??= message;
  return errors;
}

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
  const [reason, setReason] = useState<string | null>(null);
  const [details, setDetails] = useState('');
  const [withNote, setWithNote] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const close = () => {
    setErrors({});
    onClose();
  };

  const submit = async () => {
    const checked = reportSchema.safeParse({ reason, details });
    if (!checked.success) {
      setErrors(firstPerField(checked.error.issues.map((i) => [String(i.path[0]), say(i.message)])));
      return;
    }
    setBusy(true);
    try {
      await sendWrite('POST', '/api/reports', {
        profile: `/api/profiles/${profileId}`,
        ...checked.data,
        ...(note && withNote ? { interest: `/api/interests/${note.interestId}` } : {}),
      });
      notifySuccess(t('reported'));
      setReason(null);
      setDetails('');
      close();
    } catch (error) {
      if (error instanceof ApiError && error.violations.length)
        setErrors(firstPerField(error.violations.map((v) => [v.propertyPath, say(v.message)])));
      notifyWarning(safetyFailure(error, say));
    } finally {
      setBusy(false);
    }
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
          data={REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setErrors((errors) => ({ ...errors, reason: '' }));
          }}
          error={errors.reason}
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
          value={details}
          onChange={(event) => {
            setDetails(event.currentTarget.value);
            setErrors((errors) => ({ ...errors, details: '', profile: '' }));
          }}
          error={errors.details || errors.profile}
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
