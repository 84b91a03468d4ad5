/** The filters as the form holds them (strings, as the inputs do); empty means "any". */
export type MatchFilterValues = {
  ageFrom: string;
  ageTo: string;
  height: string | null;
  caste: string[];
  star: string[];
  minScore: string;
  mutual: boolean;
  sort: string;
};

/** The orders offered, with their words' keys in the catalogue (namespace "matches"). */
export const SORTS = [
  { value: 'order[newest]=desc', key: 'sortNewest' },
  { value: 'order[age]=asc', key: 'sortYoungest' },
  { value: 'order[age]=desc', key: 'sortOldest' },
  { value: 'order[score]=desc', key: 'sortScore' },
] as const;

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

/** The field that names the order in the filter form (components/matches/match-filters.tsx): its presence marks a sent form. */
export const SORT_FIELD = 'sort';

/**
 * What the filter form sends (a GET form: `ageFrom`, `ageTo`, `height`, `caste[]`, `star[]`,
 * `minScore`, `mutual=true` when ticked, `sort=order[age]=asc`; the lists also send an empty
 * `caste[]=` so that none ticked means "any") as the page's and the API's URL search
 * (filtersToSearch): the browser's enhancement pushes it, the page redirects a form sent without
 * JavaScript to it.
 */
export function formToSearch(form: URLSearchParams): string {
  const sort = form.get(SORT_FIELD);
  return filtersToSearch({
    ageFrom: form.get('ageFrom')?.trim() ?? '',
    ageTo: form.get('ageTo')?.trim() ?? '',
    height: form.get('height') || null,
    caste: form.getAll('caste[]').filter(Boolean),
    star: form.getAll('star[]').filter(Boolean),
    minScore: form.get('minScore')?.trim() ?? '',
    mutual: form.get('mutual') === 'true',
    sort: SORTS.some((s) => s.value === sort) ? sort! : SORTS[0].value,
  });
}
