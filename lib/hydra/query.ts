import { AppError } from '@/lib/errors';
import type { ListField, ListFilter, ListOptions, ListOrder } from '@/lib/resources/list';
import { isRealDay, isRealTimestamp } from '@/lib/validation/calendar';
import { lastValue, queryReader } from '@/lib/validation/query-values';

/**
 * API Platform's query parameters (API.md, "Query parameters") as typed list options:
 * page, itemsPerPage, pagination, partial/exact/relation/boolean filters with optional [] or [N],
 * date[after|before|strictly_after|strictly_before], number[gt|gte|lt|lte|between], order[...], q.
 * Unknown parameters are ignored; a known one with a value that cannot be read is a 400. The values
 * are read by lib/validation/query-values.ts, as the matches' parameters are, the API Platform way.
 */
type Param = { base: string; keys: string[]; value: string };

function splitKey(key: string): { base: string; keys: string[] } | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return null;
  const keys = [...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]);
  return { base: match[1], keys };
}

const bad = (name: string, value: string) =>
  AppError.badRequest(`Invalid value for filter "${name}": ${JSON.stringify(value)}.`);

const read = queryReader(bad, { lenient: true });

/** page and itemsPerPage: a whole number from 1, else API Platform's message for each. */
const pageNumber = (name: string, value: string, message: string) =>
  queryReader(() => AppError.badRequest(message), { lenient: true }).integer(name, value, { min: 1 });

const DATE_OPS: Record<string, ListFilter['op']> = {
  after: 'gte',
  before: 'lte',
  strictly_after: 'gt',
  strictly_before: 'lt',
};
const NOT_ON = 'not_on';
/** The key of one value of a list parameter: empty (`[]`) or an index (`[0]`). */
const LIST_KEY = /^\d{0,9}$/;
const RANGE_OPS = new Set(['gt', 'gte', 'lt', 'lte']);

function checkDate(field: ListField, value: string): string {
  const v = value.trim();
  const ok = field.kind === 'date' ? /^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDay(v) : isRealTimestamp(v);
  if (!ok) throw bad(field.name, value);
  // A bare day is that day's midnight in UTC for timestamps, so the answer does not depend on the server.
  return field.kind === 'datetime' && v.length === 10 ? `${v}T00:00:00Z` : v;
}

/** The filters one field takes from the parameters named after it. */
function filtersOf(field: ListField, params: Param[], collection: string): ListFilter[] {
  const filters: ListFilter[] = [];
  // `field[]=` and API Platform's indexed `field[0]=…&field[1]=…` (what API Platform Admin sends
  // to fetch references) are the same list; PHP reads both into one array.
  const plain = params.filter(
    (p) => p.keys.length === 0 || (p.keys.length === 1 && LIST_KEY.test(p.keys[0])),
  );
  // Without [], a repeated parameter keeps its last value (PHP's reading, which API Platform's clients expect).
  const listed = plain.some((p) => p.keys.length === 1)
    ? plain.filter((p) => p.keys.length === 1)
    : plain.slice(-1);
  const values = listed.map((p) => p.value).filter((v) => v !== '');

  switch (field.kind) {
    case 'text':
      if (values.length) filters.push({ field: field.name, op: 'contains', values });
      break;
    case 'exact':
      if (values.length) filters.push({ field: field.name, op: 'in', values });
      break;
    case 'boolean':
      if (values.length)
        filters.push({ field: field.name, op: 'in', values: values.map((v) => read.boolean(field.name, v)) });
      break;
    case 'id':
    case 'relation': {
      const target = field.kind === 'id' ? collection : (field.collection ?? collection);
      const ids = values.map((v) => read.id(field.name, v, target));
      if (ids.length) filters.push({ field: field.name, op: 'in', values: ids });
      break;
    }
    case 'number': {
      if (values.length)
        filters.push({ field: field.name, op: 'in', values: values.map((v) => read.integer(field.name, v)) });
      for (const p of params.filter((p) => p.keys.length === 1 && !LIST_KEY.test(p.keys[0]))) {
        const op = p.keys[0];
        if (op === 'between') {
          const [low, high, ...rest] = p.value.split('..');
          if (high === undefined || rest.length) throw bad(`${field.name}[between]`, p.value);
          filters.push({ field: field.name, op: 'gte', value: read.integer(field.name, low) });
          filters.push({ field: field.name, op: 'lte', value: read.integer(field.name, high) });
        } else if (RANGE_OPS.has(op)) {
          filters.push({ field: field.name, op: op as 'gt', value: read.integer(field.name, p.value) });
        }
      }
      break;
    }
    case 'datetime':
    case 'date':
      for (const p of params.filter((p) => p.keys.length === 1 && DATE_OPS[p.keys[0]])) {
        filters.push({
          field: field.name,
          op: DATE_OPS[p.keys[0]] as 'gt',
          value: checkDate(field, p.value),
        });
      }
      // Our one addition to API Platform's date filter: the admin list's "is not" (an OR of two ranges).
      for (const p of params.filter((p) => p.keys.length === 1 && p.keys[0] === NOT_ON)) {
        filters.push({ field: field.name, op: 'not_on', value: checkDate(field, p.value) });
      }
      break;
  }
  return filters;
}

export function parseListQuery(
  search: URLSearchParams,
  fields: ListField[],
  collection: string,
): ListOptions {
  const params: Param[] = [];
  for (const [key, value] of search) {
    const split = splitKey(key);
    if (split) params.push({ ...split, value });
  }
  const last = (name: string) => lastValue(search, name)?.value;
  const options: ListOptions = {};

  const page = last('page');
  if (page !== undefined) options.page = pageNumber('page', page, 'Page should not be less than 1');
  const itemsPerPage = last('itemsPerPage');
  if (itemsPerPage !== undefined) {
    options.itemsPerPage = pageNumber(
      'itemsPerPage',
      itemsPerPage,
      'Item per page parameter should not be less than 1',
    );
  }
  const pagination = last('pagination');
  if (pagination !== undefined) options.pagination = read.boolean('pagination', pagination);
  const q = last('q');
  if (q !== undefined && q.trim()) options.q = q;

  const order: ListOrder[] = [];
  for (const p of params.filter((p) => p.base === 'order' && p.keys.length === 1)) {
    if (!fields.some((f) => f.name === p.keys[0])) continue; // unknown: ignored, as API Platform does
    order.push({ field: p.keys[0], direction: read.direction(`order[${p.keys[0]}]`, p.value) });
  }
  if (order.length) options.order = order;

  const filters = fields.flatMap((field) =>
    filtersOf(
      field,
      params.filter((p) => p.base === field.name),
      collection,
    ),
  );
  if (filters.length) options.filters = filters;
  return options;
}

/** The variables of the hydra:search template, in API Platform's order: per field, then order[...]. */
export function searchVariables(fields: ListField[]): { variable: string; property: string | null }[] {
  const variables: { variable: string; property: string | null }[] = [];
  for (const field of fields) {
    const add = (suffix: string) =>
      variables.push({ variable: `${field.name}${suffix}`, property: field.name });
    if (field.kind === 'datetime' || field.kind === 'date')
      [...Object.keys(DATE_OPS), NOT_ON].forEach((op) => add(`[${op}]`));
    else if (field.kind === 'boolean') add('');
    else {
      add('');
      add('[]');
      if (field.kind === 'number') ['between', 'gt', 'gte', 'lt', 'lte'].forEach((op) => add(`[${op}]`));
    }
  }
  for (const field of fields) variables.push({ variable: `order[${field.name}]`, property: field.name });
  variables.push({ variable: 'q', property: null });
  return variables;
}
