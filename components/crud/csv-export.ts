import Papa from 'papaparse';
import { collectionPath, fetchCollectionPage } from './api-client';
import { apiFilterQuery, type TableUrlState } from './table-state';
import type { FieldDescription, ResourceDescription, ResourceRow } from './types';

/** The API's largest page: exporting 100,000 rows takes 100 requests, not 10,000. */
const EXPORT_PAGE_SIZE = 1000;
/** A guard against a server that keeps answering with a next page. */
const MAX_PAGES = 10_000;

/** Every row matching the view's filters, search and order (not only the page on screen). */
export async function fetchAllRows(
  resource: Pick<ResourceDescription, 'collection' | 'fields'>,
  state: TableUrlState,
): Promise<ResourceRow[]> {
  const query = apiFilterQuery(state, resource.fields);
  if (!query) return [];
  query.set('itemsPerPage', String(EXPORT_PAGE_SIZE));
  query.set('page', '1');
  const rows: ResourceRow[] = [];
  let url: string | null = `${collectionPath(resource.collection)}?${query}`;
  for (let pages = 0; url && pages < MAX_PAGES; pages++) {
    const page = await fetchCollectionPage(url);
    rows.push(...page.members);
    url = page.members.length ? page.next : null;
  }
  return rows;
}

/** The CSV text: the list's headings and raw values (numbers unformatted, so spreadsheets can sum them). */
export function toCsv(fields: readonly FieldDescription[], rows: readonly ResourceRow[]): string {
  const headings = ['Id', ...fields.map((f) => f.label), 'Status'];
  const data = rows.map((row) => [row.id, ...fields.map((f) => row[f.name] ?? ''), row.status]);
  // escapeFormulae: a name starting with "=" must not run as a formula when the file is opened.
  return Papa.unparse({ fields: headings, data }, { escapeFormulae: true });
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

export async function exportCsv(resource: ResourceDescription, state: TableUrlState): Promise<number> {
  const rows = await fetchAllRows(resource, state);
  downloadText(`${resource.title}.csv`, toCsv(resource.fields, rows));
  return rows.length;
}
