import { renderToStaticMarkup } from 'react-dom/server';
import { Group, Pagination, Text } from '@mantine/core';
import { mantineMarkup as mantine } from '../helpers/mantine-markup';
import { LinkPagination, pageRange } from '@/components/ui/link-pagination';

const label = (control: string) => `${control} page`;

/** Mantine's pager (as components/ui/url-pagination.tsx draws it) for `pages` pages at `page`. */
const theirs = (page: number, pages: number) =>
  mantine(
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" aria-live="polite">
        12 matches
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': label(control) })}
        />
      )}
    </Group>,
  );

const ours = (page: number, pages: number, search = new URLSearchParams('ageTo=30&caste%5B%5D=')) =>
  renderToStaticMarkup(
    <LinkPagination
      page={page}
      pages={pages}
      summary="12 matches"
      controlLabel={label}
      pathname="/user/matches"
      search={search}
    />,
  );

/** Our links as Mantine's buttons: the same element but for the tag, the address and the type (before the aria-). */
const asButtons = (markup: string) =>
  markup
    .replace(/<a ([^>]*?) href="[^"]*"([^>]*)>/g, (_, before: string, after: string) => {
      const attributes = before + after;
      const aria = attributes.indexOf(' aria-');
      return aria < 0
        ? `<button ${attributes} type="button">`
        : `<button ${attributes.slice(0, aria)} type="button"${attributes.slice(aria)}>`;
    })
    .replace(/<\/a>/g, '</button>');

test.each([
  [1, 1],
  [1, 3],
  [3, 3],
  [1, 10],
  [3, 10],
  [5, 10],
  [8, 10],
  [10, 10],
  [50, 120],
])('page %i of %i is drawn as Mantine draws its pager', (page, pages) => {
  expect(asButtons(ours(page, pages))).toBe(theirs(page, pages));
});

test('each page is a link to the same search with only its page changed', () => {
  const html = ours(2, 3, new URLSearchParams('ageTo=30&caste%5B%5D=&page=2'));
  const links = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>/g)].map((m) => m[1].replaceAll('&amp;', '&'));
  expect(links).toEqual([
    '/user/matches?ageTo=30&caste%5B%5D=&page=1', // previous
    '/user/matches?ageTo=30&caste%5B%5D=&page=1',
    '/user/matches?ageTo=30&caste%5B%5D=&page=2',
    '/user/matches?ageTo=30&caste%5B%5D=&page=3',
    '/user/matches?ageTo=30&caste%5B%5D=&page=3', // next
  ]);
  expect(html).toMatch(/aria-current="page"[^>]*>2<\/a>/);
  expect(html).toContain('aria-label="previous page"');
});

test('the pages shown are those of Mantine usePagination', () => {
  expect(pageRange(5, 1)).toEqual([1, 2, 3, 4, 5]);
  expect(pageRange(20, 10)).toEqual([1, 'dots', 9, 10, 11, 'dots', 20]);
  expect(pageRange(20, 2)).toEqual([1, 2, 3, 4, 5, 'dots', 20]);
  expect(pageRange(20, 19)).toEqual([1, 'dots', 16, 17, 18, 19, 20]);
});
