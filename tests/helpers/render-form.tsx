import { act, render, type RenderOptions } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { theme } from '@/components/theme';

/**
 * Renders a form inside the app's Mantine theme with the toast host, as the real layout does.
 * env="test" turns off transitions and portals, so dropdowns and toasts appear inside the tree.
 */
export function renderForm(ui: React.ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, {
    wrapper: ({ children }) => (
      <MantineProvider theme={theme} env="test">
        <Notifications />
        {children}
      </MantineProvider>
    ),
    ...options,
  });
}

// Toasts live in a store shared by the tests of a file: each test starts without any.
afterEach(() => act(() => notifications.clean()));
