'use client';

import { useCallback, useEffect, useState } from 'react';
import { ActionIcon, Anchor, Group, Indicator, Loader, Popover, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { NoticeList } from './notice-list';
import type { Notice } from '@/lib/notifications/notice-text';

/** Pages that follow the member's notices live (the message list) listen for this window event. */
export const NOTICES_CHANGED = 'thirumanam:notices-changed';

type ApiNotice = Notice & { '@id': string };

/**
 * The header's bell (issue 26 item 2): the member's unread notices as a figure, kept current by
 * GET /api/notifications/events (server-sent events fed by LISTEN/NOTIFY, or polling behind a
 * pooler); opening it lists the latest notices, each leading to what it is about.
 */
export function NotificationBell({ initialUnread }: { initialUnread: number }) {
  const t = useTranslations('notifications');
  // The stream's figure once it has spoken; until then the server's.
  const [live, setLive] = useState<number | null>(null);
  const unread = live ?? initialUnread;
  const [opened, setOpened] = useState(false);
  const [notices, setNotices] = useState<Notice[] | null>(null);

  const load = useCallback(async () => {
    const response = await fetch('/api/notifications?itemsPerPage=8', {
      headers: { Accept: 'application/ld+json' },
    });
    if (!response.ok) return;
    const body = (await response.json()) as { 'hydra:member': ApiNotice[] };
    setNotices(body['hydra:member']);
  }, []);

  useEffect(() => {
    const events = new EventSource('/api/notifications/events');
    events.addEventListener('change', (event) => {
      try {
        const state = JSON.parse((event as MessageEvent<string>).data) as { unread: number };
        setLive(state.unread);
      } catch {
        return;
      }
      window.dispatchEvent(new Event(NOTICES_CHANGED));
    });
    return () => events.close();
  }, []);

  // An open list follows what arrives meanwhile.
  useEffect(() => {
    if (!opened) return;
    const reload = () => void load();
    window.addEventListener(NOTICES_CHANGED, reload);
    return () => window.removeEventListener(NOTICES_CHANGED, reload);
  }, [opened, load]);

  const label = t('bell', { count: unread });
  return (
    // The indicator wraps the popover, so that the button itself is the popover's target (its
    // aria-expanded and aria-controls belong on the button, not on the indicator's box).
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      color="red"
      disabled={unread === 0}
      offset={4}
      data-testid="bell-count"
    >
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" withArrow>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="grape"
            size="lg"
            aria-label={label}
            title={label}
            onClick={() => {
              if (!opened) void load();
              setOpened(!opened);
            }}
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
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
              <NoticeList
                notices={notices}
                compact
                onChange={() => void load()}
                onNavigate={() => setOpened(false)}
              />
            )}
            <Anchor href="/user/notifications" size="sm" ta="center" onClick={() => setOpened(false)}>
              {t('seeAll')}
            </Anchor>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
