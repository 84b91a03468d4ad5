/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import type { Actor } from '@/lib/auth/roles';
import { renewSession } from '@/lib/auth/renew-session';
import { issueApiToken } from '@/lib/auth/token';
import { currentSessionStamp } from '@/lib/data/session-stamps';
import { POST as postChangePassword } from '@/app/user/changepasswordapi/route';
import { get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

// The session cookie needs next-auth's request scope, which Jest lacks: a stand-in session here,
// and the renewal itself (a real cookie) in tests/e2e/security-headers.spec.ts.
let sessionActor: Actor | null = null;
jest.mock('@/lib/auth/session', () => ({ getActor: async () => sessionActor }));
jest.mock('@/lib/auth/renew-session', () => ({ renewSession: jest.fn(async () => undefined) }));
const renewed = jest.mocked(renewSession);

let ipCounter = 0;
beforeAll(() => resetDatabase());
afterAll(() => closeDb());
beforeEach(() => {
  sessionActor = null;
  renewed.mockClear();
});

function change(body: unknown, headers: Record<string, string> = {}) {
  return postChangePassword(
    new Request('http://localhost:3000/user/changepasswordapi', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `192.0.2.${++ipCounter}`,
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  );
}

const tokenOf = async (user: Actor) =>
  issueApiToken(user, (await currentSessionStamp(user.id))!, randomUUID());

describe('POST /user/changepasswordapi and the caller that changed it', () => {
  it('with a Bearer token: every token ends, and the answer carries a new one that works', async () => {
    const user = await createUser({ password: 'first-pass-1' });
    const used = await tokenOf(user);
    const other = await tokenOf(user);
    const response = await change(
      { currentpassword: 'first-pass-1', newpassword: 'second-pass-1' },
      { authorization: `Bearer ${used}` },
    );
    const answer = await response.json();
    expect(answer).toEqual({ result: true, token: expect.any(String) });
    expect((await get('/api/castes', { token: used })).status).toBe(401);
    expect((await get('/api/castes', { token: other })).status).toBe(401);
    expect((await get('/api/castes', { token: answer.token })).status).toBe(200);
    expect(renewed).not.toHaveBeenCalled();
  });

  it('with the session cookie: that session is signed in again with the new password, no token given', async () => {
    const user = await createUser({ password: 'first-pass-2' });
    sessionActor = user;
    const response = await change({ currentpassword: 'first-pass-2', newpassword: 'second-pass-2' });
    expect(await response.json()).toEqual({ result: true });
    expect(renewed).toHaveBeenCalledWith(user.email, 'second-pass-2');
  });

  it('renews nothing and gives no token when the change is refused', async () => {
    const user = await createUser({ password: 'first-pass-3' });
    const token = await tokenOf(user);
    const response = await change(
      { currentpassword: 'wrong-pass', newpassword: 'second-pass-3' },
      { authorization: `Bearer ${token}` },
    );
    expect(await response.json()).toEqual({ result: false, formerror: 'Current Password Wrong!' });
    expect((await get('/api/castes', { token })).status).toBe(200);
    sessionActor = user;
    await change({ currentpassword: 'wrong-pass', newpassword: 'second-pass-3' });
    expect(renewed).not.toHaveBeenCalled();
  });
});
