import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { GRIEVANCE_STATUSES, GRIEVANCE_SUBJECTS, type GrievanceStatusKey } from '@/lib/validation/grievance';

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

/** A ticket as its complainant follows it: status, deadlines, what they wrote, and the replies. */
export function TicketDetails({ view }: { view: TicketView }) {
  return (
    <Paper withBorder radius="md" p="lg" w="100%" maw={720} component="article">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            Ticket {view.ticket}
          </Title>
          <Badge color={STATUS_COLORS[view.status]} size="lg" variant="light">
            {GRIEVANCE_STATUSES[view.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Filed {formatDateTime(view.createdAt)} · acknowledged by {formatDateTime(view.acknowledgeBy)} ·
          resolved by {formatDateTime(view.resolveBy)}
        </Text>
        <Text fw={600}>{GRIEVANCE_SUBJECTS[view.subject]}</Text>
        {view.profile && <Text size="sm">Profile concerned: {view.profile}</Text>}
        <Text style={{ whiteSpace: 'pre-wrap' }}>{view.details}</Text>
        <Title order={3} size="h4" mt="md">
          Replies
        </Title>
        {view.replies.length === 0 && <Text c="dimmed">No reply yet.</Text>}
        {view.replies.map((reply, i) => (
          <Paper key={i} withBorder radius="sm" p="sm" bg="gray.0">
            <Text size="xs" c="dimmed">
              {formatDateTime(reply.createdAt)} · {GRIEVANCE_STATUSES[reply.status]}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{reply.message}</Text>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
