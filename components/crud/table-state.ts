import { isFilterable, type ColumnKind, type TableColumn } from './columns';
import {
  cleanDateFilter,
  dateFilterApiParams,
  dateFilterFromUrl,
  dateFilterUrlParams,
  type DateFilter,
} from './date-filter';

/**
 * The list's view (page, page size, sort, column filters, search text) lives in the page's URL so a
 * reload or a shared link shows the same rows. This module is the one translation between that URL,
 * the table's state and the API's query (shared/docs/API.md), kept pure so it is easy to test.
 *
 * URL: ?q=pil&caste=ai&status=true&gender[]=1&gender[]=2&date[after]=2026-01-01&sort=caste,-id&page=2&size=50
 *  - a column filter is the field's own name (id and integers equal, text contains, status true/false)
 *  - a lookup's chosen ids repeat name[]; a date filter is name[is|not|before|after]=day, or
 *    name[after] with name[before] for between
 *  - sort lists the columns in order, a leading "-" for descending
 */
export const PAGE_SIZES = [10, 50, 100, 1000] as const;
const DEFAULT_PAGE_SIZE = 10;

type SortState = { id: string; desc: boolean }[];
/** Text for most kinds; the chosen ids for a lookup; op and day(s) for a date. */
type FilterValue = string | string[] | DateFilter;
export type FilterState = { id: string; value: FilterValue }[];

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

/** Every column the API filters and sorts on, with its kind (uploads are neither). */
function columnKinds(columns: readonly TableColumn[]): Map<string, ColumnKind> {
  return new Map(columns.filter(isFilterable).map((c) => [c.name, c.kind]));
}

const isPositiveInt = (s: string | null): s is string => !!s && /^[1-9]\d{0,8}$/.test(s);
const isId = (s: string) => /^\d{1,9}$/.test(s);

/** A filter value worth sending; anything else is dropped rather than shown as an error. */
function cleanFilter(kind: ColumnKind, raw: unknown): FilterValue | null {
  if (raw === null || raw === undefined) return null;
  if (kind === 'date' || kind === 'datetime') return cleanDateFilter(raw);
  if (kind === 'lookup') {
    const ids = (Array.isArray(raw) ? raw : [raw]).map((v) => String(v).trim()).filter(isId);
    return ids.length ? [...new Set(ids)] : null;
  }
  const value = String(raw).trim();
  if (!value) return null;
  if (kind === 'boolean' || kind === 'status') return value === 'true' || value === 'false' ? value : null;
  return value;
}

export function parseTableState(params: URLSearchParams, columns: readonly TableColumn[]): TableUrlState {
  const kinds = columnKinds(columns);
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
    const raw =
      kind === 'lookup'
        ? params.getAll(`${id}[]`)
        : kind === 'date' || kind === 'datetime'
          ? dateFilterFromUrl(params, id)
          : params.get(id);
    const value = cleanFilter(kind, raw);
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
  for (const { id, value } of state.filters) {
    if (Array.isArray(value)) value.forEach((v) => params.append(`${id}[]`, v));
    else if (typeof value === 'object') dateFilterUrlParams(id, value).forEach(([k, v]) => params.set(k, v));
    else params.set(id, value);
  }
  if (state.sorting.length)
    params.set('sort', state.sorting.map((s) => (s.desc ? `-${s.id}` : s.id)).join(','));
  if (state.pageIndex > 0) params.set('page', String(state.pageIndex + 1));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(state.pageSize));
  return params.toString();
}

/** Table filter values (from the table library, of any type) → the clean filter list. */
export function normalizeFilters(
  raw: { id: string; value: unknown }[],
  columns: readonly TableColumn[],
): FilterState {
  const kinds = columnKinds(columns);
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
  columns: readonly TableColumn[],
): URLSearchParams | null {
  const kinds = columnKinds(columns);
  const params = new URLSearchParams();
  for (const { id, value } of state.filters) {
    const kind = kinds.get(id);
    if (!kind) continue;
    if (Array.isArray(value)) {
      value.forEach((v) => params.append(`${id}[]`, v));
    } else if (typeof value === 'object') {
      if (kind !== 'date' && kind !== 'datetime') continue;
      dateFilterApiParams(id, kind, value).forEach(([k, v]) => params.set(k, v));
    } else if (kind === 'id' || kind === 'integer') {
      const digits = value.replace(/[,\s]/g, ''); // "1,00,000" as the list shows it
      if (!/^\d{1,9}$/.test(digits)) return null;
      params.set(id, digits);
    } else {
      params.set(id, kind === 'code' ? value.toUpperCase() : value);
    }
  }
  if (state.q) params.set('q', state.q);
  for (const { id, desc } of state.sorting) params.append(`order[${id}]`, desc ? 'desc' : 'asc');
  return params;
}

/** The API query of the page the table shows. */
export function apiPageQuery(state: TableUrlState, columns: readonly TableColumn[]): URLSearchParams | null {
  const params = apiFilterQuery(state, columns);
  if (!params) return null;
  params.set('itemsPerPage', String(state.pageSize));
  params.set('page', String(state.pageIndex + 1));
  return params;
}
