import 'server-only';
import { consumeRateLimit, limitFor, refundRateLimit, tooManyRequests } from '@/lib/data/rate-limit';

/**
 * The limits on sign-in attempts (issue 15 item 3), counting failures only:
 * - per client address, so one address cannot guess at many accounts; successful sign-ins give
 *   their hit back, so an office behind one address is never locked out by its own colleagues;
 * - per account for attempts without a valid device cookie (lib/auth/device-cookie.ts): this is
 *   the lockout that stops a stranger's guessing at one account;
 * - per device cookie for attempts that carry one: the owner's browser keeps signing in while the
 *   account is locked for strangers, and guessing from a stolen or own cookie is still capped.
 *
 * Every attempt takes its hit first (one atomic upsert per counter, so simultaneous guesses
 * cannot slip past a limit) and a successful one takes it back afterwards.
 */
export type SignInAttempt = { ip: string; account: string; deviceNonce: string | null };

/** Counts the attempt, throwing the 429 AppError when a limit is reached; returns what to refund. */
export async function countSignInAttempt({ ip, account, deviceNonce }: SignInAttempt): Promise<string[]> {
  const byIp = `login:ip:${ip}`;
  const ipResult = await consumeRateLimit(byIp, limitFor('login', 'ip'));
  if (!ipResult.allowed) throw tooManyRequests(ipResult.retryAfterSeconds);
  const [key, limit] = deviceNonce
    ? [`login:device:${deviceNonce}`, limitFor('login', 'device')]
    : [`login:account:${account.slice(0, 260)}`, limitFor('login', 'account')];
  const result = await consumeRateLimit(key, limit);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  return [byIp, key];
}

/** A sign-in succeeded: its hits were not failures. */
export async function refundSignInAttempt(keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map(refundRateLimit));
}
