import type { Metadata } from 'next';
import { Alert, SimpleGrid, Text } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { MatchCard } from '@/components/matches/match-card';
import { MatchFilters } from '@/components/matches/match-filters';
import { MatchPagination } from '@/components/matches/match-pagination';
import { PageTitle } from '@/components/ui/page-title';
import { requireArea } from '@/lib/auth/session';
import { listMatches, searchAccess } from '@/lib/data/matches';
import { isAppError } from '@/lib/errors';
import { parseMatchQuery, type MatchQuery } from '@/lib/matching/match-query';
import { cardOf, filterValuesOf, optionsOf } from './match-page-data';
import { MATCH_TEXT } from '@/lib/matching/match-text';

export const metadata: Metadata = { title: 'Matches' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function toSearch(params: Record<string, string | string[] | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    for (const v of [value ?? []].flat()) search.append(key, v);
  return search;
}

/**
 * The member's matches: filters start from their Looking For preferences and live in the URL;
 * the server filters, sorts and pages (lib/data/matches.ts). Until the team has verified the
 * member's mobile (and while the profile is inactive) the spec's waiting notice stands here instead.
 */
export default async function MatchesPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await requireArea('member');
  const access = await searchAccess(actor);
  if (!access.allowed) {
    return (
      <>
        <PageTitle>{MATCH_TEXT.title}</PageTitle>
        <Alert color="green" variant="light" icon={<IconPhoneCall aria-hidden />} maw={640}>
          {access.reason}
        </Alert>
      </>
    );
  }

  let query: MatchQuery;
  let problem: string | null = null;
  try {
    query = parseMatchQuery(toSearch(await searchParams));
  } catch (error) {
    if (!isAppError(error)) throw error;
    problem = error.message;
    query = parseMatchQuery(new URLSearchParams());
  }
  const [result, heights, castes, stars] = await Promise.all([
    listMatches({ actor, query }),
    optionsOf('heights'),
    optionsOf('castes'),
    optionsOf('stars'),
  ]);
  const cards = await Promise.all(result.items.map(cardOf));

  return (
    <>
      <PageTitle>{MATCH_TEXT.title}</PageTitle>
      {problem && (
        <Alert color="red" variant="light" mb="md">
          {problem} Showing your preferences instead.
        </Alert>
      )}
      <MatchFilters
        key={JSON.stringify(result.filters) + query.order + query.direction}
        initial={filterValuesOf(result.filters, query)}
        heights={heights}
        castes={castes}
        stars={stars}
      />
      {cards.length === 0 ? (
        <Text>{MATCH_TEXT.empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {cards.map((card) => (
            <MatchCard key={card.id} match={card} />
          ))}
        </SimpleGrid>
      )}
      <MatchPagination page={result.page} lastPage={result.lastPage} total={result.totalItems} />
    </>
  );
}
