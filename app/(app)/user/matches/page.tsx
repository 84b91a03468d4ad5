import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Alert } from '@/components/ui/static-surfaces';
import { Text } from '@/components/ui/static-mantine';
import { IconPhoneCall } from '@tabler/icons-react';
import { MatchCard } from '@/components/matches/match-card';
import cardClasses from '@/components/matches/match-card.module.css';
import { MatchFilters } from '@/components/matches/match-filters';
import { MatchPagination } from '@/components/matches/match-pagination';
import { SORT_FIELD, filtersToSearch, formToSearch } from '@/components/matches/filter-query';
import { SaveSearch } from '@/components/searches/save-search';
import { PageTitle } from '@/components/ui/page-title';
import { requireArea } from '@/lib/auth/session';
import { listMatches, searchAccess } from '@/lib/data/matches';
import { readPairStates } from '@/lib/data/pair-states';
import { isAppError } from '@/lib/errors';
import { parseMatchQuery, type MatchQuery } from '@/lib/matching/match-query';
import { cardOf, filterValuesOf, optionsOf } from './match-page-data';
import { MATCH_TEXT } from '@/lib/matching/match-text';
import { getTranslations, getLocale } from 'next-intl/server';
import { getSpecText } from '@/lib/i18n/server-spec-text';
import { pageWithMessages } from '@/components/i18n/client-island';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('matches'))('title'),
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The cards whose photos are in the first screen: one on a phone, four in a row at 1280 px. */
const FIRST_CARDS = 4;

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
async function MatchesPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await requireArea('member');
  const [access, say, t] = await Promise.all([
    searchAccess(actor),
    getSpecText(),
    getTranslations('matches'),
  ]);
  if (!access.allowed) {
    return (
      <>
        <PageTitle>{say(MATCH_TEXT.title)}</PageTitle>
        <Alert id="search-access" color="green" icon={<IconPhoneCall aria-hidden />} maxWidth={640}>
          {say(access.reason)}
        </Alert>
      </>
    );
  }

  const params = await searchParams;
  // The filter form sent without JavaScript: its fields, said as the match URL (filter-query.ts).
  if (params[SORT_FIELD] !== undefined) redirect(`/user/matches?${formToSearch(toSearch(params))}`);
  let query: MatchQuery;
  let problem: string | null = null;
  try {
    query = parseMatchQuery(toSearch(params));
  } catch (error) {
    if (!isAppError(error)) throw error;
    problem = error.message;
    query = parseMatchQuery(new URLSearchParams());
  }
  const locale = await getLocale();
  const [result, heights, castes, stars] = await Promise.all([
    listMatches({ actor, query }),
    optionsOf('heights', locale),
    optionsOf('castes', locale),
    optionsOf('stars', locale),
  ]);
  // Where the member stands with each candidate, for the cards' buttons: two queries for the whole page.
  const [cards, pairs] = await Promise.all([
    Promise.all(result.items.map((item) => cardOf(item, locale))),
    readPairStates(
      actor,
      result.items.map((item) => item.view.id),
    ),
  ]);
  const filterValues = filterValuesOf(result.filters, query);
  // What "Save this search" keeps: the URL's search (its page aside), or the applied preferences when it has none.
  const urlSearch = toSearch(params);
  urlSearch.delete('page');
  const saveQuery = problem || !urlSearch.size ? filtersToSearch(filterValues) : urlSearch.toString();

  return (
    <>
      <PageTitle>{say(MATCH_TEXT.title)}</PageTitle>
      {problem && (
        <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
          <Alert id="match-query-problem" color="red">
            {say(problem)} {t('showingPreferences')}
          </Alert>
        </div>
      )}
      <MatchFilters
        key={JSON.stringify(result.filters) + query.order + query.direction}
        initial={filterValues}
        heights={heights}
        castes={castes}
        stars={stars}
      />
      <SaveSearch query={saveQuery} />
      {cards.length === 0 ? (
        <Text>{say(MATCH_TEXT.empty)}</Text>
      ) : (
        <div className={cardClasses.grid}>
          {cards.map((card, index) => (
            <MatchCard key={card.id} match={card} pair={pairs.get(card.id)} first={index < FIRST_CARDS} />
          ))}
        </div>
      )}
      <MatchPagination
        page={result.page}
        lastPage={result.lastPage}
        total={result.totalItems}
        exact={result.totalExact}
        search={toSearch(params)}
      />
    </>
  );
}

export default pageWithMessages(['interests', 'member', 'porutham', 'searches', 'validation'], MatchesPage);
