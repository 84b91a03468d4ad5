/** @jest-environment node */
import type { JWT } from 'next-auth/jwt';
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';
import { createRequestStoreForAPI } from 'next/dist/server/async-storage/request-store';
import { createWorkStore } from 'next/dist/server/async-storage/work-store';
import { profileFormLookups } from '@/app/(app)/profile-actions';
import { serverAuthConfig } from '@/lib/auth/server-config';
import { encodeSession } from '@/lib/auth/session-jwt';
import { verifyCredentials } from '@/lib/data/credentials';
import { endSession } from '@/lib/data/ended-sessions';
import { authSecret } from '@/lib/env';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

/**
 * profileFormLookups (the dashboard profile form's choice lists) is the member area's: an
 * administrator, a college user or a signed-out caller gets nothing from it. Called as Next.js
 * calls a server action: inside a request whose cookie is a real session cookie (encoded as the
 * sign-in encodes it, read by cookies() and checked by lib/auth/session.ts against the database).
 */

// next.config.mjs's experimental.authInterrupts, which `next build` puts in the bundle: forbidden()
// refuses to run without it.
process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';

// next-intl's getLocale needs the react-server build, which Jest does not load: it answers what
// lib/i18n/request.ts gives next-intl, the app's own reading of this request's language.
jest.mock('next-intl/server', () => ({
  getLocale: () => jest.requireActual('@/lib/i18n/request-locale').requestLocale(),
}));

const COOKIE = 'authjs.session-token';

beforeAll(() => resetDatabase());
afterAll(() => closeDb());

/** The session cookie a sign-in with this e-mail and password sets. */
async function sessionCookie(email: string, password: string): Promise<{ cookie: string; token: JWT }> {
  const check = await verifyCredentials(email, password);
  if (!check.ok) throw new Error(`cannot sign in: ${check.reason}`);
  const { actor, stamp } = check;
  const user = { id: String(actor.id), email: actor.email, roles: actor.roles, stamp };
  const token = (await serverAuthConfig.callbacks.jwt({ token: { email: actor.email }, user } as never))!;
  const value = await encodeSession({ token, secret: authSecret(), salt: COOKIE });
  return { cookie: `${COOKIE}=${value}`, token };
}

/**
 * The action called as Next.js calls it from a POST to the dashboard carrying `cookie` (the work
 * and request stores its cookies() and headers() read), and proxy.ts's x-pathname; its answer, or
 * the digest of what it threw (forbidden() and redirect() throw, Next.js answers 403 or redirects).
 */
async function callAction(cookie: string | null, language?: string) {
  const headers = new Headers({ 'x-pathname': '/user/dashboard', 'next-action': 'profileFormLookups' });
  if (cookie) headers.set('cookie', cookie);
  if (language) headers.set('accept-language', language);
  const url = new URL('http://127.0.0.1/user/dashboard');
  const work = createWorkStore({
    page: '/(app)/user/dashboard/page',
    renderOpts: { experimental: {} },
    isPrefetchRequest: false,
    buildId: 'jest',
    previouslyRevalidatedTags: [],
  } as never);
  const request = createRequestStoreForAPI(
    { headers } as never,
    url,
    undefined as never,
    undefined,
    undefined as never,
    undefined,
  );
  try {
    const answer = await workAsyncStorage.run(work, () =>
      workUnitAsyncStorage.run(request, () => profileFormLookups()),
    );
    return { answer };
  } catch (error) {
    return { thrown: (error as { digest?: string }).digest ?? String(error) };
  }
}

const FORBIDDEN = 'NEXT_HTTP_ERROR_FALLBACK;403';
const TO_LOGIN = expect.stringMatching(
  /^NEXT_REDIRECT;replace;\/login\?callbackUrl=%2Fuser%2Fdashboard;307;/,
);

test("a member gets the choice lists, in the page's language", async () => {
  const member = await createUser({ roles: ['ROLE_MEMBER'] });
  const { cookie } = await sessionCookie(member.email, member.password);
  const { answer, thrown } = await callAction(cookie);
  expect(thrown).toBeUndefined();
  expect(answer!.raasis).toHaveLength(12);
  expect(answer!.raasis[0]).toMatchObject({
    value: expect.any(String),
    label: expect.stringMatching(/^[A-Za-z]/),
  });
  expect(answer!.membersplans).toBeUndefined(); // the administrators' General section only
  const tamil = await callAction(cookie, 'ta');
  expect(tamil.answer!.raasis[0].label).toMatch(/[\u0B80-\u0BFF]/);
});

test('an administrator and a college user are refused (403), and get no lists', async () => {
  for (const roles of [['ROLE_ADMIN'], ['ROLE_ADMIN', 'ROLE_MEMBER'], ['ROLE_COLLEGE']]) {
    const user = await createUser({ roles });
    const { cookie } = await sessionCookie(user.email, user.password);
    expect(await callAction(cookie)).toEqual({ thrown: FORBIDDEN });
  }
});

test('a signed-out caller is sent to the login page: no cookie, a forged one, a session signed out', async () => {
  expect(await callAction(null)).toEqual({ thrown: TO_LOGIN });
  expect(await callAction(`${COOKIE}=not-a-session`)).toEqual({ thrown: TO_LOGIN });

  const member = await createUser({ roles: ['ROLE_MEMBER'] });
  const { cookie, token } = await sessionCookie(member.email, member.password);
  expect((await callAction(cookie)).thrown).toBeUndefined();
  await endSession(token.sid!);
  expect(await callAction(cookie)).toEqual({ thrown: TO_LOGIN });
});
