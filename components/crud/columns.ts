import type { FieldDescription, ResourceDescription } from './types';

/**
 * A list's columns as plain data, so one table serves every admin list: the master-data screens
 * (Id, their fields, Status) and the profile list (about fifty columns of every kind). The kind
 * says how a column shows its value, how it is filtered, and how it is written to the URL and the
 * API query (table-state.ts).
 */
export type ColumnKind =
  /** the row id: equals */
  | 'id'
  /** text: contains */
  | 'text'
  /** a whole number: equals (the list's grouping such as "1,00,000" accepted) */
  | 'integer'
  /** a code (country): equals */
  | 'code'
  /** yes / no: equals, from a select */
  | 'boolean'
  /** the record's status: equals, shown as an icon */
  | 'status'
  /** a reference to master data, embedded as {id, <name>}: any of several, from a multi-select */
  | 'lookup'
  /** a calendar day (YYYY-MM-DD) or a timestamp: is, is not, before, after, between */
  | 'date'
  | 'datetime'
  /** an uploaded image (round avatar, zooms on click) or file (a link); not filtered */
  | 'photo'
  | 'file';

export type ColumnAlign = 'left' | 'center' | 'right';

export type TableColumn = {
  name: string;
  label: string;
  kind: ColumnKind;
  /** For lookups: the master-data collection its filter offers. */
  collection?: string;
  /** inr: rupees with Indian grouping; timeLeft (datetime): the time left against a deadline. */
  display?: 'inr' | 'timeLeft';
  align?: ColumnAlign;
};

/** What a list screen needs besides its rows (serializable: server pages hand it to the browser). */
export type TableDescription = {
  key: string;
  collection: string;
  title: string;
  emptyMessage: string;
  columns: TableColumn[];
  /** A report (the outstanding dues): no New button and no Edit action. */
  readOnly?: boolean;
  /** Rows come from elsewhere (complaints filed by the public): Edit, but no New button. */
  noCreate?: boolean;
};

/** A master-data list: Id, each field under its spec heading, Status. */
export function masterColumns(fields: readonly FieldDescription[]): TableColumn[] {
  return [
    { name: 'id', label: 'Id', kind: 'id' },
    ...fields.map((field): TableColumn => ({
      name: field.name,
      label: field.label,
      kind: field.type === 'integer' ? 'integer' : 'text',
      ...(field.display && { display: field.display }),
      ...(field.align && { align: field.align }),
    })),
    { name: 'status', label: 'Status', kind: 'status' },
  ];
}

/** A master-data screen's list: Id, the resource's fields, Status. */
export const masterTable = (resource: ResourceDescription): TableDescription => ({
  key: resource.key,
  collection: resource.collection,
  title: resource.title,
  emptyMessage: resource.emptyMessage,
  columns: masterColumns(resource.fields),
});

/** The master-data collections a table's lookup columns point into. */
export const lookupCollections = (columns: readonly TableColumn[]) => [
  ...new Set(columns.flatMap((c) => (c.kind === 'lookup' && c.collection ? [c.collection] : []))),
];

export const isFilterable = (column: TableColumn) => column.kind !== 'photo' && column.kind !== 'file';

/**
 * The text of a reference. An IRI (what the API prints: "/api/castes/3") is looked up in `options`,
 * the referenced collection's rows as choices; until they are known it shows nothing (never the
 * raw IRI). A row itself ({"@id", "@type", "id", "caste": "Pillai"} → "Pillai") gives its one
 * property that is not an identifier. Without `options`, a plain value is shown as is.
 */
export function referenceText(value: unknown, options?: readonly { value: string; label: string }[]): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') {
    if (!options) return String(value);
    const id = referenceId(value);
    return options.find((option) => option.value === id)?.label ?? '';
  }
  for (const [key, text] of Object.entries(value)) {
    if (key !== 'id' && !key.startsWith('@')) return text === null || text === undefined ? '' : String(text);
  }
  return '';
}

/** The id of an embedded reference or of an IRI such as /api/genders/2. */
function referenceId(value: unknown): string | null {
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id);
  if (typeof value === 'string') return /\/(\d+)$/.exec(value)?.[1] ?? null;
  return null;
}
