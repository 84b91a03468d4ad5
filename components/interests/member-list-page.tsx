import { PageTitle } from '@/components/ui/page-title';
import { Stack, Text, spacing } from '@/components/ui/static-mantine';
import { Alert } from '@/components/ui/static-surfaces';
import { useTranslations } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { isAppError } from '@/lib/errors';
import { specText } from '@/lib/i18n/spec-text';
import { ListPager } from './list-pager';

/** Items per page of the member's interest and shortlist pages. */
export const MEMBER_LIST_PAGE_SIZE = 20;

/** The page number of `?page=`, 1 for anything that is not a positive whole number. */
export const pageParam = (value: string | string[] | undefined) => {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
};

/**
 * Reads a member's list; a member the data layer refuses (no profile yet) gets its message in a
 * notice instead of an error page.
 */
export async function readMemberList<T>(read: () => Promise<T>): Promise<{ data: T } | { notice: string }> {
  try {
    return { data: await read() };
  } catch (error) {
    if (isAppError(error) && error.status === 403) return { notice: error.message };
    throw error;
  }
}

/** Title, intro, the cards (or the empty text) and the pager of one member list page. */
export function MemberListPage(props: {
  title: string;
  intro: string;
  empty: string;
  notice?: string;
  path: string;
  page: number;
  lastPage: number;
  children: React.ReactNode[];
}) {
  const tv = useTranslations('validation');
  return (
    <>
      <PageTitle>{props.title}</PageTitle>
      <Text style={{ marginBottom: spacing('md'), color: 'var(--mantine-color-gray-7)' }}>{props.intro}</Text>
      {props.notice ? (
        <Alert id="member-list-notice" color="yellow">
          {specText(props.notice, tv)}
        </Alert>
      ) : props.children.length ? (
        <Stack gap="sm">{props.children}</Stack>
      ) : (
        <Alert id="member-list-empty" color="gray">
          {props.empty}
        </Alert>
      )}
      <ListPager path={props.path} page={props.page} lastPage={props.lastPage} />
    </>
  );
}

type ListTexts = Awaited<ReturnType<typeof getTranslations<'lists'>>>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * A whole member list page (shortlist, blocked members, reports, who viewed me): reads `?page=`,
 * loads that page through the data layer (a refusal becomes the notice), and lays the items out
 * under the `lists` catalogue's `{texts}Title`, `{texts}Intro` and `{texts}Empty`.
 */
export async function MemberList<T>(props: {
  texts: 'shortlist' | 'blocked' | 'reports' | 'views';
  path: string;
  searchParams: SearchParams;
  load: (paging: { page: number; itemsPerPage: number }) => Promise<{ items: T[]; lastPage: number }>;
  /** One item's card, with the page's texts and language. */
  children: (item: T, page: { t: ListTexts; locale: string }) => React.ReactNode;
  /** Under the list, given the notice a refusal left (who viewed me: how to stop browsing privately). */
  after?: (notice: string | undefined) => React.ReactNode;
}) {
  const [t, locale] = await Promise.all([getTranslations('lists'), getLocale()]);
  const page = pageParam((await props.searchParams).page);
  const result = await readMemberList(() => props.load({ page, itemsPerPage: MEMBER_LIST_PAGE_SIZE }));
  const notice = 'notice' in result ? result.notice : undefined;
  return (
    <>
      <MemberListPage
        title={t(`${props.texts}Title`)}
        intro={t(`${props.texts}Intro`)}
        empty={t(`${props.texts}Empty`)}
        notice={notice}
        path={props.path}
        page={page}
        lastPage={'data' in result ? result.data.lastPage : 1}
      >
        {'data' in result ? result.data.items.map((item) => props.children(item, { t, locale })) : []}
      </MemberListPage>
      {props.after?.(notice)}
    </>
  );
}
