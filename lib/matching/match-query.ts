import type { MatchFilters, MatchOrder } from './match-filters';
import { AppError } from '@/lib/errors';
import { AGE_MAX, AGE_MIN } from '@/lib/resources/profile';
import { lastValue as last, queryReader } from '@/lib/validation/query-values';

/**
 * The matches' query parameters, read the same way from the API's URL and the page's
 * searchParams (so a page URL and an API URL mean the same search). What a parameter does not
 * mention keeps the member's preference; a parameter sent empty (`caste[]=`) means "any".
 * Bad values are a 400 with a message that names the parameter. The values are read by
 * lib/validation/query-values.ts, as API Platform's list parameters are, but exactly as written.
 */
export type MatchQuery = {
  /** The filters the URL sets or clears (a key present with `undefined` clears the preference). */
  overrides: MatchFilters;
  page: number;
  itemsPerPage: number;
  order: MatchOrder;
  direction: 'asc' | 'desc';
};

const MATCHES_PER_PAGE = 12;
const MATCHES_MAX_PER_PAGE = 100;

/** The list filters: query parameter (also with []) → filter key and the collection of its IRIs. */
const MATCH_LIST_PARAMS = {
  caste: { key: 'casteIds', collection: 'castes' },
  star: { key: 'starIds', collection: 'stars' },
  raasi: { key: 'raasiIds', collection: 'raasis' },
  qualification: { key: 'qualificationIds', collection: 'qualifications' },
  occupation: { key: 'occupationIds', collection: 'occupations' },
  motherTongue: { key: 'motherTongueIds', collection: 'mothertongues' },
  maritalStatus: { key: 'maritalStatusIds', collection: 'maritalstatuses' },
} as const satisfies Record<string, { key: keyof MatchFilters; collection: string }>;

/** Every query parameter the matches take (docs and hydra:search list them). */
export const MATCH_QUERY_VARIABLES = [
  'ageFrom',
  'ageTo',
  'age[gte]',
  'age[lte]',
  'height',
  ...Object.keys(MATCH_LIST_PARAMS).map((name) => `${name}[]`),
  'physicallyChallenged',
  'chevvaiDhosam',
  'minScore',
  'mutual',
  'order[score]',
  'order[age]',
  'order[newest]',
  'page',
  'itemsPerPage',
];

const bad = (name: string, value: string) =>
  AppError.badRequest(`Invalid value "${value}" for the "${name}" parameter.`);

const read = queryReader(bad, { lenient: false });
const integer = (name: string, value: string, min: number, max: number) =>
  read.integer(name, value, { min, max, digits: 4 });
const boolean = read.boolean;

export function parseMatchQuery(search: URLSearchParams): MatchQuery {
  const overrides: MatchFilters = {};
  const from = last(search, 'ageFrom', 'age[gte]');
  if (from)
    overrides.ageFrom = from.value === '' ? undefined : integer(from.name, from.value, AGE_MIN, AGE_MAX);
  const to = last(search, 'ageTo', 'age[lte]');
  if (to) overrides.ageTo = to.value === '' ? undefined : integer(to.name, to.value, AGE_MIN, AGE_MAX);

  const height = last(search, 'height');
  if (height) {
    overrides.heightId = height.value === '' ? undefined : read.id('height', height.value, 'heights');
  }

  for (const [name, { key, collection }] of Object.entries(MATCH_LIST_PARAMS)) {
    const values = [...search.getAll(`${name}[]`), ...search.getAll(name)];
    if (!values.length) continue;
    const ids = values.filter((v) => v !== '').map((v) => read.id(`${name}[]`, v, collection));
    overrides[key] = ids.length ? ids : undefined;
  }

  const challenged = last(search, 'physicallyChallenged');
  if (challenged)
    overrides.physicallyChallenged =
      challenged.value === '' ? undefined : boolean(challenged.name, challenged.value);
  const dosham = last(search, 'chevvaiDhosam');
  if (dosham)
    overrides.chevvaiDhosam = dosham.value === '' ? undefined : String(boolean(dosham.name, dosham.value));

  const minScore = last(search, 'minScore');
  if (minScore && minScore.value !== '') {
    const n = /^\d{1,2}(\.\d+)?$/.test(minScore.value) ? Number(minScore.value) : NaN;
    if (!(n >= 0 && n <= 10)) throw bad('minScore', minScore.value);
    overrides.minScore = n;
  }
  const mutual = last(search, 'mutual');
  if (mutual && mutual.value !== '') overrides.mutual = boolean('mutual', mutual.value);

  let order: MatchOrder = 'newest';
  let direction: 'asc' | 'desc' = 'desc';
  for (const [key, value] of search) {
    const match = /^order\[(score|age|newest|date)\]$/.exec(key);
    if (!match) continue;
    direction = read.direction(key, value);
    order = match[1] === 'date' ? 'newest' : (match[1] as MatchOrder);
    break;
  }

  const page = last(search, 'page');
  const perPage = last(search, 'itemsPerPage');
  return {
    overrides,
    page: page ? integer('page', page.value, 1, 9999) : 1,
    itemsPerPage: perPage
      ? integer('itemsPerPage', perPage.value, 1, MATCHES_MAX_PER_PAGE)
      : MATCHES_PER_PAGE,
    order,
    direction,
  };
}

/** The member's preferences with what the URL sets or clears laid over them. */
export const applyOverrides = (preferences: MatchFilters, overrides: MatchFilters): MatchFilters => ({
  ...preferences,
  ...overrides,
});
