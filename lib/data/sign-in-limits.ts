import 'server-only';
import {
  consumeRateLimit,
  limitFor,
  refundRateLimit,
  tooManyRequests,
  type Limit,
} from '@/lib/data/rate-limit';

/**
 * The limits on sign-in attempts (issue 15 item 3), counting failures only:
 * - per client address, so one address cannot guess at many accounts; successful sign-ins give
 *   their hit back, so an office behind one address is never held up by its own colleagues;
 * - per account for attempts without a valid device cookie (lib/auth/device-cookie.ts): this is
 *   what stops a stranger's guessing at one account;
 * - per device cookie for attempts that carry one: the owner's browser is not held up by a
 *   stranger's guesses at the account, and guessing from a stolen or own cookie is still capped.
 *
 * A tripped limit does not refuse the right password (issue 21 item 6): many people share one
 * public address (mobile carriers' CGNAT, colleges, offices), and a stranger's guesses must not
 * lock an owner out of their other devices. Past a limit the password is still checked: a wrong one
 * fails as usual and counts, the right one needs a one-time code e-mailed to the account as a
 * second step (lib/data/sign-in.ts), so a guess that hits gains nothing. At HARD_FACTOR times a
 * limit, an attack that heavy, attempts are refused with 429 before any password is checked.
 *
 * Every attempt takes its hit first (one atomic upsert per counter, so simultaneous guesses
 * cannot slip past a limit) and a right password takes it back afterwards.
 */
export type SignInAttempt = { ip: string; account: string; deviceNonce: string | null };

const HARD_FACTOR = 10;

export type SignInCount = {
  /** The counters this attempt took a hit from: given back when the password is right. */
  keys: string[];
  /** A limit has tripped (this attempt is past one): the right password needs an e-mailed code. */
  tripped: boolean;
  /** The account's own limit (attempts without its device cookie) is reached should this one fail. */
  accountLimitReached: boolean;
};

/** Counts the attempt; throws the 429 AppError only past HARD_FACTOR times a limit. */
export async function countSignInAttempt({ ip, account, deviceNonce }: SignInAttempt): Promise<SignInCount> {
  const counters: { key: string; limit: Limit }[] = [
    { key: `login:ip:${ip}`, limit: limitFor('login', 'ip') },
    deviceNonce
      ? { key: `login:device:${deviceNonce}`, limit: limitFor('login', 'device') }
      : { key: `login:account:${account.slice(0, 260)}`, limit: limitFor('login', 'account') },
  ];
  let tripped = false;
  let ownerCount = 0;
  for (const { key, limit } of counters) {
    const result = await consumeRateLimit(key, limit);
    if (result.count > limit.limit * HARD_FACTOR) throw tooManyRequests(result.retryAfterSeconds);
    tripped ||= result.count > limit.limit;
    ownerCount = result.count;
  }
  return {
    keys: counters.map((counter) => counter.key),
    tripped,
    accountLimitReached: !deviceNonce && ownerCount >= counters[1].limit.limit,
  };
}

/** The password was right: its hits were not failures. */
export async function refundSignInAttempt(keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map(refundRateLimit));
}
