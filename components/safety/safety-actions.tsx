'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Blockquote, Button, Checkbox, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconBan, IconFlag } from '@tabler/icons-react';
import { ApiError, sendWrite } from '@/components/crud/api-client';
import { MESSAGES } from '@/components/crud/messages';
import { notifySuccess, notifyWarning } from '@/components/crud/notify';
import { REPORT_REASONS, SAFETY_TEXT, reportSchema } from '@/lib/validation/moderation';

const REASONS = Object.entries(REPORT_REASONS).map(([value, label]) => ({ value, label }));
const failure = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.unreachable);

/**
 * Report and Block for one member, wherever a page shows them (a candidate's page, interest
 * cards). Reporting asks why; blocking asks first and says what follows (issue 22 item 4). On a
 * received interest's card the report may include the interest's note (issue 22 item 5).
 */
export function SafetyActions({
  profileId,
  name,
  note,
}: {
  profileId: number;
  name: string;
  /** The note of an interest this member sent, which the report can be about. */
  note?: ReportableNote;
}) {
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFlag size={14} aria-hidden />}
        onClick={() => setOpen('report')}
      >
        Report
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconBan size={14} aria-hidden />}
        onClick={() => setOpen('block')}
      >
        Block
      </Button>
      <ReportDialog
        profileId={profileId}
        name={name}
        note={note}
        opened={open === 'report'}
        onClose={() => setOpen(null)}
      />
      <BlockDialog
        profileId={profileId}
        name={name}
        opened={open === 'block'}
        onClose={() => setOpen(null)}
      />
    </Group>
  );
}

type ReportableNote = { interestId: number; text: string };
type DialogProps = { profileId: number; name: string; opened: boolean; onClose: () => void };

function ReportDialog({ profileId, name, note, opened, onClose }: DialogProps & { note?: ReportableNote }) {
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
      notifyWarning(failure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={`Report ${name}`} centered>
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

function BlockDialog({ profileId, name, opened, onClose }: DialogProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const block = async () => {
    setBusy(true);
    try {
      await sendWrite('POST', '/api/blocks', { profile: `/api/profiles/${profileId}` });
      notifySuccess(SAFETY_TEXT.blocked(name));
      onClose();
      // Neither sees the other any more, this page included: the list of blocked members says so.
      router.push('/user/blocked');
      router.refresh();
    } catch (error) {
      notifyWarning(failure(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Block ${name}?`} centered>
      <Stack>
        <Text size="sm">{SAFETY_TEXT.blockFollows(name)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={block} loading={busy}>
            Block
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Unblock on the Blocked members list: asks first, and says what follows. */
export function UnblockButton({ blockId, name }: { blockId: number; name: string }) {
  const router = useRouter();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const unblock = async () => {
    setBusy(true);
    try {
      await sendWrite('DELETE', `/api/blocks/${blockId}`);
      notifySuccess(SAFETY_TEXT.unblocked(name));
      setOpened(false);
      router.refresh();
    } catch (error) {
      notifyWarning(failure(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpened(true)}>
        Unblock
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Unblock ${name}?`} centered>
        <Stack>
          <Text size="sm">{SAFETY_TEXT.unblockFollows(name)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button onClick={unblock} loading={busy}>
              Unblock
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
