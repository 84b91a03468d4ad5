import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/env';

/**
 * OWASP's "device cookie" (Slow Down Online Guessing Attacks with Device Cookies): a browser that
 * once signed in to an account keeps a signed token naming that account. Sign-in attempts that
 * carry a valid one are limited per device, not by the account's lockout, so a stranger guessing
 * from elsewhere cannot lock the owner out of the browser they use (lib/data/sign-in-limits.ts).
 *
 * A token is `<account id>.<random nonce>.<HMAC>`, keyed from AUTH_SECRET: it cannot be forged or
 * moved to another account. One cookie holds the tokens of the last few accounts signed in from
 * this browser (a family's shared computer), newest first.
 */
export const DEVICE_COOKIE = 'thirumanam-device';
/** Long-lived on purpose: the protection is for the browser the owner keeps coming back with. */
const DEVICE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
const MAX_ACCOUNTS = 5;

function mac(payload: string): Buffer {
  return createHmac('sha256', `device-cookie:${authSecret()}`).update(payload).digest();
}

function parse(cookie: string | undefined | null) {
  return (cookie ?? '')
    .split('~')
    .slice(0, MAX_ACCOUNTS)
    .map((token) => {
      const [id, nonce, signature] = token.split('.');
      return { token, id: Number(id), nonce: nonce ?? '', signature: signature ?? '' };
    });
}

/**
 * The nonce of this browser's valid token for the account (what its own attempt counter is keyed
 * on), or null when the cookie holds none: missing, forged, or issued for another account.
 */
export function deviceNonceFor(cookie: string | undefined | null, accountId: number): string | null {
  for (const { id, nonce, signature } of parse(cookie)) {
    if (id !== accountId || !/^[\w-]{16,64}$/.test(nonce)) continue;
    const expected = mac(`${id}.${nonce}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return nonce;
  }
  return null;
}

/** The cookie's new value after a successful sign-in: a fresh token for this account first. */
export function rememberDevice(cookie: string | undefined | null, accountId: number): string {
  const nonce = randomBytes(16).toString('base64url');
  const token = `${accountId}.${nonce}.${mac(`${accountId}.${nonce}`).toString('base64url')}`;
  const others = parse(cookie)
    .filter((entry) => entry.token && entry.token.length <= 120 && entry.id !== accountId)
    .map((entry) => entry.token);
  return [token, ...others].slice(0, MAX_ACCOUNTS).join('~');
}

/** Cookie attributes: script cannot read it, other sites do not send it along, https keeps it secret. */
export function deviceCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', maxAge: DEVICE_COOKIE_MAX_AGE, secure };
}
