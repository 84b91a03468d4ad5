'use client';

import { DataList } from '@/components/crud/data-list';
import type { TableDescription } from '@/components/crud/columns';
import type { InitialPage } from '@/components/crud/types';
import { GrievanceModal } from './grievance-modal';

/** The administrators' tickets: the generic list (nearest deadline first) and the ticket's own form. */
export function GrievanceList({
  table,
  initialPage,
}: {
  table: TableDescription;
  initialPage?: InitialPage | null;
}) {
  return (
    <DataList table={table} initialPage={initialPage} renderForm={(form) => <GrievanceModal {...form} />} />
  );
}
