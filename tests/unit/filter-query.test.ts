import { filtersToSearch, formToSearch, SORTS } from '@/components/matches/filter-query';
import { parseMatchQuery } from '@/lib/matching/match-query';

/** What the match filter form sends (a GET form), as the browser writes it. */
const form = (fields: [string, string][]) => new URLSearchParams(fields);

describe('the match filters in the URL', () => {
  test('the form written into the URL: lists cleared with an empty value, the order as order[...]', () => {
    expect(
      decodeURIComponent(
        filtersToSearch({
          ageFrom: '22',
          ageTo: '30',
          height: null,
          caste: [],
          star: ['3', '7'],
          minScore: '',
          mutual: false,
          sort: 'order[age]=asc',
        }),
      ),
    ).toBe('ageFrom=22&ageTo=30&height=&caste[]=&star[]=3&star[]=7&order[age]=asc');
  });

  test('what the GET form sends becomes the same URL as the enhanced form pushes', () => {
    const sent = form([
      ['ageFrom', '22'],
      ['ageTo', ' 30 '],
      ['height', '4'],
      ['minScore', '6.5'],
      ['caste[]', ''],
      ['caste[]', '12'],
      ['star[]', ''],
      ['sort', 'order[score]=desc'],
      ['mutual', 'true'],
    ]);
    expect(decodeURIComponent(formToSearch(sent))).toBe(
      'ageFrom=22&ageTo=30&height=4&caste[]=12&star[]=&minScore=6.5&mutual=true&order[score]=desc',
    );
  });

  test('empty fields clear, nothing ticked means any, an unknown order is the newest first', () => {
    const sent = form([
      ['ageFrom', ''],
      ['ageTo', ''],
      ['height', ''],
      ['minScore', ''],
      ['caste[]', ''],
      ['star[]', ''],
      ['sort', 'order[password]=asc'],
    ]);
    expect(decodeURIComponent(formToSearch(sent))).toBe(
      'ageFrom=&ageTo=&height=&caste[]=&star[]=&order[newest]=desc',
    );
  });

  test.each(SORTS.map((sort) => sort.value))(
    'the order %s reads back as the page and the API read it',
    (sort) => {
      const query = parseMatchQuery(new URLSearchParams(formToSearch(form([['sort', sort]]))));
      expect(`order[${query.order}]=${query.direction}`).toBe(sort);
      expect(query.overrides).toEqual({
        ageFrom: undefined,
        ageTo: undefined,
        heightId: undefined,
        casteIds: undefined,
        starIds: undefined,
      });
    },
  );

  test('the GET form as sent (with the empty list values) and its URL mean the same search', () => {
    const sent = form([
      ['ageFrom', '25'],
      ['ageTo', '40'],
      ['height', ''],
      ['caste[]', ''],
      ['caste[]', '2'],
      ['star[]', ''],
      ['minScore', ''],
      ['sort', 'order[age]=desc'],
    ]);
    const raw = new URLSearchParams(sent);
    raw.delete('sort');
    raw.set('order[age]', 'desc');
    expect(parseMatchQuery(new URLSearchParams(formToSearch(sent)))).toEqual(parseMatchQuery(raw));
  });
});
