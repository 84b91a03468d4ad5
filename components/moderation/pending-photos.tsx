'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * The photos waiting in the moderation queue, for the administrators' lists: they keep showing a
 * member's new photo, with a Pending badge (issue 22 item 3). Read by the server with the page
 * (no request of its own); empty outside a provider.
 */
const PendingPhotos = createContext<ReadonlySet<string>>(new Set());

export const usePendingPhotos = () => useContext(PendingPhotos);

export function PendingPhotosProvider({ photos, children }: { photos: string[]; children: ReactNode }) {
  const pending = useMemo(() => new Set(photos), [photos]);
  return <PendingPhotos.Provider value={pending}>{children}</PendingPhotos.Provider>;
}
