import 'server-only';
import { and, count, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { deletedAccounts, mediaObjects, profiles, users } from '@/db/schema';
import { assertArea } from '@/lib/auth/guard';
import { verifyPassword } from '@/lib/auth/password';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import {
  DELETED_ACCOUNT_KEPT_DAYS,
  MEMBER_ACCOUNT_TEXT,
  deleteAccountSchema,
  hideProfileSchema,
} from '@/lib/validation/member-account';
import { parseInput } from '@/lib/validation/parse-input';
import { pendingEmailOf } from './email-change';
import { marriageStateOf, type MarriageState } from './marriage';
import { removeFiles } from './media';
import { invalidateProfileSearches } from './profiles/search';
import { enforceRateLimit } from './rate-limit';
import { accountsChanged } from './session-stamps';
import { purgeOldSignIns, signInHistory, SIGN_INS_SHOWN, type SignInEntry } from './sign-in-history';

/**
 * The member's own account (`/user/account`, `/api/me`; issue 23 section 2): what it is, hiding
 * the profile, deleting the account. Only the signed-in member acts on their own account; nobody
 * else reaches these functions' rows (they take no id).
 */
export type MemberAccount = {
  userId: number;
  email: string;
  registeredAt: Date;
  /** A new sign-in e-mail waiting for its link to be followed (email-change.ts). */
  pendingEmail: string | null;
  profile: ({
    id: number;
    fullName: string;
    hidden: boolean;
    hiddenAt: Date | null;
    married: boolean;
    marriedAt: Date | null;
  } & MarriageState) | null;
  /** The latest sign-ins, newest first (sign-in-history.ts). */
  signIns: SignInEntry[];
};

export async function getMemberAccount({ actor }: { actor: Actor | null }): Promise<MemberAccount> {
  const member = assertArea(actor, 'member');
  const [user] = await db
    .select({ id: users.id, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, member.id));
  if (!user) throw AppError.unauthorized();
  const [profile] = await db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      hiddenAt: profiles.hiddenAt,
      marriedAt: profiles.marriedAt,
    })
    .from(profiles)
    .where(eq(profiles.userId, user.id));
  return {
    userId: user.id,
    email: user.email,
    registeredAt: user.createdAt,
    pendingEmail: await pendingEmailOf(user.id),
    profile: profile
      ? {
          ...profile,
          hidden: profile.hiddenAt !== null,
          married: profile.marriedAt !== null,
          ...(await marriageStateOf(profile.id)),
        }
      : null,
    signIns: await signInHistory(user.id, SIGN_INS_SHOWN),
  };
}

/**
 * Hides the member's profile (out of every search and candidate page, interests and shortlists
 * paused: member-visibility.ts) or shows it again. Input `{"hidden": true | false}`; 422 for
 * anything else, 409 before the member has a profile. Hiding twice keeps the first time.
 */
export async function setProfileHidden({ actor, input }: { actor: Actor | null; input: unknown }): Promise<MemberAccount> {
  const member = assertArea(actor, 'member');
  const { hidden } = parseInput(hideProfileSchema, input);
  const changed = await db
    .update(profiles)
    .set({ hiddenAt: hidden ? sql`coalesce(${profiles.hiddenAt}, now())` : null, updatedAt: new Date() })
    .where(eq(profiles.userId, member.id))
    .returning({ id: profiles.id });
  if (!changed.length) throw AppError.conflict(MEMBER_ACCOUNT_TEXT.noProfile);
  invalidateProfileSearches();
  return getMemberAccount({ actor });
}

/**
 * Deletes the member's account, confirmed by its password (`{"password"}`; 422 when missing or
 * wrong, 429 past the change-password limit). In one transaction: the record the law keeps
 * (deleted_account: e-mail, mobile, name, registration and deletion dates, purged after 180 days
 * by deleted-accounts.ts) is written, then the profile (its interests, notes, shortlists both
 * ways and interest mail go with it, by the foreign keys), the member's files and the account
 * itself (tokens and terms acceptances cascade) are erased. The stored files are removed after
 * the commit. Every session and API token ends: the account's stamp is gone (session-stamps.ts).
 * The e-mail is free to register again.
 */
export async function deleteMemberAccount({ actor, input, ip }: { actor: Actor | null; input: unknown; ip: string }): Promise<void> {
  const member = assertArea(actor, 'member');
  await enforceRateLimit('password', { ip, account: String(member.id) });
  const { password } = parseInput(deleteAccountSchema, input);
  const [user] = await db.select().from(users).where(eq(users.id, member.id));
  if (!user) throw AppError.unauthorized();
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw AppError.validation([{ propertyPath: 'password', message: MEMBER_ACCOUNT_TEXT.passwordWrong }]);
  }
  const files = await db.transaction(async (tx) => {
    const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, user.id));
    await tx.insert(deletedAccounts).values({
      email: user.email,
      mobile: profile?.mobile ?? null,
      fullName: profile?.fullName ?? null,
      registeredAt: user.createdAt,
      purgeAfter: sql`now() + ${DELETED_ACCOUNT_KEPT_DAYS}::int * interval '1 day'`,
    });
    // The files the member uploaded, and those their profile shows (an administrator may have
    // uploaded its photo), unless another profile shows them too.
    const shown = [profile?.photo, profile?.horoscope, ...(profile?.photos ?? [])].filter((url): url is string => !!url);
    const shownIds = shown.map((url) => /^\/media\/([A-Za-z0-9_-]{1,40})\//.exec(url)?.[1]).filter((id): id is string => !!id);
    // A partner who named this profile as the one they married keeps their record, unlinked.
    if (profile) await tx.delete(profiles).where(eq(profiles.id, profile.id));
    const removed = await tx
      .delete(mediaObjects)
      .where(
        and(
          or(eq(mediaObjects.ownerId, user.id), shownIds.length ? inArray(mediaObjects.id, shownIds) : undefined),
          sql`not exists (select 1 from profile p where starts_with(p.photo, '/media/' || ${mediaObjects.id} || '/') or starts_with(p.horoscope, '/media/' || ${mediaObjects.id} || '/') or exists (select 1 from unnest(p.photos) u where starts_with(u, '/media/' || ${mediaObjects.id} || '/')))`,
        ),
      )
      .returning({ storageKey: mediaObjects.storageKey, cardStorageKey: mediaObjects.cardStorageKey, blurStorageKey: mediaObjects.blurStorageKey });
    await tx.delete(users).where(eq(users.id, user.id));
    return removed;
  });
  accountsChanged(); // the account's stamp is gone: every session and API token ends now
  invalidateProfileSearches();
  for (const file of files) {
    try {
      await removeFiles(file.storageKey, file.cardStorageKey, file.blurStorageKey);
    } catch (error) {
      console.error('[account] a deleted member file could not be removed', error);
    }
  }
}

/**
 * Removes the deleted-account records whose 180 days have passed (`now`: the clock, moved by
 * tests). Run at start-up and every few hours by every instance (instrumentation.ts); a plain
 * DELETE, so instances running it together remove each row once.
 */
export async function purgeDeletedAccounts({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  const removed = await db
    .delete(deletedAccounts)
    .where(lte(deletedAccounts.purgeAfter, now))
    .returning({ id: deletedAccounts.id });
  return removed.length;
}

/** The administrators' dashboard figure: deleted accounts whose legal record is still kept. */
export async function countDeletedAccountRecords({ actor }: { actor: Actor | null }): Promise<number> {
  assertArea(actor, 'admin');
  const [{ total }] = await db.select({ total: count() }).from(deletedAccounts);
  return total;
}

const PURGE_EVERY_MS = 6 * 3600_000;
let purgeTimer: ReturnType<typeof setInterval> | undefined;

/** Starts the purge of expired deleted-account records and old sign-ins: once now, then every six hours. */
export function startDeletedAccountPurge(): void {
  if (purgeTimer) return;
  const run = () =>
    Promise.all([purgeDeletedAccounts(), purgeOldSignIns()])
      .then(([count, signIns]) => {
        if (count) console.info(`[account] purged ${count} deleted-account record(s) past their 180 days`);
        if (signIns) console.info(`[account] purged ${signIns} sign-in(s) past their 90 days`);
      })
      .catch((error) => console.error('[account] purge of deleted-account records failed', error));
  void run();
  purgeTimer = setInterval(run, PURGE_EVERY_MS);
  purgeTimer.unref?.();
}
