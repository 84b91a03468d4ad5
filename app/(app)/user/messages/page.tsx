import type { Metadata } from 'next';
import { Alert, Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PageTitle } from '@/components/ui/page-title';
import { RefreshOnNotice } from '@/components/notifications/refresh-on-notice';
import { readMemberList } from '@/components/interests/member-list-page';
import { requireArea } from '@/lib/auth/session';
import { listConversations } from '@/lib/data/messages/conversations';
import { pageWithMessages } from '@/components/i18n/client-island';
import { pageWithMantine } from '@/components/mantine-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('messages'))('title') };
}

/** How a message's time reads. */
const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** The member's conversations, latest message first, each with its unread count (issue 26 item 1). */
async function MessagesPage() {
  const actor = await requireArea('member');
  const [t, format] = await Promise.all([getTranslations('messages'), getFormatter()]);
  const result = await readMemberList(() => listConversations({ actor }));
  const items = 'data' in result ? result.data : [];
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Text c="gray.7" mb="md">
        {t('intro')}
      </Text>
      {/* A new message moves its conversation up and bumps its figure without a reload. */}
      <RefreshOnNotice />
      {'notice' in result ? (
        <Alert color="yellow">{result.notice}</Alert>
      ) : items.length === 0 ? (
        <Alert color="gray">{t('empty')}</Alert>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((c) => (
            <Card key={c.id} withBorder component="li" padding="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor fw={600} href={`/user/messages/${c.id}`}>
                    {c.other.fullName}
                  </Anchor>
                  <Text size="sm" c="gray.7" truncate="end">
                    {c.lastText ?? t('noText')}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                  {c.lastMessageAt && (
                    <Text size="xs" c="gray.7">
                      {format.dateTime(c.lastMessageAt, WHEN)}
                    </Text>
                  )}
                  {c.unread > 0 && <Badge color="red">{t('unread', { count: c.unread })}</Badge>}
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </>
  );
}

export default pageWithMantine(pageWithMessages(['notifications'], MessagesPage));
