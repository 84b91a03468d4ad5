import { Alert, Stack, Text } from '@mantine/core';
import { PageTitle } from '@/components/ui/page-title';
import { isAppError } from '@/lib/errors';
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
  return (
    <>
      <PageTitle>{props.title}</PageTitle>
      <Text c="gray.7" mb="md">
        {props.intro}
      </Text>
      {props.notice ? (
        <Alert color="yellow">{props.notice}</Alert>
      ) : props.children.length ? (
        <Stack gap="sm">{props.children}</Stack>
      ) : (
        <Alert color="gray">{props.empty}</Alert>
      )}
      <ListPager path={props.path} page={props.page} lastPage={props.lastPage} />
    </>
  );
}
