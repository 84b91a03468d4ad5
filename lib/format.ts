/**
 * Dates and numbers as the product shows them, in the page's language: dd/mm/yyyy and Indian digit
 * grouping (1,23,45,678) in English and in Tamil alike (en-IN, ta-IN). Formatted on the server in
 * Indian time, so the page reads the same wherever the server runs and hydration sees the same text.
 */
type Language = 'en' | 'ta' | (string & {});
const tagOf = (locale: Language) => (locale === 'ta' ? 'ta-IN' : 'en-IN');

function cached<T>(make: (tag: string) => T): (locale: Language) => T {
  const made = new Map<string, T>();
  return (locale) => {
    const tag = tagOf(locale);
    let found = made.get(tag);
    if (!found) made.set(tag, (found = make(tag)));
    return found;
  };
}

const dateTime = cached(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      // h23, not hour12: false, which ICU prints as 24:05 for five past midnight.
      hourCycle: 'h23',
      timeZone: 'Asia/Kolkata',
    }),
);

export const formatDateTime = (date: Date, locale: Language = 'en') => dateTime(locale).format(date);

const dateOnly = cached(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }),
);

export const formatDate = (date: Date, locale: Language = 'en') => dateOnly(locale).format(date);

const grouping = cached((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }));

/** A count or amount with Indian digit grouping: 1,23,456. */
export const formatNumber = (value: number, locale: Language = 'en') => grouping(locale).format(value);

const isoDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** The day in India as YYYY-MM-DD (the college's local date), whatever the browser's or server's zone. */
export const indianDay = (date: Date = new Date()) => isoDay.format(date);

/** India's offset from UTC, the same all year (no daylight saving). */
const INDIA_UTC_OFFSET = '+05:30';

/** Midnight in India at the start of a YYYY-MM-DD day, as an ISO 8601 timestamp with its offset. */
export const indianMidnight = (day: string) => `${day}T00:00:00${INDIA_UTC_OFFSET}`;

/** The YYYY-MM-DD day `days` after `day` (before it when negative), on the calendar. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
