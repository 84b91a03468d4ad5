import type { Metadata } from 'next';
import { Alert, Paper, Text } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { NoticeList } from '@/components/notifications/notice-list';
import { RefreshOnNotice } from '@/components/notifications/refresh-on-notice';
import { PageTitle } from '@/components/ui/page-title';
import { readMemberList } from '@/components/interests/member-list-page';
import { requireArea } from '@/lib/auth/session';
import { listNotifications } from '@/lib/data/notifications/notices';
import { pageWithMessages } from '@/components/i18n/client-island';
import { pageWithMantine } from '@/components/mantine-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('notifications'))('title') };
}

/** The member's notices, latest first (issue 26 item 2): the bell's "See all". */
async function NotificationsPage() {
  const actor = await requireArea('member');
  const t = await getTranslations('notifications');
  const result = await readMemberList(() => listNotifications({ actor, itemsPerPage: 100 }));
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Text c="gray.7" mb="md">
        {t('intro')}
      </Text>
      <RefreshOnNotice />
      {'notice' in result ? (
        <Alert color="yellow">{result.notice}</Alert>
      ) : (
        <Paper withBorder p="sm" radius="md" maw={720}>
          <NoticeList
            notices={result.data.items.map((n) => ({
              id: n.id,
              kind: n.kind,
              fullName: n.other?.fullName ?? null,
              count: n.count,
              details: n.data,
              url: n.href,
              read: n.readAt !== null,
              updatedAt: n.updatedAt.toISOString(),
            }))}
          />
        </Paper>
      )}
    </>
  );
}

export default pageWithMantine(pageWithMessages(['notifications'], NotificationsPage));
