import type { FieldDescription } from './types';

/**
 * The list's view (page, page size, sort, column filters, search text) lives in the page's URL so a
 * reload or a shared link shows the same rows. This module is the one translation between that URL,
 * the table's state and the API's query (shared/docs/API.md), kept pure so it is easy to test.
 *
 * URL: ?q=pil&caste=ai&status=true&sort=caste,-id&page=2&size=50
 *  - a column filter is the field's own name (id and integers equal, text contains, status true/false)
 *  - sort lists the columns in order, a leading "-" for descending
 */
export const PAGE_SIZES = [10, 50, 100, 1000] as const;
export const DEFAULT_PAGE_SIZE = 10;

export type SortState = { id: string; desc: boolean }[];
export type FilterState = { id: string; value: string }[];

export type TableUrlState = {
  pageIndex: number;
  pageSize: number;
  sorting: SortState;
  filters: FilterState;
  q: string;
};

export const EMPTY_STATE: TableUrlState = {
  pageIndex: 0,
  pageSize: DEFAULT_PAGE_SIZE,
  sorting: [],
  filters: [],
  q: '',
};

type Kind = 'integer' | 'text' | 'boolean';

/** Every column a list shows, with how it filters: Id, the registry's fields, Status. */
export function columnKinds(fields: readonly FieldDescription[]): Map<string, Kind> {
  const kinds = new Map<string, Kind>([['id', 'integer']]);
  for (const field of fields) kinds.set(field.name, field.type === 'integer' ? 'integer' : 'text');
  kinds.set('status', 'boolean');
  return kinds;
}

const isPositiveInt = (s: string | null): s is string => !!s && /^[1-9]\d{0,8}$/.test(s);

/** A filter value worth sending; anything else is dropped rather than shown as an error. */
function cleanFilter(kind: Kind, raw: unknown): string | null {
  if (raw === null || raw === undefined) return null;
  const value = String(raw).trim();
  if (!value) return null;
  if (kind === 'boolean') return value === 'true' || value === 'false' ? value : null;
  return value;
}

export function parseTableState(params: URLSearchParams, fields: readonly FieldDescription[]): TableUrlState {
  const kinds = columnKinds(fields);
  const page = params.get('page');
  const size = Number(params.get('size'));
  const sorting: SortState = [];
  for (const part of (params.get('sort') ?? '').split(',')) {
    const desc = part.startsWith('-');
    const id = desc ? part.slice(1) : part;
    if (kinds.has(id) && !sorting.some((s) => s.id === id)) sorting.push({ id, desc });
  }
  const filters: FilterState = [];
  for (const [id, kind] of kinds) {
    const value = cleanFilter(kind, params.get(id));
    if (value !== null) filters.push({ id, value });
  }
  return {
    pageIndex: isPositiveInt(page) ? Number(page) - 1 : 0,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sorting,
    filters,
    q: (params.get('q') ?? '').trim(),
  };
}

/** The URL query of a view; defaults are left out so a fresh list has a clean address. */
export function serializeTableState(state: TableUrlState): string {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  for (const filter of state.filters) params.set(filter.id, filter.value);
  if (state.sorting.length)
    params.set('sort', state.sorting.map((s) => (s.desc ? `-${s.id}` : s.id)).join(','));
  if (state.pageIndex > 0) params.set('page', String(state.pageIndex + 1));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(state.pageSize));
  return params.toString();
}

/** Table filter values (from the table library, of any type) → the clean filter list. */
export function normalizeFilters(
  raw: { id: string; value: unknown }[],
  fields: readonly FieldDescription[],
): FilterState {
  const kinds = columnKinds(fields);
  const filters: FilterState = [];
  for (const { id, value } of raw) {
    const kind = kinds.get(id);
    const clean = kind ? cleanFilter(kind, value) : null;
    if (clean !== null) filters.push({ id, value: clean });
  }
  return filters;
}

/**
 * The API query for a view (filters, search and order; paging left to the caller), or null when a
 * filter cannot match anything (letters in an equals-filter on a number), so no request is needed.
 */
export function apiFilterQuery(
  state: TableUrlState,
  fields: readonly FieldDescription[],
): URLSearchParams | null {
  const kinds = columnKinds(fields);
  const params = new URLSearchParams();
  for (const { id, value } of state.filters) {
    if (kinds.get(id) !== 'integer') {
      params.set(id, value);
      continue;
    }
    const digits = value.replace(/[,\s]/g, ''); // "1,00,000" as the list shows it
    if (!/^\d{1,9}$/.test(digits)) return null;
    params.set(id, digits);
  }
  if (state.q) params.set('q', state.q);
  for (const { id, desc } of state.sorting) params.append(`order[${id}]`, desc ? 'desc' : 'asc');
  return params;
}

/** The API query of the page the table shows. */
export function apiPageQuery(
  state: TableUrlState,
  fields: readonly FieldDescription[],
): URLSearchParams | null {
  const params = apiFilterQuery(state, fields);
  if (!params) return null;
  params.set('itemsPerPage', String(state.pageSize));
  params.set('page', String(state.pageIndex + 1));
  return params;
}
