'use client';

import { useEffect, useRef } from 'react';
import { UrlPagination } from '@/components/ui/url-pagination';

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

/**
 * The day-book's pages (issue 27 item 6): the server lists one page of receipts and refunds; a
 * page change only rewrites `page` in the address, the filters stay (components/ui/url-pagination).
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
  return (
    <UrlPagination
      page={page}
      pages={pages}
      mt="sm"
      hideInPrint
      summaryTestId="daybook-page"
      summary={
        listed > 0
          ? `Receipts ${first.toLocaleString('en-IN')}–${(first + listed - 1).toLocaleString('en-IN')} of ${receipts.toLocaleString('en-IN')}`
          : `Page ${page} of ${pages}`
      }
      controlLabel={(control) => CONTROL_LABELS[control]}
    />
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
