import { getTableColumns } from 'drizzle-orm';
import type { ResourceDescription } from '@/components/crud/types';
import type { MasterResource } from './master-data';

/**
 * The part of a registry entry the browser gets: plain data (no Drizzle table), plus the length
 * of each text column so the form stops where the database would refuse.
 */
export function describeResource(resource: MasterResource): ResourceDescription {
  const columns = getTableColumns(resource.table) as Record<string, { length?: number }>;
  const [first, ...rest] = resource.fields.map(
    ({ name, type, label, requiredMessage, min, max, display, align, column }) => {
      const length = columns[column]?.length;
      return {
        name,
        type,
        label,
        ...(requiredMessage !== undefined && { requiredMessage }),
        ...(min !== undefined && { min }),
        ...(max !== undefined && { max }),
        ...(display !== undefined && { display }),
        ...(align !== undefined && { align }),
        ...(type === 'text' && typeof length === 'number' && { maxLength: length }),
      };
    },
  );
  return {
    key: resource.key,
    collection: resource.collection,
    title: resource.title,
    emptyMessage: resource.emptyMessage,
    updateMethod: resource.updateMethod ?? 'PATCH',
    fields: [first, ...rest],
  };
}
