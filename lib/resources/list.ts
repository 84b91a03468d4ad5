/**
 * What a list (admin table, API collection) can be filtered and sorted on, and the typed options a
 * list request carries. Isomorphic: the admin screens build ListOptions from their URL state, the
 * API builds them from API Platform query parameters (lib/hydra/query.ts), and the data layer turns
 * them into SQL (lib/data/list-query.ts).
 */
type ListFieldKind =
  /** the row id: exact, several with [], an IRI of the resource accepted */
  | 'id'
  /** text: partial, case-insensitive ("contains") */
  | 'text'
  /** a code compared as is (country) */
  | 'exact'
  | 'boolean'
  /** a whole number: exact and ranges (gt, gte, lt, lte, between) */
  | 'number'
  /** a reference to another resource: in, by id or IRI */
  | 'relation'
  /** a timestamp (creation date) or a calendar date (expiry): after/before ranges */
  | 'datetime'
  | 'date';

export type ListField = {
  name: string;
  kind: ListFieldKind;
  /** For relations: the collection the ids belong to (/api/{collection}/{id}). */
  collection?: string;
  /** Part of the global search `q`. */
  search?: boolean;
};

export type ListFilter =
  | { field: string; op: 'in'; values: (number | string | boolean)[] }
  | { field: string; op: 'contains'; values: string[] }
  | { field: string; op: 'gt' | 'gte' | 'lt' | 'lte'; value: number | string }
  /**
   * Dates only: not on that day, empty values included (the admin list's "is not", which no pair
   * of after/before can say). For a timestamp the day is the 24 hours from the instant given.
   */
  | { field: string; op: 'not_on'; value: string };

export type ListOrder = { field: string; direction: 'asc' | 'desc' };

export type ListOptions = {
  /** 1-based. */
  page?: number;
  /** Default 30, at most 1000. */
  itemsPerPage?: number;
  /** false: every row in one answer (capped at 1000 for large lists). */
  pagination?: boolean;
  filters?: ListFilter[];
  order?: ListOrder[];
  /** Global "contains" search over the list's searchable fields. */
  q?: string;
};

export type ListResult<T> = {
  items: T[];
  totalItems: number;
  /** The page served and its size; paginated false when everything came in one answer. */
  page: number;
  itemsPerPage: number;
  paginated: boolean;
  lastPage: number;
};

export const DEFAULT_ITEMS_PER_PAGE = 30;
export const MAX_ITEMS_PER_PAGE = 1000;
