import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/format';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { GRIEVANCE_SUBJECTS, type GrievanceStatusKey } from '@/lib/validation/grievance';

export type TicketView = {
  ticket: string;
  subject: keyof typeof GRIEVANCE_SUBJECTS;
  details: string;
  profile: string | null;
  status: GrievanceStatusKey;
  createdAt: Date;
  acknowledgeBy: Date;
  resolveBy: Date;
  replies: { message: string; status: GrievanceStatusKey; createdAt: Date }[];
};

const STATUS_COLORS: Record<GrievanceStatusKey, string> = {
  received: 'orange',
  in_progress: 'blue',
  resolved: 'green',
  rejected: 'gray',
};

/**
 * A ticket as its complainant follows it: status, deadlines, what they wrote, and the replies, in
 * the reader's language (what the complainant and the officer wrote stays as written).
 */
export function TicketDetails({ view }: { view: TicketView }) {
  const t = useTranslations('grievance');
  const say = useSpecText();
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="lg" w="100%" maw={720} component="article">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            {t('ticket', { ticket: view.ticket })}
          </Title>
          <Badge color={STATUS_COLORS[view.status]} size="lg" variant="light">
            {t(`status.${view.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('filed', {
            filed: formatDateTime(view.createdAt, locale),
            acknowledgeBy: formatDateTime(view.acknowledgeBy, locale),
            resolveBy: formatDateTime(view.resolveBy, locale),
          })}
        </Text>
        <Text fw={600}>{say(GRIEVANCE_SUBJECTS[view.subject])}</Text>
        {view.profile && <Text size="sm">{t('profileConcerned', { profile: view.profile })}</Text>}
        <Text style={{ whiteSpace: 'pre-wrap' }}>{view.details}</Text>
        <Title order={3} size="h4" mt="md">
          {t('replies')}
        </Title>
        {view.replies.length === 0 && <Text c="dimmed">{t('noReply')}</Text>}
        {view.replies.map((reply, i) => (
          <Paper key={i} withBorder radius="sm" p="sm" bg="gray.0">
            <Text size="xs" c="dimmed">
              {formatDateTime(reply.createdAt, locale)} · {t(`status.${reply.status}`)}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{reply.message}</Text>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
