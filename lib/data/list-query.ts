import 'server-only';
import { SQL, type SQLWrapper, and, asc, eq, gt, gte, ilike, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '@/lib/errors';
import { isRealDay, isRealTimestamp } from '@/lib/validation/calendar';
import {
  DEFAULT_ITEMS_PER_PAGE,
  MAX_ITEMS_PER_PAGE,
  type ListField,
  type ListFilter,
  type ListOptions,
  type ListResult,
} from '@/lib/resources/list';

export type { ListField, ListOptions, ListResult } from '@/lib/resources/list';

/**
 * What each list field name filters and sorts on: a Drizzle column, or an SQL expression where
 * the list shows something computed (a receipt number, "cancelled", a derived table's column).
 */
type ListColumn = AnyPgColumn | SQL;
export type ListColumns = Record<string, ListColumn>;

export type Paging = { page: number; itemsPerPage: number; paginated: boolean; limit?: number; offset: number };

/**
 * Page and page size of a request. `unpaginatedCap` bounds pagination=false (undefined: no bound,
 * for the small master-data lists); itemsPerPage above the maximum is lowered to it, as API Platform does.
 */
export function pagingOf(options: ListOptions, unpaginatedCap?: number): Paging {
  const page = options.page ?? 1;
  const itemsPerPage = Math.min(options.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE);
  if (!Number.isSafeInteger(page) || page < 1) throw AppError.badRequest('Page should not be less than 1');
  if (!Number.isSafeInteger(itemsPerPage) || itemsPerPage < 1) {
    throw AppError.badRequest('Item per page parameter should not be less than 1');
  }
  if (options.pagination === false) return { page: 1, itemsPerPage, paginated: false, limit: unpaginatedCap, offset: 0 };
  return { page, itemsPerPage, paginated: true, limit: itemsPerPage, offset: (page - 1) * itemsPerPage };
}

export function resultOf<T>(items: T[], totalItems: number, paging: Paging): ListResult<T> {
  const lastPage = paging.paginated ? Math.max(1, Math.ceil(totalItems / paging.itemsPerPage)) : 1;
  return { items, totalItems, page: paging.page, itemsPerPage: paging.itemsPerPage, paginated: paging.paginated, lastPage };
}

/** "contains" must not let the user's % and _ act as wildcards. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function fieldOf(fields: ListField[], name: string): ListField {
  const field = fields.find((f) => f.name === name);
  if (!field) throw AppError.badRequest(`Unknown filter "${name}".`);
  return field;
}

const isInteger = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const badValue = (field: string, value: unknown) =>
  AppError.badRequest(`Invalid value for filter "${field}": ${JSON.stringify(value)}.`);

/**
 * The values an integer column can hold. A filter beyond them (age=32768 on a smallint) made
 * PostgreSQL fail the query ("out of range", a 500); it is the client's mistake, so a 400.
 */
const INTEGER_RANGES: Record<string, [number, number]> = {
  PgSmallInt: [-32_768, 32_767],
  PgSmallSerial: [-32_768, 32_767],
  PgInteger: [-2_147_483_648, 2_147_483_647],
  PgSerial: [-2_147_483_648, 2_147_483_647],
};

function inRange(field: ListField, column: ListColumn, value: number): number {
  // An expression has no declared type to check against: PostgreSQL's own range error is then a 400 (db-errors.ts).
  const range = column instanceof SQL ? undefined : INTEGER_RANGES[column.columnType];
  if (range && (value < range[0] || value > range[1])) {
    throw AppError.badRequest(`Invalid value for filter "${field.name}": ${value} is out of range.`);
  }
  return value;
}

/** A comparison value in the column's own terms (Date for timestamps, YYYY-MM-DD for dates). */
function comparable(field: ListField, column: ListColumn, value: unknown): number | string | Date {
  if (field.kind === 'datetime') {
    if (typeof value !== 'string' || !isRealTimestamp(value)) throw badValue(field.name, value);
    return new Date(value);
  }
  if (field.kind === 'date') {
    if (typeof value !== 'string' || !isRealDay(value)) throw badValue(field.name, value);
    return value.slice(0, 10);
  }
  if ((field.kind === 'number' || field.kind === 'id') && isInteger(value)) return inRange(field, column, value);
  throw badValue(field.name, value);
}

function inValues(field: ListField, column: ListColumn, values: unknown[]): (number | string | boolean)[] {
  return values.map((value) => {
    if (typeof value === 'number' && isInteger(value)) return inRange(field, column, value);
    const ok =
      field.kind === 'boolean'
        ? typeof value === 'boolean'
        : field.kind === 'text' || field.kind === 'exact'
          ? typeof value === 'string'
          : isInteger(value);
    if (!ok) throw badValue(field.name, value);
    return value as number | string | boolean;
  });
}

function filterCondition(field: ListField, column: ListColumn, filter: ListFilter): SQL | undefined {
  // Drizzle's operators take a column or an expression through separate overloads; as an SQLWrapper both are one.
  const target: SQLWrapper = column;
  switch (filter.op) {
    case 'in': {
      const values = inValues(field, column, filter.values);
      if (values.length === 0) return sql`false`;
      return values.length === 1 ? eq(target, values[0]) : inArray(target, values);
    }
    case 'contains': {
      if (field.kind !== 'text') throw AppError.badRequest(`Filter "${field.name}" does not support "contains".`);
      const values = filter.values.filter((v) => typeof v === 'string' && v !== '');
      if (values.length === 0) return undefined;
      return or(...values.map((v) => ilike(column, `%${escapeLike(v)}%`)));
    }
    case 'not_on': {
      if (field.kind !== 'date' && field.kind !== 'datetime') {
        throw AppError.badRequest(`Filter "${field.name}" does not support "not_on".`);
      }
      const start = comparable(field, column, filter.value);
      if (start instanceof Date) {
        const end = new Date(start.getTime() + 24 * 60 * 60 * 1000);
        return or(isNull(target), lt(target, start), gte(target, end));
      }
      return or(isNull(target), ne(target, start));
    }
    default: {
      if (!['number', 'datetime', 'date'].includes(field.kind)) {
        throw AppError.badRequest(`Filter "${field.name}" does not support ranges.`);
      }
      const value = comparable(field, column, filter.value);
      const compare = { gt, gte, lt, lte }[filter.op];
      if (!compare) throw AppError.badRequest(`Unknown operator for filter "${field.name}".`);
      return compare(target, value);
    }
  }
}

/** The WHERE clause of a list: every filter, and q as "contains" over the searchable fields. */
export function listWhere(fields: ListField[], columns: ListColumns, options: ListOptions): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  for (const filter of options.filters ?? []) {
    const field = fieldOf(fields, filter.field);
    const column = columns[field.name];
    if (!column) throw AppError.badRequest(`Unknown filter "${filter.field}".`);
    conditions.push(filterCondition(field, column, filter));
  }
  const q = options.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    // Numbers are searched as the list shows them: "1,500" (or Indian "1,00,000") finds 1500 / 100000.
    const numberPattern = `%${escapeLike(q.replace(/(?<=\d),(?=\d)/g, ''))}%`;
    const searched = fields
      .filter((f) => f.search && columns[f.name])
      .map((f) =>
        f.kind === 'text' ? ilike(columns[f.name], pattern) : sql`cast(${columns[f.name]} as text) ilike ${numberPattern}`,
      );
    conditions.push(searched.length ? or(...searched) : sql`false`);
  }
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

/**
 * Descending with empty values last, like ascending: the order people expect, and the one the
 * profile_date_idx index is built in (DESC NULLS LAST), so a default page is an index walk.
 */
export const descNullsLast = (column: ListColumn): SQL => sql`${column} desc nulls last`;

/** ORDER BY the requested fields, then the defaults; the id last keeps pages stable. */
export function listOrderBy(columns: ListColumns, options: ListOptions, defaults: SQL[], id: ListColumn): SQL[] {
  const requested = (options.order ?? []).map(({ field, direction }) => {
    const column = columns[field];
    if (!column) throw AppError.badRequest(`Unknown order "${field}".`);
    if (direction !== 'asc' && direction !== 'desc') throw badValue(`order[${field}]`, direction);
    return direction === 'asc' ? asc(column) : descNullsLast(column);
  });
  if (requested.length === 0) return defaults;
  return options.order?.some((o) => columns[o.field] === id) ? requested : [...requested, asc(id)];
}
