'use client';

import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/components/crud/api-client';
import { MESSAGES } from '@/components/crud/messages';
import { notifyWarning } from '@/components/crud/notify';
import { useSpecText } from '@/components/i18n/use-spec-text';

/**
 * A safety step's busy state, for its button's spinner, and its failure: a warning toast with the
 * API's own message, else "unreachable" (both the spec's English, said in the page's language,
 * looked up in the catalogue's `validation` texts); `refused` first puts a refusal where it belongs.
 * The dialog stays open on a failure, so the member can try again.
 */
export function useSafetyStep() {
  const say = useSpecText();
  const [busy, setBusy] = useState(false);
  const run = async (step: () => Promise<void>, refused?: (error: unknown) => void) => {
    setBusy(true);
    try {
      await step();
    } catch (error) {
      refused?.(error);
      notifyWarning(say(error instanceof ApiError ? error.message : MESSAGES.unreachable));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/**
 * The question behind Block and Unblock: what follows, Cancel, and the step itself, busy while it
 * runs; a failure is a warning toast and the dialog stays. It mounts closed and opens one render
 * later, so that Mantine's Modal notes the element to give the focus back to (it does so only when
 * `opened` changes): both dialogs load on their first click.
 */
export function SafetyConfirm({
  opened,
  onClose,
  title,
  follows,
  confirm,
  color,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  follows: string;
  confirm: string;
  color?: string;
  onConfirm: () => Promise<void>;
}) {
  const t = useTranslations('member.safety');
  const mounted = useMounted();
  const { busy, run } = useSafetyStep();
  return (
    <Modal
      opened={mounted && opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      <Stack>
        <Text size="sm">{follows}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color={color} onClick={() => run(onConfirm)} loading={busy}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
