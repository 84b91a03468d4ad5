import { useLocale, useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/format';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { Group, Paper, Stack, Text, Title, spacing } from '@/components/ui/static-mantine';
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

/** Mantine's Badge, light variant, size lg. */
function StatusBadge({ status, children }: { status: GrievanceStatusKey; children: React.ReactNode }) {
  const color = STATUS_COLORS[status];
  const vars = {
    '--badge-height': 'var(--badge-height-lg)',
    '--badge-padding-x': 'var(--badge-padding-x-lg)',
    '--badge-fz': 'var(--badge-fz-lg)',
    '--badge-bg': `var(--mantine-color-${color}-light)`,
    '--badge-color': `var(--mantine-color-${color}-light-color)`,
    '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  } as React.CSSProperties;
  return (
    <div style={vars} className="m_347db0ec mantine-Badge-root" data-variant="light" data-size="lg">
      <span className="m_5add502a mantine-Badge-label">{children}</span>
    </div>
  );
}

/**
 * A ticket as its complainant follows it: status, deadlines, what they wrote, and the replies, in
 * the reader's language (what the complainant and the officer wrote stays as written). Mantine's
 * markup without its JavaScript (components/ui/static-mantine.tsx): the public ticket page is a
 * server component, and the administrator's modal shows the same.
 */
export function TicketDetails({ view }: { view: TicketView }) {
  const t = useTranslations('grievance');
  const say = useSpecText();
  const locale = useLocale();
  return (
    <Paper
      component="article"
      style={{ padding: spacing('lg'), width: '100%', maxWidth: 'calc(45rem * var(--mantine-scale))' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            {t('ticket', { ticket: view.ticket })}
          </Title>
          <StatusBadge status={view.status}>{t(`status.${view.status}`)}</StatusBadge>
        </Group>
        <Text size="sm" dimmed>
          {t('filed', {
            filed: formatDateTime(view.createdAt, locale),
            acknowledgeBy: formatDateTime(view.acknowledgeBy, locale),
            resolveBy: formatDateTime(view.resolveBy, locale),
          })}
        </Text>
        <Text style={{ fontWeight: 600 }}>{say(GRIEVANCE_SUBJECTS[view.subject])}</Text>
        {view.profile && <Text size="sm">{t('profileConcerned', { profile: view.profile })}</Text>}
        <Text style={{ whiteSpace: 'pre-wrap' }}>{view.details}</Text>
        <Title order={3} size="h4" style={{ marginTop: spacing('md') }}>
          {t('replies')}
        </Title>
        {view.replies.length === 0 && <Text dimmed>{t('noReply')}</Text>}
        {view.replies.map((reply, i) => (
          <Paper
            key={i}
            style={
              {
                '--paper-radius': 'var(--mantine-radius-sm)',
                padding: spacing('sm'),
                background: 'var(--mantine-color-gray-0)',
              } as React.CSSProperties
            }
          >
            <Text size="xs" dimmed>
              {formatDateTime(reply.createdAt, locale)} · {t(`status.${reply.status}`)}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{reply.message}</Text>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
