import { Avatar, Badge, Blockquote, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { specText } from '@/lib/i18n/spec-text';
import type { MemberSummary } from '@/lib/data/member-summary';
import { cardImageOf } from '@/lib/media/photo-names';

/**
 * One member in the interest and shortlist lists: photo, name, age, occupation and place, a status
 * badge, whatever the list adds below (contact details), and the buttons on the right (below on a
 * phone). Only the public summary: the number is passed in as `contact` where it is revealed.
 */
type Props = {
  member: MemberSummary;
  badge?: { label: string; color: string };
  note?: string;
  /** The sender's personal note with an interest, quoted. */
  message?: { label: string; text: string } | null;
  contact?: React.ReactNode;
  actions?: React.ReactNode;
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

export function MemberCard({ member, badge, note, message, contact, actions }: Props) {
  const t = useTranslations('member');
  const tv = useTranslations('validation');
  const facts = [t('years', { age: member.age }), member.occupation, member.livingCity]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card withBorder shadow="xs" padding="md" component="article" aria-label={member.fullName}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Group align="flex-start" gap="md" wrap="nowrap" style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Avatar
            src={member.photo && cardImageOf(member.photo).src}
            alt={member.fullName}
            size={64}
            radius="md"
            color="grape"
          >
            {initials(member.fullName)}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} size="lg">
                {member.fullName}
              </Text>
              {badge && (
                <Badge color={badge.color} c="dark.8" variant="light">
                  {specText(badge.label, tv)}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="gray.7">
              {facts}
            </Text>
            {note && (
              <Text size="xs" c="gray.7">
                {note}
              </Text>
            )}
            {message && (
              <Blockquote
                p="xs"
                mt={4}
                color="grape"
                aria-label={message.label}
                styles={{ root: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } }}
              >
                <Text size="sm" c="dark.8">
                  {message.text}
                </Text>
              </Blockquote>
            )}
            {contact}
          </Stack>
        </Group>
        {actions}
      </Group>
    </Card>
  );
}
