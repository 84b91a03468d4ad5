'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ApiError, sendWrite } from '@/components/crud/api-client';
import { MESSAGES } from '@/components/crud/messages';
import { notifySuccess, notifyWarning } from '@/components/crud/notify';
import { SAFETY_TEXT } from '@/lib/validation/moderation';

const failure = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.unreachable);

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
