'use client';

import { useMemo, useState } from 'react';
import { Group } from '@mantine/core';
import { DataList } from '@/components/crud/data-list';
import { findCollegeEntity } from '@/lib/resources/college';
import { collegeFormFields, collegeTable } from '@/lib/resources/college-screens';
import { ImportStudents } from './import-students';
import { PromoteBatch } from './promote-batch';
import { RecordFormModal } from './record-form-modal';

/**
 * A college record list (students, fees): the admin screens' DataList with the registry's form;
 * the students' list also imports a CSV of students and promotes a batch (the list reloads after either).
 */
export function CollegeList({ entityKey }: { entityKey: string }) {
  const { entity, table, fields } = useMemo(() => {
    const found = findCollegeEntity(entityKey)!;
    return { entity: found, table: collegeTable(found), fields: collegeFormFields(found) };
  }, [entityKey]);
  const [version, setVersion] = useState(0);
  return (
    <>
      {entityKey === 'student' && (
        <Group justify="flex-end" mb="xs">
          <ImportStudents onDone={() => setVersion((v) => v + 1)} />
          <PromoteBatch onDone={() => setVersion((v) => v + 1)} />
        </Group>
      )}
      <DataList
        key={version}
        table={table}
        renderForm={(form) => <RecordFormModal entity={entity} fields={fields} {...form} />}
      />
    </>
  );
}
