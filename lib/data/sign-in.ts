import 'server-only';
import { randomUUID } from 'node:crypto';
import { db } from '@/db/client';
import { users } from '@/db/schema';
import { byEmail, normalizeEmail, verifyCredentials, type CredentialCheck } from '@/lib/data/credentials';
import { deviceNonceFor, rememberDevice } from '@/lib/auth/device-cookie';
import type { Actor } from '@/lib/auth/roles';
import { countSignInAttempt, refundSignInAttempt } from './sign-in-limits';
import { AppError } from '@/lib/errors';
import { sendMail } from '@/lib/mail';
import { runInBackground } from '@/lib/mail/background';
import { recipientOf } from '@/lib/mail/recipient';
import { failedSignInsMail, signInCodeMail } from '@/lib/mail/sign-in-messages';
import { recipientOfUser } from './mail-recipient';
import { consumeRateLimit, limitFor, tooManyRequests } from '@/lib/data/rate-limit';
import { createSignInCode, redeemSignInCode, SIGN_IN_CODE_MINUTES } from './sign-in-codes';
import { recordSignIn } from './sign-in-history';

export type SignInOutcome =
  | (Extract<CredentialCheck, { ok: true }> & {
      /** The device cookie's new value, to be set on the browser. */
      deviceCookie: string;
      /** The id of the session this sign-in begins (the cookie's `sid`), as the history records it. */
      sessionId: string;
    })
  | {
      ok: false;
      /**
       * code_required: a limit has tripped and the password was right; a code was e-mailed, to be
       * sent with it. code_invalid: the code that came with the right password is wrong, used,
       * expired or out of tries.
       */
      reason: 'invalid' | 'inactive' | 'suspended' | 'code_required' | 'code_invalid';
      deviceCookie?: undefined;
    };

/** At most one notice of failed sign-ins a day per account: an attack is one episode, not a mail per guess. */
const NOTICE_WINDOW_SECONDS = 24 * 3600;

/**
 * Every sign-in path (login page, POST /auth, the next-auth callback) comes through here: the
 * rate limits first (failures only; a browser with the account's device cookie is limited on its
 * own, not by the account's lockout), then the equal-timing credential check, then, when a limit
 * has tripped, the e-mailed one-time code as a second step (lib/data/sign-in-limits.ts says why).
 */
export async function authenticate({
  email,
  password,
  code,
  ip,
  userAgent,
  deviceCookie,
}: {
  email: string;
  password: string;
  /** The one-time code from the e-mail, when the sign-in is at its second step. */
  code?: string;
  ip: string;
  /** The User-Agent header, shortened into the sign-in history (sign-in-history.ts). */
  userAgent?: string | null;
  /** The browser's device cookie, as sent (lib/auth/device-cookie.ts). */
  deviceCookie?: string | null;
}): Promise<SignInOutcome> {
  const [known] = deviceCookie ? await db.select({ id: users.id }).from(users).where(byEmail(email)).limit(1) : [];
  const deviceNonce = known ? deviceNonceFor(deviceCookie, known.id) : null;
  const counted = await countSignInAttempt({ ip, account: normalizeEmail(email), deviceNonce });
  const check = await verifyCredentials(email, password);
  if (!check.ok && check.reason === 'invalid') {
    if (counted.accountLimitReached) tellOwnerOfFailures(email);
    return check;
  }
  // The right password is no guess, activated or not.
  await refundSignInAttempt(counted.keys);
  if (!check.ok) return check;
  if (counted.tripped) {
    if (!code) {
      await mailSignInCode(check.actor);
      return { ok: false, reason: 'code_required' };
    }
    if (!(await redeemSignInCode(check.actor.id, code))) return { ok: false, reason: 'code_invalid' };
  }
  const sessionId = randomUUID();
  await recordSignIn({
    userId: check.actor.id,
    ip,
    userAgent,
    method: counted.tripped ? 'code' : 'password',
    sessionId,
    stamp: check.stamp,
  });
  return { ...check, sessionId, deviceCookie: rememberDevice(deviceCookie, check.actor.id) };
}

/**
 * E-mails a new code (each one needs the right password; a few an hour per account, so a code
 * cannot be guessed by asking for more). A mail that cannot be sent is a 503: the user tries again.
 */
async function mailSignInCode(actor: Actor): Promise<void> {
  const issued = await consumeRateLimit(`login:code:${actor.id}`, limitFor('login', 'code'));
  if (!issued.allowed) throw tooManyRequests(issued.retryAfterSeconds);
  const code = await createSignInCode(actor.id);
  try {
    const to = (await recipientOfUser(actor.id)) ?? recipientOf({ email: actor.email, locale: null });
    await sendMail(signInCodeMail(to, code, SIGN_IN_CODE_MINUTES));
  } catch (error) {
    console.error('[mail] sign-in code failed:', error instanceof Error ? error.message : error);
    throw new AppError(503, 'We could not e-mail your sign-in code. Please try again in a few minutes.');
  }
}

/**
 * Tells an account's owner that its sign-in limit has been reached by failures, once a day at
 * most. After the answer (lib/mail/background.ts), so an existing account's failure takes no
 * longer than an unknown one's.
 */
function tellOwnerOfFailures(email: string): void {
  runInBackground('failed sign-in notice', async () => {
    const [user] = await db
      .select({ id: users.id, email: users.email, locale: users.locale })
      .from(users)
      .where(byEmail(email))
      .limit(1);
    if (!user) return;
    const once = await consumeRateLimit(`login:notice:${user.id}`, { limit: 1, windowSeconds: NOTICE_WINDOW_SECONDS });
    if (!once.allowed) return;
    const { limit, windowSeconds } = limitFor('login', 'account');
    await sendMail(failedSignInsMail(recipientOf(user), limit, Math.round(windowSeconds / 60)));
  });
}
