'use client';

import { useEffect, useState } from 'react';
import { collectionPath, fetchCollectionPage } from './api-client';
import { referenceText, type TableColumn } from './columns';

export type LookupOption = { value: string; label: string };
export type LookupOptions = Record<string, LookupOption[]>;

/**
 * The choices of each lookup column's filter: the whole master-data collection (inactive rows
 * too: old profiles still point at them), fetched once per list.
 */
export function useLookupOptions(columns: readonly TableColumn[]): LookupOptions {
  const [options, setOptions] = useState<LookupOptions>({});
  const wanted = [...new Set(columns.flatMap((c) => (c.kind === 'lookup' && c.collection ? [c.collection] : [])))];
  const key = wanted.join(',');

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    for (const collection of key.split(',')) {
      fetchCollectionPage(`${collectionPath(collection)}?pagination=false`, controller.signal).then(
        (page) =>
          setOptions((all) => ({
            ...all,
            [collection]: page.members.map((row) => ({ value: String(row.id), label: referenceText(row) })),
          })),
        () => undefined, // the filter stays empty; the list itself reports a lost connection
      );
    }
    return () => controller.abort();
  }, [key]);

  return options;
}
