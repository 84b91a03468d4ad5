import 'server-only';
import { and, eq, getTableName, gt, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { endedSessions, profiles, signIns, users } from '@/db/schema';
import { SESSION_ABSOLUTE_SECONDS } from '@/lib/auth/config';
import { assertArea } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account';
import { ACCOUNT_ACTION_MESSAGES, accountActionSchema, type AccountAction } from '@/lib/validation/account-actions';
import { parseInput } from '@/lib/validation/parse-input';
import { sendActivation } from './accounts';
import { recordAudit } from './audit/record';
import { sessionStampOf } from './credentials';
import { rowId } from './input';
import { restoreFromProfile, suspendFromProfile } from './moderation/items';
import { sendResetLink } from './password-reset';
import { PROFILE_COLLECTION } from '@/lib/resources/profile';
import { lastSignIn } from './sign-in-history';
import { cacheDependsOn, cachedMany } from './read-cache';

/** signInEmailsOf's cache: dropped whenever an account changes; as many entries as profile fragments. */
const SIGN_IN_EMAILS = 'profile sign-in emails';
const SIGN_IN_EMAILS_MAX = 5_000;
cacheDependsOn(SIGN_IN_EMAILS, [getTableName(users)]);

/**
 * A member's account as administrators see it from the profile (issue 25 item 3): the sign-in
 * e-mail, activated or not, the last sign-in (kept 90 days), how many sessions are live, and what
 * keeps the member out of sight. Never shown to members (GET /api/profiles/{id} prints it for
 * administrators only).
 */
export type MemberAccount = {
  email: string;
  activated: boolean;
  lastSignIn: Date | null;
  /**
   * Sessions begun by a sign-in within their 30-day lifetime, under the account's current stamp
   * (no password change, suspension or restore since) and not signed out. A session unused for 7
   * days also ends, unseen by the server: this is the most that can still be used.
   */
  liveSessions: number;
  suspended: boolean;
  /** What keeps the profile out of sight: reported, hidden, suspended; null: nothing. */
  hold: string | null;
};

async function liveSessionsOf(user: typeof users.$inferSelect): Promise<number> {
  const stamp = sessionStampOf(user);
  const [row] = await db
    .select({ n: sql<number>`cast(count(distinct ${signIns.sessionId}) as int)` })
    .from(signIns)
    .where(
      and(
        eq(signIns.userId, user.id),
        isNotNull(signIns.sessionId),
        eq(signIns.stamp, stamp),
        gt(signIns.at, sql`now() - ${SESSION_ABSOLUTE_SECONDS}::int * interval '1 second'`),
        notExists(
          db.select({ id: endedSessions.sessionId }).from(endedSessions).where(eq(endedSessions.sessionId, signIns.sessionId)),
        ),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * The sign-in e-mails of these profiles' accounts (administrators only), by profile id; a profile
 * without an account (an offline registration) is not in the map. The profile list prints it as
 * `userEmail` (issue 25 item 5: a column of the CSV). Kept per profile and row version (a new
 * account on the profile is a new version) until any account changes (NOTIFY on users), so a page
 * read after a profile was written costs no second query: it was a second round trip on every
 * page the page cache did not have (half of what that page cost, `npm run bench:api`).
 */
export async function signInEmailsOf({
  actor,
  profiles: page,
}: {
  actor: Actor | null;
  profiles: readonly { id: number; version: string }[];
}): Promise<Map<number, string>> {
  assertArea(actor, 'admin');
  if (page.length === 0) return new Map();
  const idOf = new Map(page.map(({ id, version }) => [`${id}:${version}`, id]));
  const emails = await cachedMany<string | null>(
    SIGN_IN_EMAILS,
    [...idOf.keys()],
    async (missing) => {
      const ids = missing.map((key) => idOf.get(key)!);
      const rows = await db
        .select({ id: profiles.id, email: users.email })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(inArray(profiles.id, ids));
      const byId = new Map(rows.map((row) => [row.id, row.email]));
      return new Map(missing.map((key) => [key, byId.get(idOf.get(key)!) ?? null]));
    },
    SIGN_IN_EMAILS_MAX,
  );
  const byId = new Map<number, string>();
  [...idOf.values()].forEach((id, i) => {
    const email = emails[i];
    if (email) byId.set(id, email);
  });
  return byId;
}

/** The account of a profile (administrators only); null when the profile has no account. */
export async function getProfileAccount({ actor, id }: { actor: Actor | null; id: number | string }): Promise<MemberAccount | null> {
  assertArea(actor, 'admin');
  const [row] = await db
    .select({ user: users, hold: profiles.moderationHold })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, rowId(id)));
  if (!row) throw AppError.notFound();
  if (!row.user) return null;
  const [last, live] = await Promise.all([lastSignIn(row.user.id), liveSessionsOf(row.user)]);
  return {
    email: row.user.email,
    activated: row.user.activated,
    lastSignIn: last,
    liveSessions: live,
    suspended: row.user.suspendedAt !== null,
    hold: row.hold,
  };
}

/**
 * POST /api/profiles/{id}/account_actions {"action", "reason"} (administrators): resend the
 * activation, send a password-reset link, suspend (signed out everywhere) or restore. 422 without a
 * reason or for an unknown action; 409 when the action does not fit the account (activation of an
 * activated account, a reset for one not activated or suspended, suspending a suspended one,
 * restoring what is not held). Suspend and restore are moderation's own (lib/data/moderation/items.ts),
 * audited there; the links are audited here, in the transaction that issues them, with the mail
 * (a mail that fails is a 503 and leaves nothing). Answers the account as it is after.
 */
export async function runAccountAction({
  actor,
  id,
  input,
  origin,
}: {
  actor: Actor | null;
  id: number | string;
  input: unknown;
  origin?: string;
}): Promise<{ action: AccountAction; account: MemberAccount | null }> {
  const admin = assertArea(actor, 'admin');
  const profileId = rowId(id);
  const { action, reason } = parseInput(accountActionSchema, input);
  const [row] = await db
    .select({ user: users })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId));
  if (!row) throw AppError.notFound();
  if (action === 'suspend') await suspendFromProfile({ actor: admin, profileId, reason });
  else if (action === 'restore') await restoreFromProfile({ actor: admin, profileId, reason });
  else {
    const user = row.user;
    if (!user) throw AppError.conflict(ACCOUNT_ACTION_MESSAGES.noAccount);
    if (action === 'resend_activation' && user.activated) throw AppError.conflict(ACCOUNT_ACTION_MESSAGES.activated);
    if (action === 'password_reset' && !user.activated) throw AppError.conflict(ACCOUNT_ACTION_MESSAGES.notActivated);
    if (action === 'password_reset' && user.suspendedAt) throw AppError.conflict(ACCOUNT_ACTION_MESSAGES.suspended);
    await db.transaction(async (tx) => {
      await recordAudit(tx, admin, {
        action,
        entity: PROFILE_COLLECTION,
        entityId: profileId,
        before: { reason: null },
        after: { reason, email: user.email },
      });
      try {
        if (action === 'resend_activation') await sendActivation(user, origin, tx);
        else await sendResetLink(user, origin, tx);
      } catch (error) {
        console.error(`[mail] ${action} e-mail failed:`, error instanceof Error ? error.message : error);
        throw new AppError(503, ACCOUNT_MESSAGES.mailFailed);
      }
    });
  }
  return { action, account: await getProfileAccount({ actor, id: profileId }) };
}
