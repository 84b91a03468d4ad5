'use client';

import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * What only the signed-in pages use: toasts (top centre, hidden after 3000 ms, spec section 9) and
 * the confirm dialogs of @mantine/modals. Mounted by the signed-in layout, not the root one, so the
 * public pages do not download them (issue 28, item 3).
 */
export function SignedInProviders({ children }: { children: React.ReactNode }) {
  return (
    <>
      <Notifications position="top-center" autoClose={3000} />
      <ModalsProvider>{children}</ModalsProvider>
    </>
  );
}
