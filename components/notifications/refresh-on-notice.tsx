'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { NOTICES_CHANGED } from './notification-bell';

/**
 * Renders the page again whenever the member's notices change (the bell's live stream): a new
 * message moves its conversation up the message list and bumps its unread figure without a reload.
 */
export function RefreshOnNotice() {
  const router = useRouter();
  useEffect(() => {
    const refresh = () => router.refresh();
    window.addEventListener(NOTICES_CHANGED, refresh);
    return () => window.removeEventListener(NOTICES_CHANGED, refresh);
  }, [router]);
  return null;
}
