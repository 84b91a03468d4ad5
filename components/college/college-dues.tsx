'use client';

import { useState } from 'react';
import type { MRT_RowSelectionState } from 'mantine-react-table';
import { DataList } from '@/components/crud/data-list';
import type { TableDescription } from '@/components/crud/columns';
import { SendReminders } from './send-reminders';

/**
 * The outstanding-dues list: filters, search and CSV export of the admin lists, read-only, with
 * "Send reminders" above it and rows to tick for "Send reminders to N selected" (issue 27 item 4).
 * A row's id is its student's, so the ticked rows are student ids, kept across pages.
 */
export function CollegeDues({ table }: { table: TableDescription }) {
  const [selection, setSelection] = useState<MRT_RowSelectionState>({});
  const students = Object.keys(selection)
    .filter((id) => selection[id])
    .map((id) => `/api/students/${id}`);
  return (
    <>
      <SendReminders selected={students} onSent={() => setSelection({})} />
      <DataList
        table={table}
        renderForm={() => null}
        selection={{ value: selection, onChange: setSelection }}
      />
    </>
  );
}
