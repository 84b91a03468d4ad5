/**
 * Whether a date or timestamp text names a day that exists. JavaScript's Date rolls 2026-02-31
 * over to 3 March and takes years PostgreSQL refuses, so a filter once passed such a value on
 * and the database answered with an error (a 500). Both filters and bodies check with this first.
 *
 * Whatever follows the day must be a real time of day (and zone): "2026-02-28 junk" and
 * "2026-02-28T25:00:00Z" were once cut to their first ten characters and stored as 28 February.
 */
const DAY =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/i;

export function isRealDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1, 4).map(Number);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const [hour, minute, second, zoneHours, zoneMinutes] = match.slice(4).map((part) => Number(part ?? 0));
  if (hour > 23 || minute > 59 || second > 59 || zoneHours > 23 || zoneMinutes > 59) return false;
  // Day 0 of the next month is the last day of this one.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A timestamp text (ISO 8601, as the API's filters take it) whose day exists and that Date can read. */
export function isRealTimestamp(value: string): boolean {
  return (
    isRealDay(value) && !Number.isNaN(new Date(value.length === 10 ? `${value}T00:00:00Z` : value).getTime())
  );
}
