/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { users } from '@/db/schema';
import { actorOfBearer } from '@/lib/auth/bearer';
import { verifyCredentials } from '@/lib/data/credentials';
import { getActor } from '@/lib/auth/session';
import { issueApiToken } from '@/lib/auth/token';
import { changePassword } from '@/lib/data/accounts';
import { currentSessionStamp } from '@/lib/data/session-stamps';
import { get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

// The session cookie needs a request scope Jest does not have: its decoded token stands in here;
// the stamp check after it is the real one (the end-to-end tests use real cookies).
type Token = { uid: string; email: string; roles: string[]; stamp?: string; sid: string; signedInAt: number };
let cookieSession: Token | null = null;
jest.mock('@/lib/auth/session-token', () => ({ readSessionToken: async () => cookieSession }));

beforeAll(() => resetDatabase());
afterAll(() => closeDb());

/** Signs in as the login form does: the session carries the stamp verifyCredentials gives. */
async function signIn(email: string, password: string) {
  const check = await verifyCredentials(email, password);
  if (!check.ok) throw new Error(`cannot sign in: ${check.reason}`);
  const { actor, stamp } = check;
  const signedInAt = Math.floor(Date.now() / 1000);
  return {
    uid: String(actor.id),
    email: actor.email,
    roles: actor.roles,
    stamp,
    sid: randomUUID(),
    signedInAt,
  };
}

async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 50 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
  expect(await check()).toBe(true);
}

describe('sessions and tokens end when the account changes', () => {
  it('ends every session and token of an account when its password changes, on any device', async () => {
    const user = await createUser({ password: 'first-pass' });
    const phone = await signIn(user.email, 'first-pass');
    const laptop = await signIn(user.email, 'first-pass');
    const token = await issueApiToken(user, (await currentSessionStamp(user.id))!, phone.sid);
    cookieSession = phone;
    expect(await getActor()).toEqual({ id: user.id, email: user.email, roles: ['ROLE_MEMBER'] });
    expect(await actorOfBearer(token)).toEqual({ id: user.id, email: user.email, roles: ['ROLE_MEMBER'] });
    expect((await get('/api/castes', { token })).status).toBe(200);

    await changePassword({
      actor: user,
      input: { currentpassword: 'first-pass', newpassword: 'second-pass' },
      ip: '203.0.113.7',
    });
    cookieSession = laptop;
    expect(await getActor()).toBeNull();
    cookieSession = phone;
    expect(await getActor()).toBeNull();
    expect(await actorOfBearer(token)).toBeNull();
    expect((await get('/api/castes', { token })).status).toBe(401);

    // signing in with the new password gives a session that works
    cookieSession = await signIn(user.email, 'second-pass');
    expect((await getActor())?.id).toBe(user.id);
  });

  it('refuses a session without a stamp (issued before stamps existed) and one of an account that is gone', async () => {
    const user = await createUser({ password: 'first-pass' });
    const session = await signIn(user.email, 'first-pass');
    cookieSession = { ...session, stamp: undefined };
    expect(await getActor()).toBeNull();
    cookieSession = session;
    expect((await getActor())?.id).toBe(user.id);
    await db.delete(users).where(eq(users.id, user.id)); // by hand: only the NOTIFY tells the app
    await eventually(async () => (await getActor()) === null);
  });

  it('ends the sessions of an account whose roles are changed by hand in the database', async () => {
    const user = await createUser({ password: 'first-pass', roles: ['ROLE_ADMIN'] });
    cookieSession = await signIn(user.email, 'first-pass');
    expect((await getActor())?.roles).toEqual(['ROLE_ADMIN']);
    await db
      .update(users)
      .set({ roles: ['ROLE_MEMBER'] })
      .where(eq(users.id, user.id));
    await eventually(async () => (await getActor()) === null);
  });

  it('keeps the sessions of other accounts when one account changes', async () => {
    const one = await createUser({ password: 'first-pass' });
    const other = await createUser({ password: 'first-pass' });
    cookieSession = await signIn(other.email, 'first-pass');
    await changePassword({
      actor: one,
      input: { currentpassword: 'first-pass', newpassword: 'second-pass' },
      ip: '203.0.113.8',
    });
    expect((await getActor())?.id).toBe(other.id);
  });
});
