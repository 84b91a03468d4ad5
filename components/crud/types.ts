import type { MasterField } from '@/lib/resources/master-data';

/**
 * What the browser needs to know about one master-data resource: the serializable part of a
 * registry entry (the Drizzle table stays on the server), plus a few facts read from the schema.
 */
export type FieldDescription = Pick<
  MasterField,
  'name' | 'type' | 'label' | 'requiredMessage' | 'min' | 'max' | 'display' | 'align'
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

/** One row of a list as the API sends it (JSON-LD keys included). */
export type ResourceRow = { id: number; status: boolean } & Record<string, unknown>;
