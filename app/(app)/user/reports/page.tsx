import type { Metadata } from 'next';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import {
  MEMBER_LIST_PAGE_SIZE,
  MemberListPage,
  pageParam,
  readMemberList,
} from '@/components/interests/member-list-page';
import { requireArea } from '@/lib/auth/session';
import { listReports } from '@/lib/data/moderation/reports';
import { formatDateTime } from '@/lib/format';
import { MODERATION_STATUSES, REPORT_REASONS, type ModerationStatus } from '@/lib/validation/moderation';

export const metadata: Metadata = { title: 'My reports' };

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
export default async function MyReportsPage({ searchParams }: Props) {
  const actor = await requireArea('member');
  const page = pageParam((await searchParams).page);
  const result = await readMemberList(() =>
    listReports({ actor, page, itemsPerPage: MEMBER_LIST_PAGE_SIZE }),
  );
  const items = 'data' in result ? result.data.items : [];
  return (
    <MemberListPage
      title="My reports"
      intro="The members you reported, and what our team decided. The member is not told who reported them."
      empty="You have not reported anyone."
      notice={'notice' in result ? result.notice : undefined}
      path="/user/reports"
      page={page}
      lastPage={'data' in result ? result.data.lastPage : 1}
    >
      {items.map((report) => (
        <Card
          key={report.id}
          withBorder
          padding="md"
          component="article"
          aria-label={`Report on ${report.fullName}`}
        >
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{report.fullName}</Text>
              <Badge color={COLORS[report.status]} c="dark.8" variant="light">
                {MODERATION_STATUSES[report.status]}
              </Badge>
            </Group>
            <Text size="sm">
              {REPORT_REASONS[report.reason]} · reported {formatDateTime(report.createdAt)}
              {report.decidedAt ? ` · decided ${formatDateTime(report.decidedAt)}` : ''}
            </Text>
            <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-wrap' }}>
              {report.details}
            </Text>
          </Stack>
        </Card>
      ))}
    </MemberListPage>
  );
}
