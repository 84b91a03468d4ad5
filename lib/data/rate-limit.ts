import 'server-only';
import { isIPv6 } from 'node:net';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import { env, type RateLimitRule } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { clientAddress } from '@/lib/http/peer';

/**
 * Fixed-window rate limits kept in the database (table rate_limit), so they hold across several app
 * instances sharing it. One atomic upsert per check: concurrent requests cannot both see a free slot.
 */
export type Limit = { limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/** Adds one hit to `key` and tells whether it is still within `limit` hits per window. */
export async function consumeRateLimit(
  key: string,
  { limit, windowSeconds }: Limit,
): Promise<RateLimitResult> {
  const [row] = await queryRows<{ count: number; retry_after: number }>(sql`
    insert into rate_limit (key, count, reset_at)
    values (${key}, 1, now() + ${windowSeconds}::int * interval '1 second')
    on conflict (key) do update set
      count = case when rate_limit.reset_at <= now() then 1 else rate_limit.count + 1 end,
      reset_at = case when rate_limit.reset_at <= now() then excluded.reset_at else rate_limit.reset_at end
    returning count, greatest(1, ceil(extract(epoch from reset_at - now())))::int as retry_after`);
  // Expired windows are only reset when their key comes back; sweep the rest now and then.
  if (Math.random() < 0.01)
    await queryRows(sql`delete from rate_limit where reset_at < now() - interval '1 day'`);
  const count = Number(row.count);
  return { allowed: count <= limit, count, retryAfterSeconds: Number(row.retry_after) };
}

/** Takes one hit of `key` back: sign-in limits count failures only (lib/data/sign-in-limits.ts). */
export async function refundRateLimit(key: string): Promise<void> {
  await queryRows(sql`update rate_limit set count = greatest(count - 1, 0) where key = ${key}`);
}

/**
 * What is limited, per client IP and per account (e-mail or user id), with defaults per window.
 * Sign-in also has `device`: failed attempts from a browser holding the account's device cookie,
 * which are exempt from the account's own lockout (lib/data/sign-in-limits.ts).
 */
const RATE_LIMITS = {
  login: {
    ip: { limit: 30, windowSeconds: 900 },
    account: { limit: 10, windowSeconds: 900 },
    device: { limit: 20, windowSeconds: 900 },
    /** One-time codes e-mailed per account (lib/data/sign-in.ts), each needing the right password. */
    code: { limit: 5, windowSeconds: 3600 },
  },
  register: { ip: { limit: 10, windowSeconds: 3600 }, account: { limit: 5, windowSeconds: 3600 } },
  resend: { ip: { limit: 10, windowSeconds: 3600 }, account: { limit: 3, windowSeconds: 3600 } },
  contact: { ip: { limit: 5, windowSeconds: 3600 }, account: { limit: 5, windowSeconds: 3600 } },
  password: { ip: { limit: 20, windowSeconds: 900 }, account: { limit: 5, windowSeconds: 900 } },
  grievance: { ip: { limit: 10, windowSeconds: 3600 }, account: { limit: 5, windowSeconds: 3600 } },
} as const satisfies Record<string, { ip: Limit; account: Limit; device?: Limit; code?: Limit }>;

export type RateLimitAction = keyof typeof RATE_LIMITS;

/**
 * The limit in force, read on every call (tests change it between cases):
 * RATE_LIMIT_LOGIN_IP="30/900" (hits/seconds) overrides one rule; RATE_LIMIT_FACTOR multiplies
 * every limit (a shared test server sets it high so suites do not trip each other).
 */
// Every action and scope with a rule above is one of lib/env.ts's RATE_LIMIT_RULES.
const ruleName = (action: RateLimitAction, scope: string) =>
  `${action.toUpperCase()}_${scope.toUpperCase()}` as RateLimitRule;

export function limitFor(action: RateLimitAction, scope: 'ip' | 'account' | 'device' | 'code'): Limit {
  const rules: { ip: Limit; account: Limit; device?: Limit; code?: Limit } = RATE_LIMITS[action];
  const base = rules[scope];
  if (!base) throw new Error(`no ${scope} limit for ${action}`);
  const settings = env();
  const rule = settings[`RATE_LIMIT_${ruleName(action, scope)}`] ?? base;
  return { ...rule, limit: Math.floor(rule.limit * settings.RATE_LIMIT_FACTOR) };
}

function humanDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** The 429 every limited call answers with; Retry-After carries the wait in seconds. */
export function tooManyRequests(retryAfterSeconds: number): AppError {
  return new AppError(
    429,
    `Too many attempts. Please try again in ${humanDuration(retryAfterSeconds)}.`,
    [],
    {
      'Retry-After': String(retryAfterSeconds),
    },
  );
}

/**
 * Counts one attempt of `action` against the client's IP and, when known, the account, and throws
 * the 429 AppError when either is over its limit. Call it before any expensive work (hashing, mail).
 */
export async function enforceRateLimit(
  action: RateLimitAction,
  { ip, account }: { ip: string; account?: string },
): Promise<void> {
  const byIp = await consumeRateLimit(`${action}:ip:${ip}`, limitFor(action, 'ip'));
  if (!byIp.allowed) throw tooManyRequests(byIp.retryAfterSeconds);
  if (account === undefined || account === '') return;
  const byAccount = await consumeRateLimit(
    `${action}:account:${account.slice(0, 260)}`,
    limitFor(action, 'account'),
  );
  if (!byAccount.allowed) throw tooManyRequests(byAccount.retryAfterSeconds);
}

/** The first four groups of an IPv6 address, written out in full ("2001:db8::1" → "2001:db8:0:0"). */
function ipv6Prefix64(ip: string): string {
  const [head, tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':');
}

/**
 * The client's address as rate limits count it: the socket's peer, or behind a proxy named in
 * TRUST_PROXY the address that proxy saw (lib/http/peer.ts). X-Forwarded-For and X-Real-IP from
 * anyone else are ignored: a client rotating them would otherwise get fresh limits at will.
 * An IPv4 address written as IPv6 counts as itself, and an IPv6 client counts by its /64, the block
 * one subscriber usually holds, so rotating addresses inside it does not reset a limit.
 */
export function clientIp(headers: Headers): string {
  const raw = (clientAddress(headers) ?? 'unknown').slice(0, 64);
  const mapped = raw.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) return mapped[1];
  if (isIPv6(raw)) return `${ipv6Prefix64(raw)}::/64`;
  return raw;
}
