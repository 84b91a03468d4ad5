'use client';

import { useMemo } from 'react';
import dynamic from 'next/dynamic';
import { masterColumns, type TableDescription } from './columns';
import { DataList } from './data-list';
import type { ResourceDescription } from './types';

// Loaded on first use, not with the page: the form (and its number inputs) only when New or Edit
// is clicked. The list itself is what the first load is for.
const ResourceFormModal = dynamic(() => import('./resource-form-modal').then((m) => m.ResourceFormModal), {
  ssr: false,
});

/** A master-data screen: the generic list over Id, the resource's fields and Status, and its form. */
export function ResourceList({ resource }: { resource: ResourceDescription }) {
  const table = useMemo<TableDescription>(
    () => ({
      key: resource.key,
      collection: resource.collection,
      title: resource.title,
      emptyMessage: resource.emptyMessage,
      columns: masterColumns(resource.fields),
    }),
    [resource],
  );
  return (
    <DataList table={table} renderForm={(form) => <ResourceFormModal resource={resource} {...form} />} />
  );
}
