import type { JWT } from 'next-auth/jwt';
import { isSessionEnded } from '@/lib/data/ended-sessions';
import { SESSION_REFRESH_SECONDS, sessionWithinLifetime } from './config';
import { decodeSession } from './session-jwt';

/** next-auth's session cookie, over https and over http (lib/auth/session-token.ts reads the same). */
const SESSION_COOKIES = ['__Secure-authjs.session-token', 'authjs.session-token'];

/**
 * Whether the proxy may let a page through as signed in without asking next-auth (issue 28 item 2):
 * the request's session cookie opens under `secret`, is within its lifetime, was not signed out,
 * and was issued less than SESSION_REFRESH_SECONDS ago, so re-issuing it now would move its expiry
 * by no more than that. next-auth's middleware does more per page (a CSRF token hashed, the cookie
 * encrypted again and set): it still runs for every other request, and refreshes a cookie older than
 * that, clears one signed out or past its lifetime, and sees no session where there is none. The
 * pages' own checks (lib/auth/session.ts: the account's stamp, ended sessions) run either way.
 */
export async function freshSession(
  cookies: { get(name: string): { value: string } | undefined },
  secret: string,
  now = Date.now(),
): Promise<boolean> {
  for (const name of SESSION_COOKIES) {
    const value = cookies.get(name)?.value;
    if (!value) continue;
    const token: JWT | null = await decodeSession({ token: value, secret, salt: name }).catch(() => null);
    if (!token) return false;
    const issued = typeof token.iat === 'number' ? token.iat * 1000 : Number.NaN;
    if (!(now - issued < SESSION_REFRESH_SECONDS * 1000) || issued > now + 60_000) return false;
    if (!sessionWithinLifetime(token, now)) return false;
    return !(await isSessionEnded(String(token.sid)));
  }
  return false;
}
