import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { accountTokens, users } from '@/db/schema';
import { normalizeEmail } from '@/lib/data/credentials';
import { hashPassword } from '@/lib/auth/password';
import { AppError } from '@/lib/errors';
import { sendMail } from '@/lib/mail';
import { runInBackground } from '@/lib/mail/background';
import { appUrl, resetPasswordMail } from '@/lib/mail/messages';
import { recipientOf } from '@/lib/mail/recipient';
import { ACCOUNT_MESSAGES, emailLinkSchema, setPasswordSchema } from '@/lib/validation/account';
import { ensureCommonPasswords } from '@/lib/validation/common-passwords';
import { parseInput } from '@/lib/validation/parse-input';
import { claimAccountToken, hashToken } from './accounts';
import { enforceRateLimit } from './rate-limit';
import { accountsChanged } from './session-stamps';

/**
 * "Forgot password?": a one-use link, valid one hour, e-mailed to the account's address (only a
 * hash of its token is stored, in account_token with purpose 'reset-password'). Following it and
 * choosing a new password ends every session and API token of the account: they carry a stamp of
 * the password hash (lib/data/session-stamps.ts), so the new hash ends them all at once.
 */
const RESET_TTL_MINUTES = 60;
const PURPOSE = 'reset-password';

/**
 * Mails a reset link to an activated account with this address. The answer is the same, and takes
 * the same time, whether or not there is one: the look-up and the mail happen after the answer
 * (lib/mail/background.ts). An account that was never activated, or was disabled, gets nothing:
 * a reset must not let a disabled staff account back in, nor skip a member's activation.
 */
export async function requestPasswordReset({ input, ip, origin }: { input: unknown; ip: string; origin?: string }): Promise<void> {
  const peek = typeof input === 'object' && input && 'email' in input ? String(input.email) : '';
  await enforceRateLimit('reset', { ip, account: normalizeEmail(peek) });
  const { email } = parseInput(emailLinkSchema, input);
  runInBackground('password reset e-mail', async () => {
    const [user] = await db
      .select({ id: users.id, email: users.email, locale: users.locale, activated: users.activated })
      .from(users)
      .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
      .limit(1);
    if (!user?.activated) return;
    await sendResetLink(user, origin);
  });
}

/**
 * Issues a reset token for an activated account (in `tx` when given) and mails its link: the
 * member's "Forgot password?" and an administrator's "Send password-reset link" (account-admin.ts).
 */
export async function sendResetLink(
  user: { id: number; email: string; locale: string | null },
  origin?: string,
  tx: Pick<typeof db, 'insert'> = db,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(accountTokens).values({
    userId: user.id,
    purpose: PURPOSE,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
  });
  const link = `${appUrl(origin)}/reset-password?token=${encodeURIComponent(token)}`;
  await sendMail(resetPasswordMail(recipientOf(user), link, RESET_TTL_MINUTES));
}

/**
 * Follows the e-mailed link: the token works once, within the hour, for an account still active.
 * Every other unused reset link of the account dies with it. Throws 400 for a bad link and 422
 * for a password the registration rules refuse (the link stays usable then).
 */
export async function resetPassword({ input }: { input: unknown }): Promise<{ email: string }> {
  await ensureCommonPasswords(); // the schema refuses listed passwords only once the list is loaded
  const { token, password } = parseInput(setPasswordSchema, input);
  const passwordHash = await hashPassword(password);
  const email = await db.transaction(async (tx) => {
    const now = new Date();
    const row = await claimAccountToken(tx, { token, purpose: PURPOSE });
    const [user] = row
      ? await tx
          .update(users)
          .set({ passwordHash, updatedAt: now })
          .where(and(eq(users.id, row.userId), eq(users.activated, true)))
          .returning({ id: users.id, email: users.email })
      : [];
    if (!user) throw AppError.badRequest(ACCOUNT_MESSAGES.resetLinkInvalid);
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, PURPOSE), isNull(accountTokens.usedAt)));
    return user.email;
  });
  accountsChanged();
  return { email: normalizeEmail(email) };
}
