'use client';

import { MantineProvider } from '@mantine/core';
import { setNonce } from 'get-nonce';
import { cssVariablesResolver, theme } from './theme';

/**
 * The nonce Mantine puts on its <style> tags. In the browser it is the one of the document's own
 * CSP, read back from a nonced script (the attribute is hidden, the property is not): a refreshed
 * layout brings the nonce of a later request, which this document's policy does not allow.
 */
let documentNonce: string | undefined;
function styleNonce(fromServer: string | undefined): string | undefined {
  if (typeof document === 'undefined') return fromServer;
  if (!documentNonce) {
    documentNonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || fromServer;
    // Mantine's Modal and Drawer lock the page's scroll with react-remove-scroll, whose <style> takes
    // its nonce from get-nonce: without it the policy blocked that style (and the page scrolled
    // behind an open dialog).
    if (documentNonce) setNonce(documentNonce);
  }
  return documentNonce;
}

/**
 * Mantine's theme around a part that draws Mantine components (components/mantine-island.tsx).
 */
export function Providers({ children, nonce }: { children: React.ReactNode; nonce?: string }) {
  const resolved = styleNonce(nonce) ?? '';
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      getStyleNonce={() => resolved}
      // The theme's variables and Mantine's global classes come from app/mantine-theme.css, which
      // every page has (the static public pages too): one copy, not one <style> per provider.
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}
