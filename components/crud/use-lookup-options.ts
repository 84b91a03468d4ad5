'use client';

import { useEffect, useState } from 'react';
import { collectionPath, fetchCollectionPage } from './api-client';
import { lookupCollections, referenceText, type TableColumn } from './columns';

type LookupOption = { value: string; label: string };
export type LookupOptions = Record<string, LookupOption[]>;

/** One collection's rows as choices: the id and the row's name. */
async function fetchOptions(collection: string, signal?: AbortSignal): Promise<LookupOption[]> {
  const page = await fetchCollectionPage(`${collectionPath(collection)}?pagination=false`, signal);
  return page.members.map((row) => ({ value: String(row.id), label: referenceText(row) }));
}

/** Every lookup column's choices at once (the CSV export names each reference with them). */
export async function fetchLookupOptions(columns: readonly TableColumn[]): Promise<LookupOptions> {
  const collections = lookupCollections(columns);
  const lists = await Promise.all(collections.map((collection) => fetchOptions(collection)));
  return Object.fromEntries(collections.map((collection, i) => [collection, lists[i]]));
}

/**
 * The choices of each lookup column, for its filter and to name the IRIs the API prints in its
 * cells: the whole master-data collection (inactive rows too: old profiles still point at them).
 * `given` are those the server page loaded with it (lib/data/lookup-lists.ts), used as they are;
 * without them each collection is fetched, once per list.
 */
export function useLookupOptions(columns: readonly TableColumn[], given?: LookupOptions): LookupOptions {
  const [options, setOptions] = useState<LookupOptions>({});
  const key = given ? '' : lookupCollections(columns).join(',');

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const collections = key.split(',');
    // One update for all of them: each update redraws every cell of a wide table (the profile list
    // has 23 reference columns), and a list that fills in column by column is slower and restless.
    Promise.allSettled(collections.map((collection) => fetchOptions(collection, controller.signal))).then(
      (results) => {
        if (controller.signal.aborted) return;
        const loaded: LookupOptions = {};
        // A collection that failed leaves its filter empty; the list itself reports a lost connection.
        results.forEach((result, i) => {
          if (result.status === 'fulfilled') loaded[collections[i]] = result.value;
        });
        setOptions(loaded);
      },
    );
    return () => controller.abort();
  }, [key]);

  return given ?? options;
}
