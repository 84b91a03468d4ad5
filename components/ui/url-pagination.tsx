'use client';

import type { ReactNode } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Group, Pagination, Text, type MantineSpacing } from '@mantine/core';

type Control = 'first' | 'previous' | 'next' | 'last';

/**
 * The pager of a list the server reads a page at a time (the matches, the day-book): a page change
 * rewrites only `page` in the address, so the filters stay and the server reads that page. The
 * summary ("2,345 matches", "Receipts 1–100 of 105") sits beside it; with one page, only the summary.
 */
export function UrlPagination({
  page,
  pages,
  summary,
  controlLabel,
  mt = 'md',
  summaryTestId,
  hideInPrint = false,
}: {
  page: number;
  pages: number;
  summary: ReactNode;
  /** The accessible name of each arrow button, in the page's language. */
  controlLabel: (control: Control) => string;
  mt?: MantineSpacing;
  summaryTestId?: string;
  hideInPrint?: boolean;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  return (
    <Group justify="space-between" mt={mt} gap="sm" data-print={hideInPrint ? 'hide' : undefined}>
      <Text size="sm" aria-live="polite" data-testid={summaryTestId}>
        {summary}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          siblings={1}
          boundaries={1}
          onChange={(next) => {
            const search = new URLSearchParams(params.toString());
            search.set('page', String(next));
            router.push(`${pathname}?${search.toString()}`);
          }}
          getControlProps={(control) => ({ 'aria-label': controlLabel(control) })}
        />
      )}
    </Group>
  );
}
