'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { fetchCollectionPage } from '@/components/crud/api-client';

/**
 * The photos waiting in the moderation queue, for the administrators' lists: they keep showing a
 * member's new photo, with a Pending badge (issue 22 item 3). Empty outside a provider.
 */
const PendingPhotos = createContext<ReadonlySet<string>>(new Set());

export const usePendingPhotos = () => useContext(PendingPhotos);

export function PendingPhotosProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const controller = new AbortController();
    fetchCollectionPage(
      '/api/moderation_items?kind=photo&status=pending&itemsPerPage=1000',
      controller.signal,
    ).then(
      (page) => setPending(new Set(page.members.map((m) => String(m.photo)))),
      () => undefined, // no badges is the list without its hint, not an error to show
    );
    return () => controller.abort();
  }, []);
  return <PendingPhotos.Provider value={pending}>{children}</PendingPhotos.Provider>;
}
