import 'server-only';
import { masterRowsById } from '@/lib/data/master-data';
import type { MatchFilters } from '@/lib/data/match-search';
import type { MatchItem } from '@/lib/data/matches';
import { findMasterResourceByCollection, lookupName } from '@/lib/resources/master-data';
import type { MatchCardData } from '@/components/matches/match-card';
import type { Option } from '@/components/matches/match-filters';
import type { MatchFilterValues } from '@/components/matches/filter-query';
import type { MatchQuery } from '@/lib/matching/match-query';
import { poruthamLevel } from '@/lib/matching/porutham-words';
import { displayOf } from '@/lib/data/profiles/display';

/** What the matches page hands its client components: cards, filter values and choices, names resolved here. */

/** Active rows of a lookup as choices, in id order (heights ascend with their ids), named in the page's language. */
export async function optionsOf(collection: string, locale = 'en'): Promise<Option[]> {
  const resource = findMasterResourceByCollection(collection)!;
  const rows = await masterRowsById(resource);
  return [...rows.values()]
    .filter((row) => row.status)
    .map((row) => ({ value: String(row.id), label: lookupName(resource, row, locale) }));
}

export async function cardOf(item: MatchItem, locale = 'en'): Promise<MatchCardData> {
  const shown = await displayOf(item.view, locale);
  return {
    id: item.view.id,
    fullName: shown.fullName ?? '',
    age: shown.age ?? '',
    height: shown.height ?? '',
    qualification: shown.qualification ?? '',
    occupation: shown.occupation ?? '',
    place: [shown.livingCity, shown.livingCountry].filter(Boolean).join(', '),
    photo: typeof item.view.photo === 'string' ? item.view.photo : null,
    score: item.porutham?.score ?? null,
    level: item.porutham ? poruthamLevel(item.porutham) : null,
  };
}

const str = (n: number | undefined) => (n === undefined ? '' : String(n));

/** The form's values for the filters the server applied (preferences with the URL's changes). */
export function filterValuesOf(
  filters: MatchFilters,
  query: Pick<MatchQuery, 'order' | 'direction'>,
): MatchFilterValues {
  return {
    ageFrom: str(filters.ageFrom),
    ageTo: str(filters.ageTo),
    height: filters.heightId === undefined ? null : String(filters.heightId),
    caste: (filters.casteIds ?? []).map(String),
    star: (filters.starIds ?? []).map(String),
    minScore: str(filters.minScore),
    mutual: filters.mutual === true,
    sort: `order[${query.order}]=${query.direction}`,
  };
}
