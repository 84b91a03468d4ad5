import { act, render as testingLibraryRender, type RenderOptions } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { theme } from '@/components/theme';

/**
 * Renders inside the app's Mantine theme with the toast host, as the real layout does. The
 * 'test' environment turns off transitions and portals, so modals, dropdowns and toasts appear
 * at once inside the rendered tree.
 */
export function render(ui: React.ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return testingLibraryRender(ui, {
    wrapper: ({ children }) => (
      <MantineProvider theme={theme} env="test">
        <Notifications />
        {children}
      </MantineProvider>
    ),
    ...options,
  });
}

// Toasts live in a store shared by every test of a file: each test starts without any.
afterEach(() => act(() => notifications.clean()));

export * from '@testing-library/react';
