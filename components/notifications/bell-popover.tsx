'use client';

import { Anchor, Group, Loader, Popover, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { NoticeList } from './notice-list';
import type { Notice } from '@/lib/notifications/notice-text';

/**
 * The bell's list of the latest notices (components/notifications/notification-bell.tsx), downloaded
 * on the bell's first open: Mantine's Popover with floating-ui, the loader and the notice list.
 * `target` is the bell's button, which the popover anchors to and labels (aria-expanded…).
 */
export function BellPopover({
  opened,
  onChange,
  target,
  notices,
  reload,
}: {
  opened: boolean;
  onChange: (opened: boolean) => void;
  target: React.ReactElement;
  notices: Notice[] | null;
  reload: () => void;
}) {
  const t = useTranslations('notifications');
  return (
    <Popover opened={opened} onChange={onChange} position="bottom-end" width={340} shadow="md" withArrow>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 16px)" p="xs">
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('title')}
          </Text>
          {notices === null ? (
            <Group justify="center" p="sm">
              <Loader size="sm" />
            </Group>
          ) : (
            <NoticeList notices={notices} compact onChange={reload} onNavigate={() => onChange(false)} />
          )}
          <Anchor href="/user/notifications" size="sm" ta="center" onClick={() => onChange(false)}>
            {t('seeAll')}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
