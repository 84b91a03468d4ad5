'use client';

import { DataList } from '@/components/crud/data-list';
import type { TableDescription } from '@/components/crud/columns';
import { RecordFormModal, type FormField } from './record-form-modal';

/** A college list (students, fees): the admin screens' DataList with the college form. */
export function CollegeList({
  table,
  formTitle,
  fields,
}: {
  table: TableDescription;
  formTitle: string;
  fields: FormField[];
}) {
  return (
    <DataList
      table={table}
      renderForm={(form) => (
        <RecordFormModal title={formTitle} collection={table.collection} fields={fields} {...form} />
      )}
    />
  );
}
