import 'server-only';
import { desc, eq, lt, max, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { signIns, type SignInMethod } from '@/db/schema';

/**
 * The sign-in history (issue 23 section 2): each sign-in of an account, for the member to spot one
 * they do not recognise (/user/account, Download my data, /api/me). Kept SIGN_IN_KEPT_DAYS and at
 * most SIGN_IN_KEPT_PER_ACCOUNT per account, the older ones removed as new ones come and by the
 * periodic purge (member-account.ts): enough to notice a stranger over a season, not a record of
 * where someone has been for years. Erased with the account (foreign key cascade).
 */
const SIGN_IN_KEPT_DAYS = 90;
export const SIGN_IN_KEPT_PER_ACCOUNT = 50;
/** How many the account page and /api/me show. */
export const SIGN_INS_SHOWN = 20;

export type SignInEntry = { at: Date; ip: string; userAgent: string; method: SignInMethod };

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bFirefox\/(\d+)/, 'Firefox'],
  [/\bFxiOS\/(\d+)/, 'Firefox'],
  [/\bCriOS\/(\d+)/, 'Chrome'],
  [/\b(?:Headless)?Chrome\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/\bcurl\/(\d+)/, 'curl'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome 131 on Android": the browser and system of a User-Agent header, or its first 120 characters. */
export function shortUserAgent(header: string | null | undefined): string {
  const ua = (header ?? '').trim();
  if (!ua) return 'Unknown';
  const browser = BROWSERS.map(([re, name]) => [re.exec(ua), name] as const).find(([m]) => m);
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (!browser) return ua.slice(0, 120);
  const name = `${browser[1]} ${browser[0]![1]}`;
  return system ? `${name} on ${system}` : name;
}

/**
 * Records a sign-in and trims the account's history to its limits. A failure is logged, never
 * thrown: the history must not stop a member from signing in.
 */
export async function recordSignIn(entry: {
  userId: number;
  ip: string;
  userAgent: string | null | undefined;
  method: SignInMethod;
  /** A session's sign-in: its id and the account's stamp, for counting live sessions. */
  sessionId?: string;
  stamp?: string;
}): Promise<void> {
  try {
    await db.insert(signIns).values({
      sessionId: entry.sessionId ?? null,
      stamp: entry.stamp ?? null,
      userId: entry.userId,
      ip: entry.ip.slice(0, 45),
      userAgent: shortUserAgent(entry.userAgent),
      method: entry.method,
    });
    await db.execute(sql`
      delete from sign_in where user_id = ${entry.userId} and (
        at < now() - ${SIGN_IN_KEPT_DAYS}::int * interval '1 day'
        or id not in (select id from sign_in where user_id = ${entry.userId} order by at desc, id desc limit ${SIGN_IN_KEPT_PER_ACCOUNT})
      )`);
  } catch (error) {
    console.error('[sign-in] could not record the sign-in', error);
  }
}

/** The account's sign-ins, newest first (the member's own: callers pass the signed-in member's id). */
export async function signInHistory(userId: number, limit = SIGN_IN_KEPT_PER_ACCOUNT): Promise<SignInEntry[]> {
  return db
    .select({ at: signIns.at, ip: signIns.ip, userAgent: signIns.userAgent, method: signIns.method })
    .from(signIns)
    .where(eq(signIns.userId, userId))
    .orderBy(desc(signIns.at), desc(signIns.id))
    .limit(limit);
}

/**
 * When the account last signed in (within the kept 90 days), or null: for administrators' screens
 * (issue 25). One indexed read; callers check who may see it.
 */
export async function lastSignIn(userId: number): Promise<Date | null> {
  const [row] = await db.select({ at: max(signIns.at) }).from(signIns).where(eq(signIns.userId, userId));
  return row?.at ?? null;
}

/** Removes sign-ins older than the kept days, for every account (`now`: moved by tests). */
export async function purgeOldSignIns({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - SIGN_IN_KEPT_DAYS * 86_400_000);
  const removed = await db.delete(signIns).where(lt(signIns.at, cutoff)).returning({ id: signIns.id });
  return removed.length;
}
