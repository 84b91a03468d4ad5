'use client';

import { useState } from 'react';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { ApiError } from '@/components/crud/api-client';
import { notifyWarning } from '@/components/crud/notify';

/**
 * An administrator's decision about a member that needs a reason and a second look (suspend,
 * restore, reset a password…): the first click checks the reason and shows what follows, the second
 * sends it. A refusal shows the server's reason message under the field and its message in a toast.
 * Remount it (key) for another decision: it starts empty.
 */
export function ReasonConfirm({
  label,
  reasonLabel,
  description,
  follows,
  reasonRequired,
  color,
  size,
  cancelLabel,
  onCancel,
  send,
}: {
  label: string;
  reasonLabel: string;
  description: string;
  follows: string;
  reasonRequired: string;
  color?: string;
  size?: 'xs';
  cancelLabel: string;
  onCancel: () => void;
  send: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!reason.trim()) {
      setError(reasonRequired);
      return;
    }
    if (!confirming) {
      setConfirming(true);
      return;
    }
    setBusy(true);
    try {
      await send(reason.trim());
    } catch (failure) {
      setConfirming(false);
      if (failure instanceof ApiError) {
        setError(failure.violations.find((v) => v.propertyPath === 'reason')?.message);
        notifyWarning(failure.message);
      } else notifyWarning('Something went wrong!');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Textarea
        label={reasonLabel}
        description={description}
        withAsterisk
        autosize
        minRows={2}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(undefined);
          setConfirming(false);
        }}
        error={error}
      />
      {confirming && (
        <Alert color={color ?? 'blue'} title="What follows">
          {follows}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" size={size} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button size={size} loading={busy} color={color} onClick={submit}>
          {confirming ? `Yes, ${label.toLowerCase()}` : label}
        </Button>
      </Group>
    </Stack>
  );
}
