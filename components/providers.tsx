'use client';

import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

/**
 * The nonce Mantine puts on its <style> tags. In the browser it is the one of the document's own
 * CSP, read back from a nonced script (the attribute is hidden, the property is not): a refreshed
 * layout brings the nonce of a later request, which this document's policy does not allow.
 */
let documentNonce: string | undefined;
function styleNonce(fromServer: string | undefined): string | undefined {
  if (typeof document === 'undefined') return fromServer;
  documentNonce ||= document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || fromServer;
  return documentNonce;
}

/**
 * Mantine's theme for a client island (components/i18n/client-island.tsx); the signed-in pages add
 * toasts and dialogs (components/shell/signed-in-providers.tsx).
 */
export function Providers({ children, nonce }: { children: React.ReactNode; nonce?: string }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      getStyleNonce={() => styleNonce(nonce) ?? ''}
      // The theme's variables and Mantine's global classes come from app/mantine-theme.css, which
      // every page has (the static public pages too): one copy, not one <style> per provider.
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}
