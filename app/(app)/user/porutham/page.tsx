import type { Metadata } from 'next';
import { List, ListItem, Paper, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '@/components/ui/page-title';
import { requireActor } from '@/lib/auth/session';
import { PORUTHAMS } from '@/lib/matching/porutham';
import { METHOD_DOSHAM, METHOD_INTRO, METHOD_NOTES, METHOD_SCORE } from '@/lib/matching/porutham-method';
import { PoruthamCalculator } from './porutham-calculator';

export const metadata: Metadata = { title: 'Porutham' };

type Search = Record<string, string | string[] | undefined>;
const numberOf = (value: string | string[] | undefined) => {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) ? n : null;
};

/**
 * The ten poruthams explained in plain words, with a calculator whose choices live in the URL
 * (?brideStar=&brideRaasi=&groomStar=&groomRaasi=, the API's names) so a result can be shared.
 */
export default async function PoruthamPage({ searchParams }: { searchParams: Promise<Search> }) {
  await requireActor();
  const search = await searchParams;
  const initial = {
    brideStar: numberOf(search.brideStar),
    brideRaasi: numberOf(search.brideRaasi),
    groomStar: numberOf(search.groomStar),
    groomRaasi: numberOf(search.groomRaasi),
  };
  return (
    <>
      <PageTitle>Porutham</PageTitle>
      <Stack gap="lg" maw={900}>
        <Paper withBorder p="lg" radius="md">
          <PoruthamCalculator initial={initial} />
        </Paper>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="method">
          <Title order={2} size="h3" id="method" mb="sm">
            How the ten poruthams are worked out
          </Title>
          <Text mb="sm">{METHOD_INTRO}</Text>
          <Text mb="md">{METHOD_SCORE}</Text>
          <List type="ordered" spacing="sm">
            {PORUTHAMS.map((p) => (
              <ListItem key={p.key}>
                <Text span fw={600}>
                  {p.name}.
                </Text>{' '}
                {METHOD_NOTES[p.key]}
              </ListItem>
            ))}
          </List>
          <Text mt="md" c="gray.7">
            {METHOD_DOSHAM}
          </Text>
        </Paper>
      </Stack>
    </>
  );
}
