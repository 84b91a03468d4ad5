'use client';

import { useMemo } from 'react';
import dynamic from 'next/dynamic';
import { masterTable } from './columns';
import { DataList } from './data-list';
import type { InitialPage, ResourceDescription } from './types';
import { withMantine } from '@/components/with-mantine';

// Loaded on first use, not with the page: the form (and its number inputs) only when New or Edit
// is clicked. The list itself is what the first load is for.
const ResourceFormModal = dynamic(
  () => withMantine(import('./resource-form-modal').then((m) => m.ResourceFormModal)),
  {
    ssr: false,
  },
);

/** A master-data screen: the generic list over Id, the resource's fields and Status, and its form. */
export function ResourceList({
  resource,
  initialPage,
}: {
  resource: ResourceDescription;
  /** The first page, rendered by the server with the screen (app/(app)/admin/initial-page.ts). */
  initialPage?: InitialPage | null;
}) {
  const table = useMemo(() => masterTable(resource), [resource]);
  return (
    <DataList
      table={table}
      initialPage={initialPage}
      renderForm={(form) => <ResourceFormModal resource={resource} {...form} />}
    />
  );
}
