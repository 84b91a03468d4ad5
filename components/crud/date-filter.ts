import { addDays, indianMidnight } from '@/lib/format';

/**
 * The date filters of a list (spec: "date columns offer is, is not, before, after, between") and
 * their API parameters. Days are the en-IN calendar's: a creation timestamp's day is counted in
 * India (UTC+05:30, no daylight saving), the same day the list prints; an expiry is a bare day.
 * Before, after and between include the days named, as the API's `before` and `after` do, so the
 * dashboard's link (expiry[after]=…&expiry[before]=…) reads as "between" those days.
 */
export const DATE_OPS = ['is', 'not', 'before', 'after', 'between'] as const;
export type DateOp = (typeof DATE_OPS)[number];
export type DateFilter = { op: DateOp; from: string; to?: string };

export const DATE_OP_LABELS: Record<DateOp, string> = {
  is: 'Is',
  not: 'Is not',
  before: 'Before',
  after: 'After',
  between: 'Between',
};

const isDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const isDateOp = (value: unknown): value is DateOp => DATE_OPS.includes(value as DateOp);

/** A filter worth keeping: a known op with its day(s); between with its days in order. */
export function cleanDateFilter(raw: unknown): DateFilter | null {
  if (!raw || typeof raw !== 'object') return null;
  const { op, from, to } = raw as Record<string, unknown>;
  if (!isDateOp(op) || !isDay(from)) return null;
  if (op !== 'between') return { op, from };
  if (!isDay(to)) return null;
  return from <= to ? { op, from, to } : { op, from: to, to: from };
}

/** The URL's parameters for a date filter on `name` (the API's own words where they agree). */
export function dateFilterUrlParams(name: string, filter: DateFilter): [string, string][] {
  if (filter.op === 'between')
    return [
      [`${name}[after]`, filter.from],
      [`${name}[before]`, filter.to!],
    ];
  return [[`${name}[${filter.op}]`, filter.from]];
}

/** The date filter the URL holds for `name`, if any. */
export function dateFilterFromUrl(params: URLSearchParams, name: string): DateFilter | null {
  const after = params.get(`${name}[after]`);
  const before = params.get(`${name}[before]`);
  if (after && before) return cleanDateFilter({ op: 'between', from: after, to: before });
  for (const op of DATE_OPS) {
    const value = params.get(`${name}[${op}]`);
    if (value) return cleanDateFilter({ op, from: value });
  }
  return null;
}

/**
 * The API's parameters: calendar days go as they are; a timestamp's day becomes the instants
 * from its Indian midnight to the next (`not_on` is the API's "not on that day").
 */
export function dateFilterApiParams(
  name: string,
  kind: 'date' | 'datetime',
  filter: DateFilter,
): [string, string][] {
  const { op, from } = filter;
  const to = filter.to ?? from;
  if (kind === 'date') {
    switch (op) {
      case 'is':
        return [
          [`${name}[after]`, from],
          [`${name}[before]`, from],
        ];
      case 'not':
        return [[`${name}[not_on]`, from]];
      case 'before':
        return [[`${name}[before]`, from]];
      case 'after':
        return [[`${name}[after]`, from]];
      case 'between':
        return [
          [`${name}[after]`, from],
          [`${name}[before]`, to],
        ];
    }
  }
  const start = indianMidnight(from);
  switch (op) {
    case 'is':
      return [
        [`${name}[after]`, start],
        [`${name}[strictly_before]`, indianMidnight(addDays(from, 1))],
      ];
    case 'not':
      return [[`${name}[not_on]`, start]];
    case 'before':
      return [[`${name}[strictly_before]`, indianMidnight(addDays(from, 1))]];
    case 'after':
      return [[`${name}[after]`, start]];
    case 'between':
      return [
        [`${name}[after]`, start],
        [`${name}[strictly_before]`, indianMidnight(addDays(to, 1))],
      ];
  }
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** dd/mm/yyyy in en-IN, on India's calendar (the same on the server and in any browser). */
export function formatDay(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(isDay(value) ? indianMidnight(value) : value);
  return Number.isNaN(date.getTime()) ? value : dayFormat.format(date);
}
