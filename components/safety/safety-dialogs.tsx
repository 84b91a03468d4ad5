'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Blockquote, Button, Checkbox, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { ApiError, sendWrite } from '@/components/crud/api-client';
import { notifySuccess, notifyWarning } from '@/components/crud/notify';
import { REPORT_REASONS, SAFETY_TEXT, reportSchema } from '@/lib/validation/moderation';
import { SafetyConfirm, safetyFailure } from './safety-confirm';

/**
 * The dialogs behind Report and Block (safety-actions.tsx), loaded on the first click: the report's
 * form validates with zod, which pages showing only the buttons need not download. Each mounts
 * closed and opens one render later, so that Mantine's Modal notes the element to give the focus
 * back to (it does so only when `opened` changes).
 */
const REASONS = Object.entries(REPORT_REASONS).map(([value, label]) => ({ value, label }));

export type ReportableNote = { interestId: number; text: string };
type DialogProps = { profileId: number; name: string; opened: boolean; onClose: () => void };

export function ReportDialog({
  profileId,
  name,
  note,
  opened,
  onClose,
}: DialogProps & { note?: ReportableNote }) {
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
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setBusy(true);
    try {
      await sendWrite('POST', '/api/reports', {
        profile: `/api/profiles/${profileId}`,
        ...checked.data,
        ...(note && withNote ? { interest: `/api/interests/${note.interestId}` } : {}),
      });
      notifySuccess(SAFETY_TEXT.reported);
      setReason(null);
      setDetails('');
      close();
    } catch (error) {
      if (error instanceof ApiError && error.violations.length)
        setErrors(Object.fromEntries(error.violations.map((v) => [v.propertyPath, v.message])));
      notifyWarning(safetyFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={mounted && opened} onClose={close} title={`Report ${name}`} centered>
      <Stack>
        <Text size="sm">{SAFETY_TEXT.reportIntro(name)}</Text>
        {note && (
          <Stack gap={4}>
            <Checkbox
              label={SAFETY_TEXT.includeNote(name)}
              description={SAFETY_TEXT.noteKept}
              checked={withNote}
              onChange={(event) => setWithNote(event.currentTarget.checked)}
            />
            <Blockquote p="xs" ml="xl" fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {note.text}
            </Blockquote>
          </Stack>
        )}
        <Select
          label="Reason"
          placeholder="Choose a reason"
          withAsterisk
          data={REASONS}
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
          label="Details"
          description="What happened, in a few words (at least 10 characters)."
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
            Cancel
          </Button>
          <Button color="red" onClick={submit} loading={busy}>
            Send report
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function BlockDialog({ profileId, name, opened, onClose }: DialogProps) {
  const router = useRouter();
  return (
    <SafetyConfirm
      opened={opened}
      onClose={onClose}
      title={`Block ${name}?`}
      follows={SAFETY_TEXT.blockFollows(name)}
      confirm="Block"
      color="red"
      onConfirm={async () => {
        await sendWrite('POST', '/api/blocks', { profile: `/api/profiles/${profileId}` });
        notifySuccess(SAFETY_TEXT.blocked(name));
        onClose();
        // Neither sees the other any more, this page included: the list of blocked members says so.
        router.push('/user/blocked');
        router.refresh();
      }}
    />
  );
}
