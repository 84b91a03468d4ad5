import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '@/components/theme';

/**
 * Mantine's own markup of `element`, under the app's theme (its <style> tags come from
 * app/mantine-theme.css): what components/ui/static-mantine.tsx and light-form.tsx must write.
 */
export const mantineMarkup = (element: React.ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {element}
    </MantineProvider>,
  );
