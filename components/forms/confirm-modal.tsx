'use client';

import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslations } from 'next-intl';

/**
 * The dialog before a member's change that others will notice or that cannot be undone: says what
 * follows, may ask for more (children), and acts only on its second button (`confirmLabel`, else
 * the title). Cancel changes nothing. Cancel and Close read from the screen's own `namespace`.
 * Loaded on the first click (./lazy-confirm-modal.tsx): it mounts closed and opens one render
 * later, so that Mantine's Modal notes the button to give the focus back to.
 */
export function ConfirmModal({
  opened,
  onClose,
  title,
  explain,
  busy,
  color,
  confirmLabel = title,
  namespace,
  onConfirm,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  explain: string;
  busy: boolean;
  color?: string;
  confirmLabel?: string;
  namespace: 'account' | 'searches';
  onConfirm: () => void;
  children?: ReactNode;
}) {
  // Each screen's catalogue words Cancel and Close its own way in Tamil; both read literally, so
  // the client namespaces test sees them.
  const mounted = useMounted();
  const account = useTranslations('account');
  const searches = useTranslations('searches');
  const [cancel, close] =
    namespace === 'account' ? [account('cancel'), account('close')] : [searches('cancel'), searches('close')];
  return (
    <Modal
      opened={mounted && opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': close }}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack>
        <Text size="sm">{explain}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancel}
          </Button>
          <Button color={color} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
