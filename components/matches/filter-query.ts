import type { MatchFilterValues } from './match-filters';

/**
 * Every filter written into the URL, cleared ones as empty values (`caste[]=`), so the URL alone
 * says what is searched and a preference the member cleared stays cleared (lib/matching/match-query.ts).
 */
export function filtersToSearch(values: MatchFilterValues): string {
  const search = new URLSearchParams();
  search.set('ageFrom', values.ageFrom);
  search.set('ageTo', values.ageTo);
  search.set('height', values.height ?? '');
  for (const [name, list] of [
    ['caste[]', values.caste],
    ['star[]', values.star],
  ] as const) {
    if (list.length) list.forEach((v) => search.append(name, v));
    else search.set(name, '');
  }
  if (values.minScore !== '') search.set('minScore', values.minScore);
  if (values.mutual) search.set('mutual', 'true');
  const [key, direction] = values.sort.split('=');
  search.set(key, direction);
  return search.toString();
}
