'use client';

import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { parseTableState, serializeTableState, type TableUrlState } from './table-state';
import type { TableColumn } from './columns';

/**
 * Addresses this list wrote that the router has not shown yet, in order (the last is the view), and
 * the address the router showed when they were written or the last of them it has shown since.
 */
type Written = { at: string; pending: string[] };

/**
 * The list's view, read from and written to the address bar. Writing uses history.replaceState,
 * which Next.js folds into useSearchParams without asking the server for the page again; replace
 * rather than push, so typing in a filter does not fill the Back button with one entry per key.
 *
 * Next.js folds a replaceState in a transition, so on a busy machine useSearchParams lags behind
 * the address by a second or more, and shows the addresses written one after the other. The view
 * is therefore the last address this list wrote until the router has shown it: read from
 * useSearchParams meanwhile, a filter set then emptied at once was compared with the view from
 * before the filter and dropped (the Expiry day of /admin/profile came back). An address the
 * router shows that the list did not write (a link, Back) is the view again.
 *
 * When the router shows an address, it also writes it into the address bar (Next.js's
 * HistoryUpdater): an older address of this list's, shown on its own while the router lags, put
 * that older view back in the bar until the router showed the last one too, seconds later on a busy
 * machine (the one path found to the Expiry day coming back into the address in a full e2e run).
 * The bar is set back to the view in that same commit.
 */
export function useTableUrlState(columns: readonly TableColumn[]) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const [written, setWritten] = useState<Written | null>(null);

  if (written && query !== written.at) {
    const shown = written.pending.indexOf(query);
    // Caught up with the last write, or an address of its own: the router's is the view again.
    if (shown < 0 || shown === written.pending.length - 1) setWritten(null);
    else setWritten({ at: query, pending: written.pending.slice(shown + 1) });
  }
  const current = written && query !== written.at && written.pending.indexOf(query) < 0 ? null : written;
  const search = current ? current.pending[current.pending.length - 1] : query;
  const state = useMemo(() => parseTableState(new URLSearchParams(search), columns), [search, columns]);

  // While the router lags behind this list's writes, the bar shows the view, whatever the router
  // wrote there when it showed an older one. Its history state is Next.js's own (`__NA`), so Next.js
  // passes the write through without another restore: the router already has the view's address
  // queued, from this list's write of it.
  useLayoutEffect(() => {
    if (!current || window.location.search.replace(/^\?/, '') === search) return;
    window.history.replaceState(window.history.state, '', search ? `${pathname}?${search}` : pathname);
  });

  const setState = useCallback(
    (next: TableUrlState) => {
      const nextSearch = serializeTableState(next);
      setWritten((prev) => {
        const last = prev ? prev.pending[prev.pending.length - 1] : query;
        if (nextSearch === last) return prev;
        return prev
          ? { at: prev.at, pending: [...prev.pending, nextSearch] }
          : { at: query, pending: [nextSearch] };
      });
      if (nextSearch === window.location.search.replace(/^\?/, '')) return;
      window.history.replaceState(null, '', nextSearch ? `${pathname}?${nextSearch}` : pathname);
    },
    [pathname, query, setWritten],
  );

  return [state, setState] as const;
}
