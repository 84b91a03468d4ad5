'use client';

import { useContext } from 'react';
import { MantineContext } from '@mantine/core';
import { Providers } from './providers';

/**
 * Mantine's provider around a part that draws Mantine components, unless one is already above it.
 * The signed-in layout has none (a member page that draws no Mantine downloads none: issue 28,
 * item 3); a page that does is wrapped with pageWithMantine (components/mantine-page.tsx), the staff
 * areas by their layouts, and a part downloaded later (a dialog, the toasts) by withMantine
 * (components/with-mantine.tsx).
 */
export function MantineIsland({ nonce, children }: { nonce?: string; children: React.ReactNode }) {
  const provided = useContext(MantineContext) !== null;
  return provided ? children : <Providers nonce={nonce}>{children}</Providers>;
}
