'use client';

import { useCallback, useMemo } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { parseTableState, serializeTableState, type TableUrlState } from './table-state';
import type { TableColumn } from './columns';

/**
 * The list's view, read from and written to the address bar. Writing uses history.replaceState,
 * which Next.js folds into useSearchParams without asking the server for the page again; replace
 * rather than push, so typing in a filter does not fill the Back button with one entry per key.
 */
export function useTableUrlState(columns: readonly TableColumn[]) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = searchParams.toString();
  const state = useMemo(() => parseTableState(new URLSearchParams(query), columns), [query, columns]);

  const setState = useCallback(
    (next: TableUrlState) => {
      const search = serializeTableState(next);
      // Compared with the address itself, not with useSearchParams: Next.js folds a replaceState
      // into the hook only on a later render, so two quick changes (a filter set, then emptied)
      // would otherwise be checked against a stale address and the second one dropped.
      if (search === window.location.search.replace(/^\?/, '')) return;
      window.history.replaceState(null, '', search ? `${pathname}?${search}` : pathname);
    },
    [pathname],
  );

  return [state, setState] as const;
}
