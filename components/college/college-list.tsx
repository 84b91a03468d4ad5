'use client';

import { useMemo } from 'react';
import { DataList } from '@/components/crud/data-list';
import { findCollegeEntity } from '@/lib/resources/college';
import { collegeFormFields, collegeTable } from '@/lib/resources/college-screens';
import { RecordFormModal } from './record-form-modal';

/** A college record list (students, fees): the admin screens' DataList with the registry's form. */
export function CollegeList({ entityKey }: { entityKey: string }) {
  const { entity, table, fields } = useMemo(() => {
    const found = findCollegeEntity(entityKey)!;
    return { entity: found, table: collegeTable(found), fields: collegeFormFields(found) };
  }, [entityKey]);
  return (
    <DataList
      table={table}
      renderForm={(form) => <RecordFormModal entity={entity} fields={fields} {...form} />}
    />
  );
}
