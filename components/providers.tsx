'use client';

import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { cssVariablesResolver, theme } from './theme';

/** Toasts sit at top centre and hide after 3000 ms (spec section 9). */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-center" autoClose={3000} />
      <ModalsProvider>{children}</ModalsProvider>
    </MantineProvider>
  );
}
