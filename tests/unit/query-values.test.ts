/** @jest-environment node */
import { AppError } from '@/lib/errors';
import { parseListQuery } from '@/lib/hydra/query';
import { parseMatchQuery } from '@/lib/matching/match-query';
import type { ListField } from '@/lib/resources/list';

/**
 * The two query parsers share one value reader (lib/validation/query-values.ts) and keep their own
 * ways: API Platform's list parameters forgive spaces and the case of words and word their 400 as
 * API Platform does; the matches' parameters are read exactly and word theirs their own way.
 */
const fields: ListField[] = [
  { name: 'id', kind: 'id' },
  { name: 'caste', kind: 'relation', collection: 'castes' },
  { name: 'status', kind: 'boolean' },
  { name: 'age', kind: 'number' },
];
const list = (query: string) => parseListQuery(new URLSearchParams(query), fields, 'profiles');
const matches = (query: string) => parseMatchQuery(new URLSearchParams(query));

/** The 400's text, or the answer when there is none. */
function refusal(read: () => unknown): string {
  try {
    return `read: ${JSON.stringify(read())}`;
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 400) throw error;
    return error.message;
  }
}

describe('API Platform list parameters', () => {
  it('read values trimmed, words in any case', () => {
    expect(
      list('status=%20TRUE%20&caste=%20/api/castes/3&age[between]=%202..40&order[age]=%20DESC&pagination=0'),
    ).toEqual({
      pagination: false,
      order: [{ field: 'age', direction: 'desc' }],
      filters: [
        { field: 'caste', op: 'in', values: [3] },
        { field: 'status', op: 'in', values: [true] },
        { field: 'age', op: 'gte', value: 2 },
        { field: 'age', op: 'lte', value: 40 },
      ],
    });
    expect(list('page=%202%20&itemsPerPage=5&page=3&age=-4')).toMatchObject({
      page: 3,
      itemsPerPage: 5,
      filters: [{ field: 'age', op: 'in', values: [-4] }],
    });
  });

  it.each([
    ['status=yes', 'Invalid value for filter "status": "yes".'],
    ['caste=/api/stars/3', 'Invalid value for filter "caste": "/api/stars/3".'],
    ['id=0', 'Invalid value for filter "id": "0".'],
    ['age=1.5', 'Invalid value for filter "age": "1.5".'],
    ['age[gt]=1234567890123456', 'Invalid value for filter "age": "1234567890123456".'],
    ['age[between]=1..x', 'Invalid value for filter "age": "x".'],
    ['order[age]=up', 'Invalid value for filter "order[age]": "up".'],
    ['pagination=maybe', 'Invalid value for filter "pagination": "maybe".'],
    ['page=0', 'Page should not be less than 1'],
    ['page=x', 'Page should not be less than 1'],
    ['itemsPerPage=-1', 'Item per page parameter should not be less than 1'],
  ])('%s: 400 %j', (query, message) => {
    expect(refusal(() => list(query))).toBe(message);
  });
});

describe('the matches parameters', () => {
  it('read words and ids as written, numbers trimmed', () => {
    expect(
      matches('ageFrom=%2021%20&age[lte]=30&caste[]=3&caste=/api/castes/4&mutual=1&order[age]=asc&page=2'),
    ).toEqual({
      overrides: { ageFrom: 21, ageTo: 30, casteIds: [3, 4], mutual: true },
      page: 2,
      itemsPerPage: 12,
      order: 'age',
      direction: 'asc',
    });
    expect(matches('height=&physicallyChallenged=').overrides).toEqual({
      heightId: undefined,
      physicallyChallenged: undefined,
    });
  });

  it.each([
    ['mutual=TRUE', 'Invalid value "TRUE" for the "mutual" parameter.'],
    ['order[score]=DESC', 'Invalid value "DESC" for the "order[score]" parameter.'],
    ['caste[]=%203', 'Invalid value " 3" for the "caste[]" parameter.'],
    ['height=/api/castes/3', 'Invalid value "/api/castes/3" for the "height" parameter.'],
    ['ageFrom=17', 'Invalid value "17" for the "ageFrom" parameter.'],
    ['age[gte]=00018', 'Invalid value "00018" for the "age[gte]" parameter.'],
    ['ageTo=-30', 'Invalid value "-30" for the "ageTo" parameter.'],
    ['page=0', 'Invalid value "0" for the "page" parameter.'],
    ['itemsPerPage=101', 'Invalid value "101" for the "itemsPerPage" parameter.'],
    ['minScore=11', 'Invalid value "11" for the "minScore" parameter.'],
  ])('%s: 400 %j', (query, message) => {
    expect(refusal(() => matches(query))).toBe(message);
  });
});
