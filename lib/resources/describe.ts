import { getTableColumns } from 'drizzle-orm';
import type { MasterField, MasterResource } from './master-data';

/**
 * What the browser needs to know about one master-data resource: the serializable part of a
 * registry entry (the Drizzle table stays on the server), plus a few facts read from the schema.
 */
export type FieldDescription = Pick<
  MasterField,
  'name' | 'type' | 'label' | 'requiredMessage' | 'min' | 'max' | 'display' | 'align' | 'initial'
> & {
  /** Longest text the database column holds. */
  maxLength?: number;
};

export type ResourceDescription = {
  key: string;
  collection: string;
  title: string;
  emptyMessage: string;
  /** How an edit is sent: merge-patch, or a full replace for the screens that always did so. */
  updateMethod: 'PATCH' | 'PUT';
  fields: [FieldDescription, ...FieldDescription[]];
};

/**
 * The part of a registry entry the browser gets: plain data (no Drizzle table), plus the length
 * of each text column so the form stops where the database would refuse.
 */
export function describeResource(resource: MasterResource): ResourceDescription {
  const columns = getTableColumns(resource.table) as Record<string, { length?: number }>;
  const [first, ...rest] = resource.fields.map(
    ({ name, type, label, requiredMessage, min, max, display, align, initial, column }) => {
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
        ...(initial !== undefined && { initial }),
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
