import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { signInCodes } from '@/db/schema';
import { authSecret } from '@/lib/env';

/** How long an e-mailed code works, and how many wrong tries it takes. */
export const SIGN_IN_CODE_MINUTES = 10;
const MAX_TRIES = 5;

/**
 * Only this is stored: keyed with AUTH_SECRET and the account, so a leaked table (a million
 * possible codes) gives nothing to try offline, and a code is good for its own account only.
 */
function codeHash(userId: number, code: string): string {
  return createHmac('sha256', `sign-in-code:${authSecret()}`).update(`${userId}:${code}`).digest('hex');
}

/** A fresh 6-digit code for the account (to be e-mailed); its hash is stored. */
export async function createSignInCode(userId: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(signInCodes).values({
    userId,
    codeHash: codeHash(userId, code),
    expiresAt: new Date(Date.now() + SIGN_IN_CODE_MINUTES * 60_000),
  });
  // Rows a day past their expiry guard nothing any more; sweep them now and then.
  if (Math.random() < 0.05) await db.delete(signInCodes).where(lt(signInCodes.expiresAt, sql`now() - interval '1 day'`));
  return code;
}

/**
 * Spends a code: true when it matches one of the account's live codes (unused, unexpired, fewer
 * than MAX_TRIES wrong tries), which then all end (the sign-in happened). A wrong code uses up a try
 * of every live code. Rows are locked, so two submissions of one code sign in once.
 */
export async function redeemSignInCode(userId: number, code: string): Promise<boolean> {
  const given = Buffer.from(codeHash(userId, code), 'hex');
  return db.transaction(async (tx) => {
    const live = await tx
      .select({ id: signInCodes.id, codeHash: signInCodes.codeHash })
      .from(signInCodes)
      .where(
        and(
          eq(signInCodes.userId, userId),
          isNull(signInCodes.usedAt),
          gt(signInCodes.expiresAt, sql`now()`),
          lt(signInCodes.attempts, MAX_TRIES),
        ),
      )
      .for('update');
    if (live.length === 0) return false;
    const ids = live.map((row) => row.id);
    const matched = live.some((row) => timingSafeEqual(Buffer.from(row.codeHash, 'hex'), given));
    await tx
      .update(signInCodes)
      .set(matched ? { usedAt: new Date() } : { attempts: sql`${signInCodes.attempts} + 1` })
      .where(inArray(signInCodes.id, ids));
    return matched;
  });
}
