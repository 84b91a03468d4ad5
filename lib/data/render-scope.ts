import 'server-only';
import { cache } from 'react';

const renderToken = cache(() => ({}));

/**
 * Whether this code runs within a page's server render. There React's cache keeps what a function
 * returned for the whole render, so the token is the same object each time; elsewhere (route
 * handlers, server actions, scripts, tests) it keeps nothing and each call makes a new one. A read
 * may then share what the render read already (lib/data/member-menu.ts), where nothing writes in
 * between, and read anew where a write may have changed it.
 */
export const inPageRender = (): boolean => renderToken() === renderToken();
