'use client';

import { Badge, Group, Table, Text } from '@mantine/core';
import type { PoruthamResult, PoruthamVerdict } from '@/lib/matching/porutham';
import { ScoreBadge } from './match-card';

const VERDICT: Record<PoruthamVerdict, { label: string; color: string }> = {
  good: { label: 'Good', color: 'teal.9' },
  medium: { label: 'Medium', color: 'yellow.9' },
  bad: { label: 'Fails', color: 'red.9' },
};

/** Each of the ten poruthams with its result and why, the score, and "Not recommended" when Rajju or Vedhai fails. */
export function PoruthamTable({ result }: { result: PoruthamResult }) {
  return (
    <>
      <Group gap="sm" mb="sm">
        <Text fw={600}>Score</Text>
        <ScoreBadge score={result.score} recommended={result.recommended} />
        <Text fw={700} c={result.recommended ? 'teal.9' : 'red.9'} data-testid="porutham-verdict">
          {result.recommended ? 'Recommended' : 'Not recommended'}
        </Text>
      </Group>
      <Table.ScrollContainer minWidth={360}>
        <Table striped withTableBorder aria-label="Porutham">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Porutham</Table.Th>
              <Table.Th>Result</Table.Th>
              <Table.Th>Why</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.items.map((item) => (
              <Table.Tr key={item.key}>
                <Table.Td>{item.name}</Table.Td>
                <Table.Td>
                  <Badge color={VERDICT[item.result].color} variant="filled" autoContrast>
                    {VERDICT[item.result].label}
                  </Badge>
                </Table.Td>
                <Table.Td>{item.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
