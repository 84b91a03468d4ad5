import { Card, SimpleGrid, Text, Title } from '@mantine/core';

/**
 * One section of the candidate view: label/value pairs. Labels keep full-strength text (weight
 * sets them apart, not a dimmed grey that would fall below WCAG AA contrast).
 */
export function Facts({
  title,
  facts,
}: {
  title: string;
  facts: [label: string, value: string | undefined][];
}) {
  const shown = facts.filter(([, value]) => value !== undefined && value !== '');
  if (!shown.length) return null;
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" component="dl" m={0}>
        {shown.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" fw={700} c="dark.9">
              {label}
            </Text>
            <Text component="dd" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
