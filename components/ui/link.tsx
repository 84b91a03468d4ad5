import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The app's link: next/link, without prefetching unless a link asks for it (`prefetch`). Every page
 * of the app is rendered per request and none has a loading.tsx, so a prefetch fetches only the
 * route's tree and metadata, which a click does not spare; yet next/link prefetches every link that
 * scrolls into view, two requests each: a member page with its menu made 22 (about 55 ms of server
 * CPU, more than the page itself) and a match list 40 more for its candidates, on a phone's network
 * too. ESLint sends every next/link import here (eslint.config.mjs).
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
