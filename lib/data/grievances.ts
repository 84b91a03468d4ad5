import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { grievanceFollowTokens, grievanceReplies, grievances, users } from '@/db/schema';
import { assertArea } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { runInBackground } from '@/lib/mail/background';
import { sendMail } from '@/lib/mail';
import { grievanceAcknowledgementMail } from '@/lib/mail/grievance-messages';
import { appUrl, type Recipient } from '@/lib/mail/messages';
import { recipientOf } from '@/lib/mail/recipient';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { enforceRateLimit } from '@/lib/data/rate-limit';
import {
  ACKNOWLEDGE_WITHIN_HOURS,
  RESOLVE_WITHIN_DAYS,
  grievanceSchema,
  type GrievanceStatusKey,
} from '@/lib/validation/grievance';
import { parseInput } from '@/lib/validation/parse-input';
import { getSettings } from './settings';

/**
 * Complaints to the grievance officer (issue 23, item 4), the public half: filing (rate-limited,
 * numbered gap-free per year, acknowledged by e-mail) and following a ticket by the e-mailed link.
 * The administrators' half is grievance-admin.ts.
 */
export type Grievance = typeof grievances.$inferSelect;
export type GrievanceReply = typeof grievanceReplies.$inferSelect;

const HOUR = 3600_000;

/** The deadlines a ticket is held to, from its filing time. */
export function deadlinesOf(createdAt: Date) {
  return {
    acknowledgeBy: new Date(createdAt.getTime() + ACKNOWLEDGE_WITHIN_HOURS * HOUR),
    resolveBy: new Date(createdAt.getTime() + RESOLVE_WITHIN_DAYS * 24 * HOUR),
  };
}

/** The deadline now running: acknowledgement, then resolution; none once closed. */
export function dueAtOf(row: Pick<Grievance, 'createdAt' | 'acknowledgedAt' | 'closedAt'>): Date | null {
  if (row.closedAt) return null;
  const { acknowledgeBy, resolveBy } = deadlinesOf(row.createdAt);
  return row.acknowledgedAt ? resolveBy : acknowledgeBy;
}

export const isClosedStatus = (status: GrievanceStatusKey) => status === 'resolved' || status === 'rejected';

/** Only the sha256 of a follow token is stored: a leaked table opens no ticket. */
const hashFollowToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

/**
 * A new unguessable link to a ticket, for one e-mail (each mail to the complainant carries its
 * own; all stay valid, so any of their mails leads back to the ticket).
 */
export async function issueFollowToken(tx: Tx, grievanceId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(grievanceFollowTokens).values({ tokenHash: hashFollowToken(token), grievanceId });
  return token;
}

export const followLinkOf = (token: string, origin?: string) =>
  `${appUrl(origin)}/grievance/ticket?token=${encodeURIComponent(token)}`;

/** The language an account with this e-mail chose, if there is one and it chose. */
async function accountLocaleOf(email: string): Promise<Locale | null> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return isLocale(row?.locale) ? row.locale : null;
}

/** A complainant as an e-mail's recipient: their account's language now, else the one they filed in. */
export async function complainantOf(grievance: Pick<Grievance, 'email' | 'locale'>): Promise<Recipient> {
  return recipientOf({ email: grievance.email, locale: (await accountLocaleOf(grievance.email)) ?? grievance.locale });
}

const ticketOf = (year: number, number: number) => `GRV-${year}-${String(number).padStart(5, '0')}`;

/**
 * Anyone files a complaint (no account needed: the person complained about may be a member, the
 * complainant need not be). Returns the ticket at once; the acknowledgement e-mail with the
 * follow link goes out after the answer. 422 for bad input, 429 past the rate limit.
 */
export async function fileGrievance({
  input,
  ip,
  origin,
  locale,
}: {
  input: unknown;
  ip: string;
  origin?: string;
  /** The language the complaint was filed in (the form's page, or the API caller's NEXT_LOCALE / Accept-Language). */
  locale?: Locale;
}): Promise<Grievance> {
  const peek = typeof input === 'object' && input && 'email' in input ? String(input.email).trim().toLowerCase() : '';
  await enforceRateLimit('grievance', { ip, account: peek });
  const values = parseInput(grievanceSchema, input);
  const now = new Date();
  const mailLocale = (await accountLocaleOf(values.email)) ?? locale ?? null;
  // The number comes from the counter row, locked by this transaction until it commits: no two
  // tickets share one, and a filing that fails gives its number back (no gaps).
  const row = await db.transaction(async (tx) => {
    const year = Number(
      new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(now),
    );
    const result = (await tx.execute(
      sql`insert into grievance_counter (year, last_number) values (${year}, 1)
          on conflict (year) do update set last_number = grievance_counter.last_number + 1
          returning last_number`,
    )) as unknown;
    // postgres.js returns the rows, PGlite { rows }.
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { last_number: number }[];
    const number = Number(rows[0].last_number);
    const [created] = await tx
      .insert(grievances)
      .values({
        ...values,
        year,
        number,
        ticket: ticketOf(year, number),
        locale: mailLocale,
        createdAt: now,
        dueAt: deadlinesOf(now).acknowledgeBy,
      })
      .returning();
    return { ...created, token: await issueFollowToken(tx, created.id) };
  });
  const { grievanceOfficer } = await getSettings();
  runInBackground(`acknowledgement of ${row.ticket}`, () =>
    sendMail(
      grievanceAcknowledgementMail(recipientOf(row), {
        ticket: row.ticket,
        link: followLinkOf(row.token, origin),
        officer: grievanceOfficer,
      }),
    ),
  );
  return row;
}

/** The ticket an e-mailed link opens, with its replies (oldest first); null for an unknown token. */
export async function followGrievance({
  token,
}: {
  token: string;
}): Promise<{ grievance: Grievance; replies: GrievanceReply[] } | null> {
  if (!token || token.length > 200) return null;
  const [found] = await db
    .select({ grievance: grievances })
    .from(grievanceFollowTokens)
    .innerJoin(grievances, eq(grievances.id, grievanceFollowTokens.grievanceId))
    .where(eq(grievanceFollowTokens.tokenHash, hashFollowToken(token)));
  if (!found) return null;
  const { grievance } = found;
  const replies = await db
    .select()
    .from(grievanceReplies)
    .where(eq(grievanceReplies.grievanceId, grievance.id))
    .orderBy(asc(grievanceReplies.createdAt), asc(grievanceReplies.id));
  return { grievance, replies };
}

/** Tickets past a deadline (not acknowledged in 24 hours, or open after 15 days): the dashboard's figure. */
export async function countOverdueGrievances({ actor, now = new Date() }: { actor: Actor | null; now?: Date }): Promise<number> {
  assertArea(actor, 'admin');
  const [{ overdue }] = await db
    .select({ overdue: count() })
    .from(grievances)
    .where(and(isNotNull(grievances.dueAt), lt(grievances.dueAt, now)));
  return Number(overdue);
}

/** Whether a ticket is past the deadline now running. */
export const isOverdue = (row: Pick<Grievance, 'dueAt'>, now = new Date()) => !!row.dueAt && row.dueAt < now;
