import 'server-only';
import { and, between, count, eq, gte, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { enquiries, interests, profiles, users } from '@/db/schema';
import { assertArea } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { addDays, indianDay, indianMidnight } from '@/lib/format';

export type DashboardCounts = {
  members: number;
  awaitingVerification: number;
  verified: number;
  expiringSoon: number;
  newEnquiries: number;
  /** Interests sent since the first of this month, and those accepted since then. */
  interestsSent: number;
  interestsAccepted: number;
  /** The window the expiring count covers, both ends included (YYYY-MM-DD). */
  expiringFrom: string;
  expiringTo: string;
};

/** How far ahead "plans expiring soon" looks. */
export const EXPIRY_WINDOW_DAYS = 30;

/**
 * The administrator's dashboard figures, each one query on an indexed column. The days are India's
 * (the office's, and the expiry's calendar; the server's UTC day is a day behind from 18:30 to 24:00
 * UTC); `today` is passed in by tests. The same dates go into the expiring card's link.
 */
export async function countDashboard({ actor, today = new Date() }: { actor: Actor | null; today?: Date }): Promise<DashboardCounts> {
  assertArea(actor, 'admin');
  const from = indianDay(today);
  const to = addDays(from, EXPIRY_WINDOW_DAYS);
  const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

  // Midnight in India on the first of India's month.
  const monthStart = new Date(indianMidnight(`${from.slice(0, 8)}01`));
  const [members, awaitingVerification, verified, expiringSoon, newEnquiries, interestsSent, interestsAccepted] = await Promise.all([
    total(db.select({ n: count() }).from(users).where(sql`'ROLE_MEMBER' = any(${users.roles})`)),
    total(db.select({ n: count() }).from(profiles).where(eq(profiles.mobileVerified, false))),
    total(db.select({ n: count() }).from(profiles).where(eq(profiles.mobileVerified, true))),
    total(db.select({ n: count() }).from(profiles).where(between(profiles.expiry, from, to))),
    total(db.select({ n: count() }).from(enquiries).where(eq(enquiries.handled, false))),
    total(db.select({ n: count() }).from(interests).where(gte(interests.createdAt, monthStart))),
    // An accepted interest's last change is its acceptance (nothing moves it after that).
    total(db.select({ n: count() }).from(interests).where(and(eq(interests.status, 'accepted'), gte(interests.updatedAt, monthStart)))),
  ]);
  return {
    members,
    awaitingVerification,
    verified,
    expiringSoon,
    newEnquiries,
    interestsSent,
    interestsAccepted,
    expiringFrom: from,
    expiringTo: to,
  };
}
