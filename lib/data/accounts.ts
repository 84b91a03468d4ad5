import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { db } from '@/db/client';
import { accountTokens, users } from '@/db/schema';
import { byEmail, normalizeEmail, sessionStampOf } from '@/lib/data/credentials';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { sendMail } from '@/lib/mail';
import { runInBackground } from '@/lib/mail/background';
import { activationMail, appUrl } from '@/lib/mail/messages';
import { recipientOf } from '@/lib/mail/recipient';
import type { Locale } from '@/lib/i18n/locales';
import { enforceRateLimit } from '@/lib/data/rate-limit';
import {
  ACCOUNT_MESSAGES,
  changePasswordSchema,
  registerSchema,
  emailLinkSchema,
} from '@/lib/validation/account';
import { ensureCommonPasswords } from '@/lib/validation/common-passwords';
import { registerWithConsentSchema } from '@/lib/validation/consent';
import { parseInput } from '@/lib/validation/parse-input';
import { accountsChanged } from './session-stamps';
import { getSettings } from './settings';
import { recordTermsAcceptance } from './terms';

const ACTIVATION_TTL_HOURS = 48;

/** Only the sha256 of a token is stored: a leaked table cannot activate anything. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Marks an e-mailed link used, once: the token of `purpose` that is unused and unexpired, in the
 * caller's transaction. Null when there is none (invalid, used or expired).
 */
export async function claimAccountToken(
  tx: Pick<typeof db, 'update'>,
  { token, purpose }: { token: string; purpose: string },
): Promise<{ userId: number; newEmail: string | null } | null> {
  const now = new Date();
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
  return row ?? null;
}


/** Issues a fresh activation token for the account (in `tx` when given) and mails its link, in its language. */
export async function sendActivation(
  user: { id: number; email: string; locale: string | null },
  origin?: string,
  tx: Pick<typeof db, 'insert'> = db,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(accountTokens).values({
    userId: user.id,
    purpose: 'activate',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ACTIVATION_TTL_HOURS * 3600_000),
  });
  await sendMail(activationMail(recipientOf(user), `${appUrl(origin)}/activate?token=${encodeURIComponent(token)}`));
}

/**
 * A visitor registers: a member account that cannot sign in until the e-mailed link is followed.
 * Throws 422 (validation), 409 'Email already registered!' (any letter case), 429, or 503 when the
 * activation e-mail cannot be sent (the account is then removed, so registering again works).
 */
export async function registerMember({
  input,
  ip,
  origin,
  consent = false,
  locale,
}: {
  input: unknown;
  ip: string;
  origin?: string;
  /** The Register page: the consent box must be ticked, and is recorded with the terms' version. */
  consent?: boolean;
  /** The language of the page registered on: the account keeps it, and its e-mails speak it. */
  locale?: Locale;
}): Promise<{ id: number; email: string }> {
  const peek = typeof input === 'object' && input && 'email' in input ? String(input.email) : '';
  await enforceRateLimit('register', { ip, account: normalizeEmail(peek) });
  await ensureCommonPasswords(); // the schema refuses listed passwords only once the list is loaded
  const { email, password } = parseInput(consent ? registerWithConsentSchema : registerSchema, input);
  const passwordHash = await hashPassword(password);
  const version = consent ? (await getSettings()).legal.version : null;
  const user = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash, roles: ['ROLE_MEMBER'], activated: false, locale: locale ?? null })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email, locale: users.locale });
    if (created && version) await recordTermsAcceptance(tx, { userId: created.id, version, via: 'registration' });
    return created;
  });
  if (!user) throw AppError.conflict(ACCOUNT_MESSAGES.emailTaken);
  try {
    await sendActivation(user, origin);
  } catch (error) {
    console.error(`[mail] activation e-mail to ${email} failed:`, error instanceof Error ? error.message : error);
    await db.delete(users).where(eq(users.id, user.id));
    throw new AppError(503, ACCOUNT_MESSAGES.mailFailed);
  }
  return user;
}

export type ActivationOutcome = 'activated' | 'used' | 'expired' | 'invalid';

/** Follows an activation link: a token works once, for 48 hours. */
export async function activateAccount({ token }: { token: string }): Promise<ActivationOutcome> {
  if (!token || token.length > 200) return 'invalid';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, 'activate')))
      .limit(1);
    if (!row) return 'invalid';
    if (row.usedAt) return 'used';
    if (row.expiresAt.getTime() <= Date.now()) return 'expired';
    // The guard on used_at makes two clicks racing each other activate once and report one "used".
    const claimed = await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountTokens.id, row.id), isNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id });
    if (claimed.length === 0) return 'used';
    // Older links of the same account (from "resend") are spent too: the account is active now.
    await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountTokens.userId, row.userId), eq(accountTokens.purpose, 'activate'), isNull(accountTokens.usedAt)));
    await tx.update(users).set({ activated: true, updatedAt: new Date() }).where(eq(users.id, row.userId));
    return 'activated';
  });
}

/**
 * Sends a new activation link to an account that is registered but not activated. The answer is
 * the same, and takes the same time, whether or not such an account exists: looking the account up
 * and mailing it happen after the answer (lib/mail/background.ts), so a slow mail server cannot
 * tell known addresses apart. A mail that fails is logged; the visitor can ask again.
 */
export async function resendActivation({ input, ip, origin }: { input: unknown; ip: string; origin?: string }): Promise<void> {
  const peek = typeof input === 'object' && input && 'email' in input ? String(input.email) : '';
  await enforceRateLimit('resend', { ip, account: normalizeEmail(peek) });
  const { email } = parseInput(emailLinkSchema, input);
  runInBackground('activation e-mail', async () => {
    const [user] = await db.select().from(users).where(byEmail(email)).limit(1);
    if (user && !user.activated) await sendActivation(user, origin);
  });
}

/**
 * A signed-in user changes their password. Throws 422 for invalid input and for a wrong current
 * password ('Current Password Wrong!' on currentpassword), 429 when rate limited, 401 for an
 * account that is gone. Every session and API token of the account ends (their stamp changes);
 * the caller renews its own with the returned stamp (app/user/changepasswordapi/route.ts).
 */
export async function changePassword({
  actor,
  input,
  ip,
}: {
  actor: Actor;
  input: unknown;
  ip: string;
}): Promise<{ stamp: string }> {
  await enforceRateLimit('password', { ip, account: String(actor.id) });
  await ensureCommonPasswords();
  const { currentpassword, newpassword } = parseInput(changePasswordSchema, input);
  const [user] = await db.select().from(users).where(eq(users.id, actor.id)).limit(1);
  if (!user) throw AppError.unauthorized();
  if (!(await verifyPassword(user.passwordHash, currentpassword))) {
    throw AppError.validation([{ propertyPath: 'currentpassword', message: ACCOUNT_MESSAGES.passwordWrong }]);
  }
  const [updated] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(newpassword), updatedAt: new Date() })
    .where(eq(users.id, actor.id))
    .returning();
  if (!updated) throw AppError.unauthorized();
  accountsChanged(); // every session and token of this account issued before ends now
  return { stamp: sessionStampOf(updated) };
}
