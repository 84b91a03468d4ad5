import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { accountTokens, users } from '@/db/schema';
import { assertArea } from '@/lib/auth/guard';
import { verifyPassword } from '@/lib/auth/password';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { sendMail } from '@/lib/mail';
import { appUrl, confirmEmailMail, emailChangedMail } from '@/lib/mail/messages';
import { recipientOf } from '@/lib/mail/recipient';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account';
import { changeEmailSchema, MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account';
import { parseInput } from '@/lib/validation/parse-input';
import { claimAccountToken, hashToken } from './accounts';
import { byEmail, normalizeEmail } from './credentials';
import { UNIQUE_VIOLATION, pgError } from './db-errors';
import { enforceRateLimit } from './rate-limit';
import { accountsChanged } from './session-stamps';
import { invalidateProfileSearches } from './profiles/search';

/**
 * Changing the sign-in e-mail (issue 23 section 2): asked with the password, confirmed by a link
 * e-mailed to the new address (account_token, purpose 'change-email', the new address in
 * new_email, only the token's hash kept, 24 hours, once); the old address is told when it is done.
 */
const PURPOSE = 'change-email';
const TTL_HOURS = 24;

const refuse = (propertyPath: string, message: string) => AppError.validation([{ propertyPath, message }]);

/** The new address waiting for its confirmation, if any. */
export async function pendingEmailOf(userId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, PURPOSE),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row?.email ?? null;
}

/**
 * Asks for a new sign-in e-mail `{"email", "password"}`: 422 for a bad or taken address, the
 * current one, or a wrong password; 429 past the change-password limit; 503 when the link cannot
 * be e-mailed (nothing is pending then). Earlier unconfirmed requests are spent.
 */
export async function requestEmailChange({
  actor,
  input,
  ip,
  origin,
}: {
  actor: Actor | null;
  input: unknown;
  ip: string;
  origin?: string;
}): Promise<{ pendingEmail: string }> {
  const member = assertArea(actor, 'member');
  await enforceRateLimit('password', { ip, account: String(member.id) });
  const { email, password } = parseInput(changeEmailSchema, input);
  const [user] = await db.select().from(users).where(eq(users.id, member.id));
  if (!user) throw AppError.unauthorized();
  if (!(await verifyPassword(user.passwordHash, password))) throw refuse('password', MEMBER_ACCOUNT_TEXT.passwordWrong);
  if (normalizeEmail(email) === normalizeEmail(user.email)) throw refuse('email', MEMBER_ACCOUNT_TEXT.sameEmail);
  const [taken] = await db.select({ id: users.id }).from(users).where(byEmail(email)).limit(1);
  if (taken) throw refuse('email', ACCOUNT_MESSAGES.emailTaken);
  const token = randomBytes(32).toString('base64url');
  const [row] = await db.transaction(async (tx) => {
    await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, PURPOSE), isNull(accountTokens.usedAt)));
    return tx
      .insert(accountTokens)
      .values({
        userId: user.id,
        purpose: PURPOSE,
        newEmail: email,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + TTL_HOURS * 3600_000),
      })
      .returning({ id: accountTokens.id });
  });
  try {
    await sendMail(confirmEmailMail(recipientOf({ email, locale: user.locale }), `${appUrl(origin)}/confirm-email?token=${encodeURIComponent(token)}`, TTL_HOURS));
  } catch (error) {
    console.error('[mail] e-mail change confirmation failed:', error instanceof Error ? error.message : error);
    await db.delete(accountTokens).where(eq(accountTokens.id, row.id));
    throw new AppError(503, MEMBER_ACCOUNT_TEXT.mailFailed);
  }
  return { pendingEmail: email };
}

export type EmailChangeOutcome = 'changed' | 'invalid' | 'taken';

/**
 * Follows the link: within 24 hours, once, the account's sign-in e-mail becomes the new address
 * (unless another account took it meanwhile: 'taken'), and the old address is told.
 */
export async function confirmEmailChange({ token }: { token: string }): Promise<EmailChangeOutcome> {
  if (!token || token.length > 200) return 'invalid';
  let changed: { old: string; locale: string | null; now: string } | null;
  try {
    changed = await db.transaction(async (tx) => {
      const now = new Date();
      const claimed = await claimAccountToken(tx, { token, purpose: PURPOSE });
      if (!claimed?.newEmail) return null;
      const [before] = await tx.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, claimed.userId));
      if (!before) return null;
      await tx
        .update(users)
        .set({ email: claimed.newEmail, updatedAt: now })
        .where(and(eq(users.id, claimed.userId), ne(users.email, claimed.newEmail)));
      return { old: before.email, locale: before.locale, now: claimed.newEmail };
    });
  } catch (error) {
    if (pgError(error)?.code === UNIQUE_VIOLATION) return 'taken';
    throw error;
  }
  if (!changed) return 'invalid';
  accountsChanged();
  invalidateProfileSearches(); // the administrators' profile list prints the sign-in e-mail
  try {
    await sendMail(emailChangedMail(recipientOf({ email: changed.old, locale: changed.locale }), changed.now));
  } catch (error) {
    console.error('[mail] e-mail change notice to the old address failed:', error instanceof Error ? error.message : error);
  }
  return 'changed';
}
