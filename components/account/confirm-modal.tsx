'use client';

import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';

/**
 * The dialog before an account change that others will notice: says what follows, may ask for
 * more (children), and acts only on its second button. Cancel changes nothing.
 */
export function ConfirmModal({
  opened,
  onClose,
  title,
  explain,
  busy,
  color,
  onConfirm,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  explain: string;
  busy: boolean;
  color?: string;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const t = useTranslations('account');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack>
        <Text size="sm">{explain}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color={color} onClick={onConfirm} loading={busy}>
            {title}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
