'use client';

import { Group, Table, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { PoruthamKey, PoruthamResult } from '@/lib/matching/porutham';
import { reasonIn } from '@/lib/matching/porutham-reasons';
import { poruthamLevel, scoreText } from '@/lib/matching/porutham-words';
import { LevelBadge, VerdictBadge } from './porutham-badges';

/**
 * The ten poruthams of a pair with each result and why, the score and the pair's level, worded
 * and coloured the same on the calculator and the candidate page (issue 24 item 2).
 */
export function PoruthamTable({ result, label }: { result: PoruthamResult; label?: string }) {
  const t = useTranslations('porutham');
  // The reasons in the page's language, in the porutham report's words (pdf.reasons).
  const words = useTranslations('pdf');
  return (
    <>
      <Group gap="sm" mb="sm" wrap="wrap">
        <Text fz="xl" fw={700} data-testid="porutham-score">
          {scoreText(result.score)}
        </Text>
        <LevelBadge level={poruthamLevel(result)} />
      </Group>
      <Table striped withTableBorder verticalSpacing="xs" aria-label={label ?? t('porutham')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('porutham')}</Table.Th>
            <Table.Th w={100}>{t('result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.items.map((item) => (
            <Table.Tr key={item.key}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {t(`names.${item.key as PoruthamKey}`)}
                </Text>
                <Text size="xs" c="gray.7">
                  {reasonIn(words, item.reason)}
                </Text>
              </Table.Td>
              <Table.Td>
                <VerdictBadge verdict={item.result} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
