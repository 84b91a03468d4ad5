/**
 * Whether a date or timestamp text names a day that exists. JavaScript's Date rolls 2026-02-31
 * over to 3 March and takes years PostgreSQL refuses, so a filter once passed such a value on
 * and the database answered with an error (a 500). Both filters and bodies check with this first.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

export function isRealDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A timestamp text (ISO 8601, as the API's filters take it) whose day exists and that Date can read. */
export function isRealTimestamp(value: string): boolean {
  return (
    isRealDay(value) && !Number.isNaN(new Date(value.length === 10 ? `${value}T00:00:00Z` : value).getTime())
  );
}
