/**
 * Job schedules as short strings, stored in job.schedule and compared on start:
 *   'daily 07:00'         every day at 07:00 local time
 *   'weekly mon 07:00'    every Monday at 07:00 local time (sun mon tue wed thu fri sat)
 *   'every 15 minutes'    every 15 minutes (1 to 1440), counted from the last run
 * Local time is Asia/Kolkata, the bureau's clock: UTC+05:30 all year (India keeps no summer time),
 * so a fixed offset is exact.
 */
export type Schedule = `daily ${string}` | `weekly ${string}` | `every ${number} minutes`;

const ZONE_OFFSET_MS = 330 * 60_000;
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const DAY_MS = 86_400_000;

type Parsed =
  | { kind: 'daily'; minuteOfDay: number }
  | { kind: 'weekly'; day: number; minuteOfDay: number }
  | { kind: 'every'; minutes: number };

function parseTime(hhmm: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The schedule understood, or an Error naming what is wrong with it. */
export function parseSchedule(schedule: string): Parsed {
  const parts = schedule.trim().split(/\s+/);
  if (parts[0] === 'daily' && parts.length === 2) {
    const minuteOfDay = parseTime(parts[1]);
    if (minuteOfDay !== null) return { kind: 'daily', minuteOfDay };
  }
  if (parts[0] === 'weekly' && parts.length === 3) {
    const day = DAYS.indexOf(parts[1] as (typeof DAYS)[number]);
    const minuteOfDay = parseTime(parts[2]);
    if (day >= 0 && minuteOfDay !== null) return { kind: 'weekly', day, minuteOfDay };
  }
  if (parts[0] === 'every' && parts.length === 3 && parts[2] === 'minutes' && /^\d+$/.test(parts[1])) {
    const minutes = Number(parts[1]);
    if (minutes >= 1 && minutes <= 1440) return { kind: 'every', minutes };
  }
  throw new Error(
    `job schedule "${schedule}" is not one of 'daily HH:MM', 'weekly mon HH:MM' or 'every N minutes'`,
  );
}

/** The first time the schedule falls due strictly after `after`. */
export function nextRunAfter(schedule: string, after: Date): Date {
  const parsed = parseSchedule(schedule);
  if (parsed.kind === 'every') return new Date(after.getTime() + parsed.minutes * 60_000);
  // Work on the local wall clock as if it were UTC, then shift back.
  const local = after.getTime() + ZONE_OFFSET_MS;
  const midnight = Math.floor(local / DAY_MS) * DAY_MS;
  let candidate = midnight + parsed.minuteOfDay * 60_000;
  if (parsed.kind === 'daily') {
    if (candidate <= local) candidate += DAY_MS;
  } else {
    const today = new Date(midnight).getUTCDay();
    candidate += ((parsed.day - today + 7) % 7) * DAY_MS;
    if (candidate <= local) candidate += 7 * DAY_MS;
  }
  return new Date(candidate - ZONE_OFFSET_MS);
}
