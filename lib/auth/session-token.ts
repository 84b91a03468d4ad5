import { cookies } from 'next/headers';
import type { JWT } from 'next-auth/jwt';
import { authSecret } from '@/lib/env';
import { decodeSession } from './session-jwt';

const SESSION_COOKIES = ['__Secure-authjs.session-token', 'authjs.session-token'];

/**
 * The decoded session cookie of this request, or null (none, expired, forged, or outside a
 * request). Read from cookies(), which also holds a cookie set earlier in this same request: after
 * a password change the server action signs the browser in again and Next.js renders the page
 * into the same response, so the new session must count there, not the old one the browser sent.
 *
 * Read here rather than through next-auth's auth(), whose answer is also what page scripts get
 * from /api/auth/session and so carries no session id or stamp (lib/auth/config.ts).
 */
export async function readSessionToken(): Promise<JWT | null> {
  let jar: Awaited<ReturnType<typeof cookies>>;
  try {
    jar = await cookies();
  } catch {
    return null; // outside a request (scripts, tests calling the data layer)
  }
  for (const name of SESSION_COOKIES) {
    const value = jar.get(name)?.value;
    if (!value) continue;
    const token = await decodeSession({ token: value, secret: authSecret(), salt: name }).catch(() => null);
    if (token) return token;
  }
  return null;
}
