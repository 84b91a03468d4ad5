import { csvText } from '@/lib/csv';
import { collectionPath, fetchCollectionPage } from './api-client';
import { referenceText, type TableColumn, type TableDescription } from './columns';
import { formatDay } from './date-filter';
import { apiFilterQuery, type TableUrlState } from './table-state';
import type { ResourceRow } from './types';
import { fetchLookupOptions, type LookupOptions } from './use-lookup-options';

/** The API's largest page: exporting 100,000 rows takes 100 requests, not 10,000. */
const EXPORT_PAGE_SIZE = 1000;
/** A guard against a server that keeps answering with a next page. */
const MAX_PAGES = 10_000;

/** Every row matching the view's filters, search and order (not only the page on screen). */
async function fetchAllRows(
  table: Pick<TableDescription, 'collection' | 'columns'>,
  state: TableUrlState,
): Promise<ResourceRow[]> {
  const query = apiFilterQuery(state, table.columns);
  if (!query) return [];
  query.set('itemsPerPage', String(EXPORT_PAGE_SIZE));
  query.set('page', '1');
  const rows: ResourceRow[] = [];
  let url: string | null = `${collectionPath(table.collection)}?${query}`;
  for (let pages = 0; url && pages < MAX_PAGES; pages++) {
    const page = await fetchCollectionPage(url);
    rows.push(...page.members);
    url = page.members.length ? page.next : null;
  }
  return rows;
}

/** A cell as the list shows it: a reference's name, a date as dd/mm/yyyy; numbers raw. */
function csvValue(column: TableColumn, value: unknown, lookups: LookupOptions) {
  if (column.kind === 'lookup') return referenceText(value, lookups[column.collection ?? ''] ?? []);
  if (column.kind === 'date' || column.kind === 'datetime') return formatDay(value);
  return typeof value === 'number' || typeof value === 'boolean' ? value : String(value ?? '');
}

/** The CSV text: the list's headings, then one line per row (lib/csv.ts defuses and keeps mobiles text). */
export function toCsv(
  columns: readonly TableColumn[],
  rows: readonly ResourceRow[],
  lookups: LookupOptions = {},
): string {
  return csvText(
    columns.map((c) => c.label),
    rows.map((row) => columns.map((c) => csvValue(c, row[c.name], lookups))),
  );
}

/** Saves text as a file through a temporary link; the BOM lets spreadsheets read Tamil text as UTF-8. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Writes the view's rows to a file; `given` lookups (the page's own) spare fetching them. */
export async function exportCsv(
  table: TableDescription,
  state: TableUrlState,
  given?: LookupOptions,
  owner = '',
): Promise<number> {
  const [rows, lookups] = await Promise.all([
    fetchAllRows(table, state),
    given ?? fetchLookupOptions(table.columns),
  ]);
  // A file name keeps to characters every system accepts.
  const prefix = owner.replace(/[\\/:*?"<>|]+/g, ' ').trim();
  downloadText(`${prefix ? `${prefix} - ` : ''}${table.title}.csv`, toCsv(table.columns, rows, lookups));
  return rows.length;
}
