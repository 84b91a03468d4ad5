'use client';

import { Link } from '@/components/ui/link';
import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { useLocale } from 'next-intl';
import { formatNumber } from '@/lib/format';

/** Without `href` the card is a plain figure (nothing to list behind it, e.g. this month's interests). */
type Props = { label: string; value: number; href?: string; color: string; icon: React.ReactNode };

/** One dashboard figure; the whole card links to the list it counts (a client component: it hands Link to Card). */
export function CountCard({ label, value, href, color, icon }: Props) {
  const locale = useLocale();
  const body = (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <div>
        <Text size="sm" c="gray.7" fw={500}>
          {label}
        </Text>
        <Text fz={32} fw={700} lh={1.2} mt={4}>
          {formatNumber(value, locale)}
        </Text>
      </div>
      <ThemeIcon variant="light" color={color} size={44} radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
    </Group>
  );
  return href ? (
    <Card component={Link} href={href} withBorder shadow="xs" padding="lg" aria-label={`${label}: ${value}`}>
      {body}
    </Card>
  ) : (
    <Card withBorder shadow="xs" padding="lg" role="group" aria-label={`${label}: ${value}`}>
      {body}
    </Card>
  );
}
