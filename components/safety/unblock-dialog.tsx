'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { ApiError, sendWrite } from '@/components/crud/api-client';
import { MESSAGES } from '@/components/crud/messages';
import { notifySuccess, notifyWarning } from '@/components/crud/notify';
import { SAFETY_TEXT } from '@/lib/validation/moderation';

const failure = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.unreachable);

/**
 * The question behind Unblock (unblock-button.tsx), loaded on the first click: Mantine's Modal
 * with its focus trap, portal and overlay, which the Blocked members list need not download. It
 * mounts closed and opens one render later, so that the Modal notes the element to give the focus
 * back to (it does so only when `opened` changes).
 */
export function UnblockDialog({
  blockId,
  name,
  opened,
  onClose,
}: {
  blockId: number;
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  const router = useRouter();
  const mounted = useMounted();
  const [busy, setBusy] = useState(false);
  const unblock = async () => {
    setBusy(true);
    try {
      await sendWrite('DELETE', `/api/blocks/${blockId}`);
      notifySuccess(SAFETY_TEXT.unblocked(name));
      onClose();
      router.refresh();
    } catch (error) {
      notifyWarning(failure(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={mounted && opened} onClose={onClose} title={`Unblock ${name}?`} centered>
      <Stack>
        <Text size="sm">{SAFETY_TEXT.unblockFollows(name)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={unblock} loading={busy}>
            Unblock
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
