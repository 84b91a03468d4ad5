'use client';

import dynamic from 'next/dynamic';
import { withMantine } from '@/components/with-mantine';

/**
 * The signed-in layout's terms form (components/legal/accept-terms.tsx, through
 * accept-terms-island.tsx), downloaded only when a member must accept new terms: a module a layout
 * imports is in every page's first-load JavaScript, rendered or not (issue 28, item 3). Rendered on
 * the server as before.
 */
export const AcceptTerms = dynamic(() => withMantine(import('./accept-terms').then((m) => m.AcceptTerms)));
