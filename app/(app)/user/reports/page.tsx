import type { Metadata } from 'next';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { MemberList } from '@/components/interests/member-list-page';
import { requireArea } from '@/lib/auth/session';
import { listReports } from '@/lib/data/moderation/reports';
import { formatDateTime } from '@/lib/format';
import { MODERATION_STATUSES, REPORT_REASONS, type ModerationStatus } from '@/lib/validation/moderation';
import { getTranslations } from 'next-intl/server';
import { getSpecText } from '@/lib/i18n/server-spec-text';
import { pageWithMantine } from '@/components/mantine-page';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('lists'))('reportsTitle'),
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const COLORS: Record<ModerationStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'gray',
  dismissed: 'gray',
  warned: 'orange',
  hidden: 'red',
  suspended: 'red',
};

/** The member's reports and what became of each (issue 22 item 4). */
async function MyReportsPage({ searchParams }: Props) {
  const actor = await requireArea('member');
  const say = await getSpecText();
  return (
    <MemberList
      texts="reports"
      path="/user/reports"
      searchParams={searchParams}
      load={(paging) => listReports({ actor, ...paging })}
    >
      {(report, { t, locale }) => (
        <Card
          key={report.id}
          withBorder
          padding="md"
          component="article"
          aria-label={t('reportOn', { name: report.fullName })}
        >
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{report.fullName}</Text>
              <Badge color={COLORS[report.status]} c="dark.8" variant="light">
                {say(MODERATION_STATUSES[report.status])}
              </Badge>
            </Group>
            <Text size="sm">
              {say(REPORT_REASONS[report.reason])} ·{' '}
              {t('reportedOn', { date: formatDateTime(report.createdAt, locale) })}
              {report.decidedAt
                ? ` · ${t('decidedOn', { date: formatDateTime(report.decidedAt, locale) })}`
                : ''}
            </Text>
            <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-wrap' }}>
              {report.details}
            </Text>
            {report.note !== null && (
              <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-wrap' }}>
                {t('reportedNote', { note: report.note })}
              </Text>
            )}
          </Stack>
        </Card>
      )}
    </MemberList>
  );
}

export default pageWithMantine(MyReportsPage);
