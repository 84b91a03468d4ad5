import type { ComponentType } from 'react';

/**
 * A component downloaded on demand (a dialog, the toast host), with Mantine's provider downloaded
 * beside it and put around it when no page provider is above it: a signed-in member page without
 * Mantine of its own has none (components/mantine-island.tsx). Use it on the import itself, so the
 * provider never joins the importing page's first load:
 *   dynamic(() => withMantine(import('./dialog').then((m) => m.Dialog)))
 * tests/unit/mantine-provider.test.ts checks that every such import that reaches Mantine goes through it.
 */
export function withMantine<Props extends object>(
  component: Promise<ComponentType<Props>>,
): Promise<(props: Props) => React.JSX.Element> {
  return Promise.all([component, import('./mantine-island')]).then(([Component, { MantineIsland }]) => {
    function WithMantine(props: Props) {
      return (
        <MantineIsland>
          <Component {...props} />
        </MantineIsland>
      );
    }
    WithMantine.displayName = `WithMantine(${Component.displayName ?? Component.name})`;
    return WithMantine;
  });
}
