/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import type { JWT } from 'next-auth/jwt';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import { actorOfBearer } from '@/lib/auth/bearer';
import { SESSION_ABSOLUTE_SECONDS, SESSION_MAX_AGE_SECONDS } from '@/lib/auth/config';
import { verifyCredentials } from '@/lib/data/credentials';
import { serverAuthConfig } from '@/lib/auth/server-config';
import { getActor } from '@/lib/auth/session';
import { API_TOKEN_TTL_SECONDS } from '@/lib/auth/token';
import { endSession, isSessionEnded } from '@/lib/data/ended-sessions';
import { POST as postGetToken } from '@/app/user/gettoken/route';
import { get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

// The session cookie needs a request scope Jest does not have: its decoded token stands in here;
// every check after it is the real one (the end-to-end tests replay real cookies).
let cookieToken: JWT | null = null;
jest.mock('@/lib/auth/session-token', () => ({ readSessionToken: async () => cookieToken }));

beforeAll(() => resetDatabase({ seed: false }));
afterAll(() => closeDb());

const DAY = 24 * 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The token a sign-in puts in the cookie, `daysAgo` days after it was made. */
async function signIn(email: string, password: string, daysAgo = 0): Promise<JWT> {
  const check = await verifyCredentials(email, password);
  if (!check.ok) throw new Error(`cannot sign in: ${check.reason}`);
  const { actor, stamp } = check;
  const user = { id: String(actor.id), email: actor.email, roles: actor.roles, stamp };
  const token = (await serverAuthConfig.callbacks.jwt({ token: { email: actor.email }, user } as never))!;
  return { ...token, signedInAt: token.signedInAt! - daysAgo * DAY };
}

/** What refreshing the cookie gives: null when the session may not be refreshed (its cookie is cleared). */
const refresh = (token: JWT) => serverAuthConfig.callbacks.jwt({ token } as never);

async function tokenFromGettoken(): Promise<string> {
  const response = await postGetToken(
    new Request('http://127.0.0.1/user/gettoken', {
      method: 'POST',
      headers: { 'user-agent': 'curl/8.5.0' },
    }),
  );
  expect(response.status).toBe(200);
  return (await response.json()).token;
}

describe('signing out ends the session on the server', () => {
  it('a signed-out session opens nothing when its cookie is replayed; other sessions go on', async () => {
    const user = await createUser({ password: 'first-pass' });
    const phone = await signIn(user.email, 'first-pass');
    const laptop = await signIn(user.email, 'first-pass');
    cookieToken = phone;
    expect((await getActor())?.id).toBe(user.id);

    await endSession(phone.sid!);
    expect(await getActor()).toBeNull();
    cookieToken = laptop;
    expect((await getActor())?.id).toBe(user.id);
  });

  it('is never refreshed once signed out: the replayed cookie is cleared, not given a later expiry', async () => {
    const user = await createUser({ password: 'first-pass' });
    const session = await signIn(user.email, 'first-pass');
    expect(await refresh(session)).toMatchObject({ sid: session.sid });
    await endSession(session.sid!);
    expect(await refresh(session)).toBeNull();
  });

  it('ends the API tokens made from the session, and only those', async () => {
    const user = await createUser({ password: 'first-pass' });
    const phone = await signIn(user.email, 'first-pass');
    const laptop = await signIn(user.email, 'first-pass');
    cookieToken = phone;
    const phoneToken = await tokenFromGettoken();
    cookieToken = laptop;
    const laptopToken = await tokenFromGettoken();
    expect((await get('/api/castes', { token: phoneToken })).status).toBe(200);

    await endSession(phone.sid!); // the phone signs out
    expect(await actorOfBearer(phoneToken)).toBeNull();
    expect((await get('/api/castes', { token: phoneToken })).status).toBe(401);
    expect((await get('/api/castes', { token: laptopToken })).status).toBe(200);
    cookieToken = phone;
    expect(
      (
        await postGetToken(
          new Request('http://127.0.0.1/user/gettoken', {
            method: 'POST',
            headers: { 'user-agent': 'curl/8.5.0' },
          }),
        )
      ).status,
    ).toBe(401);
  });

  it('refuses a session that carries no id or no start (issued before sessions had them)', async () => {
    const user = await createUser({ password: 'first-pass' });
    const session = await signIn(user.email, 'first-pass');
    for (const old of [
      { ...session, sid: undefined },
      { ...session, signedInAt: undefined },
    ]) {
      cookieToken = old;
      expect(await getActor()).toBeNull();
      expect(await refresh(old)).toBeNull();
    }
  });
});

describe('the absolute lifetime of a session', () => {
  it('lasts 30 days from sign-in however often it is refreshed', async () => {
    const user = await createUser({ password: 'first-pass' });
    const old = await signIn(user.email, 'first-pass', 29);
    cookieToken = old;
    expect((await getActor())?.id).toBe(user.id);
    expect(await refresh(old)).toMatchObject({ signedInAt: old.signedInAt });

    // Refreshed every day, it still ends 30 days after the sign-in: nothing ended it on the server.
    const expired = { ...old, signedInAt: nowSeconds() - SESSION_ABSOLUTE_SECONDS - 5 };
    cookieToken = expired;
    expect(await isSessionEnded(expired.sid!)).toBe(false);
    expect(await getActor()).toBeNull();
    expect(await refresh(expired)).toBeNull();
    expect(SESSION_ABSOLUTE_SECONDS).toBe(30 * DAY);
    expect(SESSION_MAX_AGE_SECONDS).toBe(7 * DAY);
  });

  it('remembers an ended session until no cookie or token naming it can still be valid', async () => {
    const sid = randomUUID();
    expect(await isSessionEnded(sid)).toBe(false);
    await endSession(sid);
    await endSession(sid); // signing out twice is harmless
    expect(await isSessionEnded(sid)).toBe(true);
    const [row] = await queryRows<{ seconds: number }>(
      sql`select extract(epoch from expires_at - now())::int as seconds from ended_session where session_id = ${sid}`,
    );
    // A cookie signed in just now lives 30 days at most; a token made at its last moment 15 minutes more.
    const bound = SESSION_ABSOLUTE_SECONDS + API_TOKEN_TTL_SECONDS;
    expect(Number(row.seconds)).toBeGreaterThan(bound - 100);
    expect(Number(row.seconds)).toBeLessThanOrEqual(bound);
  });
});
