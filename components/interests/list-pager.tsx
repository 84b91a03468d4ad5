import Link from 'next/link';
import { Button, Group, Text } from '@mantine/core';

/** Previous and next page links of a member's list; the page lives in the URL (?page=). */
export function ListPager({ path, page, lastPage }: { path: string; page: number; lastPage: number }) {
  if (lastPage <= 1) return null;
  const href = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  return (
    <Group justify="center" gap="md" mt="md">
      {page > 1 ? (
        <Button component={Link} href={href(page - 1)} variant="default" size="xs">
          Previous
        </Button>
      ) : (
        <Button variant="default" size="xs" disabled>
          Previous
        </Button>
      )}
      <Text size="sm">
        Page {page} of {lastPage}
      </Text>
      {page < lastPage ? (
        <Button component={Link} href={href(page + 1)} variant="default" size="xs">
          Next
        </Button>
      ) : (
        <Button variant="default" size="xs" disabled>
          Next
        </Button>
      )}
    </Group>
  );
}
