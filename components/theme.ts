import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'grape',
  // Shade 8, not Mantine's default 6: white on grape-6 and grape-6 on its light tint fall below
  // the 4.5:1 contrast WCAG AA asks for (axe flags the New button and the active menu entry).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  // Tamil from the app's own font (app/fonts.ts), whatever the system has. First: its unicode-range
  // keeps it to Tamil, and behind system-ui Chromium settled Tamil laid out before the face arrived on
  // the system's fallback (boxes where it has no Tamil) and kept it (tests/e2e/tamil.spec.ts).
  fontFamily: 'var(--font-tamil), system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});

/**
 * Mantine's light error red (red-6) is 3.3:1 on white; red-9 passes AA for messages under fields.
 * Its dimmed grey (gray-6, hints under fields and the home page's lead text) is 3.3:1 on white and
 * less on the public pages' grape-0: gray-7 passes AA on both.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
