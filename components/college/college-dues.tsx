'use client';

import { DataList } from '@/components/crud/data-list';
import type { TableDescription } from '@/components/crud/columns';

/** The outstanding-dues list: filters, search and CSV export of the admin lists, read-only. */
export function CollegeDues({ table }: { table: TableDescription }) {
  return <DataList table={table} renderForm={() => null} />;
}
