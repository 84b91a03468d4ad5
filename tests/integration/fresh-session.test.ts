/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { SESSION_ABSOLUTE_SECONDS, SESSION_REFRESH_SECONDS } from '@/lib/auth/config';
import { freshSession } from '@/lib/auth/fresh-session';
import { encodeSession } from '@/lib/auth/session-jwt';
import { endSession } from '@/lib/data/ended-sessions';
import { closeDb, resetDatabase } from '../helpers/db';

/**
 * proxy.ts lets a page through without next-auth only for a session cookie issued minutes ago,
 * live and not signed out; every other cookie goes to next-auth, which refreshes or clears it.
 */
beforeAll(() => resetDatabase({ seed: false }));
afterAll(() => closeDb());

const secret = 'fresh-secret-0123456789abcdef0123456789';
const NAME = 'authjs.session-token';
const now = Date.now();
const seconds = Math.floor(now / 1000);
// (Cookies are issued at the time of the test; `now` is earlier, within the refresh interval.)

async function jar(claims: Record<string, unknown>, name = NAME) {
  const value = await encodeSession({ token: claims, secret, salt: name, maxAge: 7 * 24 * 3600 });
  return { get: (wanted: string) => (wanted === name ? { value } : undefined) };
}
const session = (extra: Record<string, unknown> = {}) => ({
  uid: '7',
  sid: randomUUID(),
  signedInAt: seconds - 3600,
  ...extra,
});

test('a cookie issued just now, live and not signed out, needs no refresh', async () => {
  expect(await freshSession(await jar(session()), secret, now)).toBe(true);
  expect(await freshSession(await jar(session(), '__Secure-authjs.session-token'), secret, now)).toBe(true);
});

test('an older cookie, or one signed out, past its lifetime, under another secret or none, goes to next-auth', async () => {
  const cookies = await jar(session());
  // The same cookie once SESSION_REFRESH_SECONDS have passed: next-auth re-issues it.
  const later = Date.now() + (SESSION_REFRESH_SECONDS + 1) * 1000;
  expect(await freshSession(cookies, secret, later)).toBe(false);
  const signedOut = session();
  await endSession(signedOut.sid);
  expect(await freshSession(await jar(signedOut), secret, now)).toBe(false);
  const old = session({ signedInAt: seconds - SESSION_ABSOLUTE_SECONDS - 60 });
  expect(await freshSession(await jar(old), secret, now)).toBe(false);
  expect(await freshSession(await jar(session({ sid: undefined })), secret, now)).toBe(false);
  expect(await freshSession(cookies, 'another-secret-0123456789abcdef0123', now)).toBe(false);
  expect(await freshSession({ get: () => undefined }, secret, now)).toBe(false);
  expect(await freshSession({ get: () => ({ value: 'not-a-jwe' }) }, secret, now)).toBe(false);
});
