'use client';

import { useEffect, useRef } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Group, Pagination, Text } from '@mantine/core';

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

/**
 * The day-book's pages (issue 27 item 6): the server lists one page of receipts and refunds; a
 * page change only rewrites `page` in the address, the filters stay.
 */
export function DaybookPager({
  page,
  pages,
  first,
  listed,
  receipts,
}: {
  page: number;
  pages: number;
  /** The receipts this page lists: `listed` of them from the `first`, of `receipts` in all. */
  first: number;
  listed: number;
  receipts: number;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  return (
    <Group justify="space-between" mt="sm" gap="sm" data-print="hide">
      <Text size="sm" aria-live="polite" data-testid="daybook-page">
        {listed > 0
          ? `Receipts ${first.toLocaleString('en-IN')}–${(first + listed - 1).toLocaleString('en-IN')} of ${receipts.toLocaleString('en-IN')}`
          : `Page ${page} of ${pages}`}
      </Text>
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
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      />
    </Group>
  );
}

/** Opens the print dialog once the whole day-book is on screen (Print on a day-book of many pages). */
export function DaybookAutoPrint() {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    window.print();
  }, []);
  return null;
}
