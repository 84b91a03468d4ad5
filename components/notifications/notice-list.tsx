'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { sendWrite } from '@/components/crud/api-client';
import { noticeText, type Notice } from '@/lib/notifications/notice-text';

/** How a notice's time reads. */
const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** Marks one notice read (PATCH {"read": true}); the server's live stream then updates the bell. */
const markNoticeRead = (id: number) => sendWrite('PATCH', `/api/notifications/${id}`, { read: true });
const markAllNoticesRead = () => sendWrite('POST', '/api/notifications/read_all', {});

/**
 * The member's notices, latest first: each leads to what it is about (and is read on the way),
 * an unread one can be marked read where it stands, and all of them at once.
 */
export function NoticeList({
  notices,
  compact = false,
  onChange,
  onNavigate,
}: {
  notices: Notice[];
  compact?: boolean;
  /** After a read mark: the caller reads the list again (the bell) or the page renders again. */
  onChange?: () => void;
  /** Leaving for the page a notice leads to (the bell closes). */
  onNavigate?: () => void;
}) {
  const t = useTranslations('notifications');
  const format = useFormatter();
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  const changed = () => (onChange ? onChange() : router.refresh());

  const act = async (work: () => Promise<unknown>) => {
    setFailed(false);
    try {
      await work();
      changed();
    } catch {
      setFailed(true);
    }
  };

  const open = async (notice: Notice) => {
    if (!notice.read) await markNoticeRead(notice.id).catch(() => null);
    onNavigate?.();
    router.push(notice.url);
    changed();
  };

  if (notices.length === 0) return <Text c="gray.7">{t('empty')}</Text>;
  const unread = notices.filter((n) => !n.read).length;
  return (
    <Stack gap="xs">
      {failed && <Alert color="red">{t('failed')}</Alert>}
      {unread > 0 && (
        <Group justify="flex-end">
          <Button size="compact-sm" variant="subtle" color="grape" onClick={() => act(markAllNoticesRead)}>
            {t('markAll')}
          </Button>
        </Group>
      )}
      <Stack
        gap={compact ? 4 : 'xs'}
        component="ul"
        aria-label={t('title')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {notices.map((notice) => (
          <Group
            key={notice.id}
            component="li"
            gap="xs"
            wrap="nowrap"
            align="flex-start"
            justify="space-between"
            data-read={notice.read ? 'true' : 'false'}
            p={compact ? 6 : 'xs'}
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              background: notice.read ? undefined : 'var(--mantine-color-grape-0)',
            }}
          >
            <UnstyledButton onClick={() => void open(notice)} style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={notice.read ? 400 : 600} style={{ overflowWrap: 'anywhere' }}>
                {noticeText(t, notice)}
              </Text>
              {!compact && notice.kind === 'photo_moderation' && notice.details.reason && (
                <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-wrap' }}>
                  {notice.details.reason}
                </Text>
              )}
              <Text size="xs" c="gray.7">
                {format.dateTime(new Date(notice.updatedAt), WHEN)}
              </Text>
            </UnstyledButton>
            {!notice.read &&
              (compact ? (
                <Badge size="xs" color="grape" variant="filled" circle aria-label={t('unreadMark')}>
                  {' '}
                </Badge>
              ) : (
                <Anchor component="button" size="xs" onClick={() => act(() => markNoticeRead(notice.id))}>
                  {t('markRead')}
                </Anchor>
              ))}
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
