'use client';

import '@mantine/notifications/styles.css';
import { LazyOverlays } from './overlays';

/**
 * What only the signed-in pages use: toasts (top centre, hidden after 3000 ms, spec section 9) and
 * the confirm dialogs of @mantine/modals. Mounted by the signed-in layout, not the root one, so the
 * public pages do not download them; their code itself downloads on the first toast or dialog
 * (components/shell/overlays.tsx), so member pages do not either until then (issue 28, item 3).
 */
export function SignedInProviders({ children }: { children: React.ReactNode }) {
  return (
    <>
      <LazyOverlays />
      {children}
    </>
  );
}
