import type { TableColumn, TableDescription } from '@/lib/resources/screens';
import type { FieldDescription, ResourceDescription } from './types';

// The column and table types live in lib/ (college-screens.ts describes its lists with them).
export type { ColumnAlign, ColumnKind, TableColumn, TableDescription } from '@/lib/resources/screens';

/** A master-data list: Id, each field under its spec heading (then a matrimony list's Name in Tamil), Status. */
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

/**
 * More fields than fit beside the menu at 1280 px with a filter input under each heading (three do:
 * a name, a number and the name in Tamil): the Members Plan's five scrolled sideways.
 */
const FIELDS_UNDER_HEADINGS = 3;

/** A fit master list's widths: narrower than each kind's default, its text wrapping instead. */
const FIT_SIZES: Partial<Record<TableColumn['kind'], number>> = {
  id: 70,
  text: 125,
  integer: 110,
  status: 90,
};
const fitted = (column: TableColumn): TableColumn =>
  FIT_SIZES[column.kind] ? { ...column, size: FIT_SIZES[column.kind] } : column;

/**
 * A master-data screen's list: Id, the resource's fields, Status. A list of more fields than fit
 * (the Members Plan) is a `fit` table, as the dues list is: filters open from the headings, text wraps.
 */
export const masterTable = (resource: ResourceDescription): TableDescription => ({
  key: resource.key,
  collection: resource.collection,
  title: resource.title,
  emptyMessage: resource.emptyMessage,
  ...(resource.fields.length > FIELDS_UNDER_HEADINGS
    ? { columns: masterColumns(resource.fields).map(fitted), fit: true }
    : { columns: masterColumns(resource.fields) }),
});

/** The master-data collections a table's lookup columns point into. */
export const lookupCollections = (columns: readonly TableColumn[]) => [
  ...new Set(columns.flatMap((c) => (c.kind === 'lookup' && c.collection ? [c.collection] : []))),
];

export const isFilterable = (column: TableColumn) =>
  column.kind !== 'photo' && column.kind !== 'file' && column.filter !== false && !column.exportOnly;

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
