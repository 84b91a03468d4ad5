import { headers } from 'next/headers';
import { MantineIsland } from './mantine-island';
import { NONCE_HEADER } from '@/lib/http/content-security-policy';

/**
 * Mantine's provider (with this request's CSP nonce for its <style> tags) around server-rendered
 * parts that draw Mantine components. Kept out of the signed-in layout and its imports: whatever a
 * layout imports is in every page's first-load JavaScript (issue 28, item 3).
 */
export async function MantineFor({ children }: { children: React.ReactNode }) {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return <MantineIsland nonce={nonce}>{children}</MantineIsland>;
}

/**
 * A signed-in member page that draws Mantine components; tests/unit/mantine-provider.test.ts
 * checks that every page which does is wrapped, and none which does not.
 */
export function pageWithMantine<Props extends object>(
  Page: (props: Props) => React.ReactNode | Promise<React.ReactNode>,
) {
  return function PageWithMantine(props: Props) {
    return (
      <MantineFor>
        <Page {...props} />
      </MantineFor>
    );
  };
}
