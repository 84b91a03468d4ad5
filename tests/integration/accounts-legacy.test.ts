/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { enquiries, users } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { issueApiToken, verifyApiToken } from '@/lib/auth/token';
import { verifyCredentials } from '@/lib/data/credentials';
import { PEER_HEADER, SERVED_BY_ENV } from '@/lib/http/peer';
import { currentSessionStamp } from '@/lib/data/session-stamps';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account';
import { POST as postAuth } from '@/app/auth/route';
import { POST as postContact } from '@/app/contactaction/route';
import { POST as postRegister } from '@/app/register/memberaction/route';
import { POST as postChangePassword } from '@/app/user/changepasswordapi/route';
import { POST as postGetToken } from '@/app/user/gettoken/route';
import { closeDb, resetDatabase } from '../helpers/db';
import { startSmtpServer } from '../helpers/mail';
import { createUser } from '../helpers/users';

// The session cookie is next-auth's business (and needs a request scope Jest does not have): the
// routes are tested with a stand-in session, and the real cookie end to end in Playwright.
let sessionActor: Actor | null = null;
jest.mock('@/lib/auth/session', () => ({
  getActor: async () => sessionActor,
  getSignedInSession: async () => sessionActor && { actor: sessionActor, sessionId: 'the-session' },
}));
// Renewing the caller's session cookie after a password change is tested in change-password-caller.
jest.mock('@/lib/auth/renew-session', () => ({ renewSession: async () => undefined }));

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ipCounter = 0;

beforeAll(async () => {
  await resetDatabase({ seed: false });
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  // Requests arrive as scripts/serve.mjs hands them on, each from its own socket address.
  process.env[SERVED_BY_ENV] = '1';
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
  await closeDb();
});
beforeEach(() => {
  sessionActor = null;
});

/** A POST as a client sends it, from its own address so the per-IP limits of tests stay apart. */
function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [PEER_HEADER]: `203.0.113.${++ipCounter}`,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function answer(response: Response | Promise<Response>) {
  const r = await response;
  return { status: r.status, body: await r.json(), headers: r.headers };
}

/** Every JSON call refuses bodies it cannot read with 400/415, never a 500. */
const calls = [
  ['/auth', postAuth],
  ['/register/memberaction', postRegister],
  ['/contactaction', postContact],
  ['/user/changepasswordapi', postChangePassword],
] as const;

describe.each(calls)('%s with a body it cannot read', (path, handler) => {
  beforeEach(async () => {
    sessionActor = await createUser(); // so /user/changepasswordapi gets past its 401
  });

  it('answers 400 for malformed JSON', async () => {
    const { status } = await answer(handler(post(path, '{"email": ')));
    expect(status).toBe(400);
  });

  it('answers 400 for JSON that is not an object', async () => {
    expect((await answer(handler(post(path, '[1, 2]')))).status).toBe(400);
    expect((await answer(handler(post(path, 'null')))).status).toBe(400);
  });

  it('answers 415 for another content type', async () => {
    const form = post(path, 'email=a%40b.c&password=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect((await answer(handler(form))).status).toBe(415);
    expect((await answer(handler(post(path, '{}', { 'content-type': 'text/plain' })))).status).toBe(415);
  });

  it('answers 413 for a huge body', async () => {
    expect((await answer(handler(post(path, { message: 'x'.repeat(70_000) })))).status).toBe(413);
  });
});

describe('POST /auth', () => {
  it('answers 400 with the validation message in `error` when a field is missing', async () => {
    expect(await answer(postAuth(post('/auth', { password: 'x' })))).toMatchObject({
      status: 400,
      body: { error: 'Enter Email!' },
    });
    expect(await answer(postAuth(post('/auth', { username: 'a@example.com' })))).toMatchObject({
      status: 400,
      body: { error: 'Enter Password!' },
    });
  });
});

describe('POST /register/memberaction', () => {
  it('registers: { result: true } and an activation e-mail', async () => {
    const { status, body } = await answer(
      postRegister(post('/register/memberaction', { email: 'lakshmi@example.com', password: 'mango-tree7' })),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ result: true });
    const [user] = await db.select().from(users).where(eq(users.email, 'lakshmi@example.com'));
    expect(user).toMatchObject({ activated: false, roles: ['ROLE_MEMBER'] });
    expect(smtp.inbox.some((m) => m.to.includes('lakshmi@example.com'))).toBe(true);
  });

  it("refuses a taken e-mail (any letter case) with { result: false, formerror: 'Email already registered!' }", async () => {
    const { status, body } = await answer(
      postRegister(post('/register/memberaction', { email: 'LAKSHMI@example.com', password: 'mango-tree7' })),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ result: false, formerror: ACCOUNT_MESSAGES.emailTaken });
  });

  it('answers a validation failure with the field message as formerror', async () => {
    expect(
      (await answer(postRegister(post('/register/memberaction', { email: 'x', password: 'mango-tree7' }))))
        .body,
    ).toEqual({
      result: false,
      formerror: 'Enter Valid Email!',
    });
    expect(
      (await answer(postRegister(post('/register/memberaction', { email: 'a@example.com' })))).body,
    ).toEqual({
      result: false,
      formerror: 'Enter Password!',
    });
  });

  it('answers 429 with Retry-After when the address has registered too often', async () => {
    process.env.RATE_LIMIT_REGISTER_IP = '1/3600';
    try {
      const from = { [PEER_HEADER]: '198.18.0.1' };
      await postRegister(
        post('/register/memberaction', { email: 'r1@example.com', password: 'mango-tree7' }, from),
      );
      const { status, body, headers } = await answer(
        postRegister(
          post('/register/memberaction', { email: 'r2@example.com', password: 'mango-tree7' }, from),
        ),
      );
      expect(status).toBe(429);
      expect(body).toEqual({ result: false, formerror: 'Too many attempts. Please try again in 1 hour.' });
      expect(Number(headers.get('retry-after'))).toBeGreaterThan(3500);
    } finally {
      delete process.env.RATE_LIMIT_REGISTER_IP;
    }
  });
});

describe('POST /contactaction', () => {
  it('stores the enquiry with the phone in E.164: { result: true }', async () => {
    const input = {
      name: 'Arun',
      email: 'arun@example.com',
      mobile: '98765 43210',
      message: 'Please call me.',
    };
    expect(await answer(postContact(post('/contactaction', input)))).toMatchObject({
      status: 200,
      body: { result: true },
    });
    const [row] = await db.select().from(enquiries).where(eq(enquiries.email, 'arun@example.com'));
    expect(row).toMatchObject({
      name: 'Arun',
      mobile: '+919876543210',
      message: 'Please call me.',
      handled: false,
    });
  });

  it.each([
    [{ email: 'a@example.com', mobile: '+919876543210', message: 'Hi' }, 'Enter Name!'],
    [{ name: 'A', mobile: '+919876543210', message: 'Hi' }, 'Enter Email!'],
    [{ name: 'A', email: 'nope', mobile: '+919876543210', message: 'Hi' }, 'Enter Valid Email!'],
    [{ name: 'A', email: 'a@example.com', message: 'Hi' }, 'Enter Phone!'],
    [{ name: 'A', email: 'a@example.com', mobile: '+91123', message: 'Hi' }, 'Enter Valid Phone!'],
    [{ name: 'A', email: 'a@example.com', mobile: '+919876543210', message: '  ' }, 'Enter Message!'],
  ])('refuses %j with formerror %s', async (input, formerror) => {
    expect(await answer(postContact(post('/contactaction', input)))).toMatchObject({
      status: 200,
      body: { result: false, formerror },
    });
  });
});

describe('POST /user/gettoken', () => {
  it('answers 401 JSON without a session', async () => {
    expect(
      await answer(
        postGetToken(
          new Request('http://127.0.0.1/user/gettoken', {
            method: 'POST',
            headers: { 'user-agent': 'curl/8.5.0' },
          }),
        ),
      ),
    ).toMatchObject({ status: 401, body: { error: expect.any(String) } });
  });

  it('gives a signed-in user a short-lived token for Bearer use', async () => {
    sessionActor = await createUser();
    const { status, body, headers } = await answer(
      postGetToken(
        new Request('http://127.0.0.1/user/gettoken', {
          method: 'POST',
          headers: { 'user-agent': 'curl/8.5.0' },
        }),
      ),
    );
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(await verifyApiToken(body.token)).toEqual({
      actor: { id: sessionActor.id, email: sessionActor.email, roles: ['ROLE_MEMBER'] },
      stamp: await currentSessionStamp(sessionActor.id),
      sessionId: 'the-session',
    });
    const [, payload] = body.token.split('.');
    const { exp, iat } = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(exp - iat).toBeLessThanOrEqual(15 * 60);
  });
});

describe('POST /user/changepasswordapi', () => {
  const change = (body: unknown, headers?: Record<string, string>) =>
    answer(postChangePassword(post('/user/changepasswordapi', body, headers)));

  it('answers 401 without a session or with a bad Bearer token', async () => {
    expect(await change({ currentpassword: 'a', newpassword: 'b' })).toMatchObject({
      status: 401,
      body: { result: false },
    });
    sessionActor = await createUser();
    const forged = await change(
      { currentpassword: 'a', newpassword: 'b' },
      { authorization: 'Bearer not.a.token' },
    );
    expect(forged.status).toBe(401);
  });

  it('changes the password of the session user: { result: true }', async () => {
    sessionActor = await createUser({ password: 'old-pass' });
    expect(await change({ currentpassword: 'old-pass', newpassword: 'new-pass' })).toMatchObject({
      status: 200,
      body: { result: true },
    });
    expect(await verifyCredentials(sessionActor.email, 'new-pass')).toMatchObject({ ok: true });
  });

  it('accepts a Bearer token from /user/gettoken, which the new password then ends (a new one is in the answer)', async () => {
    const user = await createUser({ password: 'old-pass' });
    const bearer = {
      authorization: `Bearer ${await issueApiToken(user, (await currentSessionStamp(user.id))!, 'a-session')}`,
    };
    expect((await change({ currentpassword: 'old-pass', newpassword: 'bearer-pass' }, bearer)).body).toEqual({
      result: true,
      token: expect.any(String),
    });
    expect(await verifyCredentials(user.email, 'bearer-pass')).toMatchObject({ ok: true });
    expect(await change({ currentpassword: 'bearer-pass', newpassword: 'third-pass' }, bearer)).toMatchObject(
      { status: 401 },
    );
  });

  it("answers a wrong current password with { result: false, formerror: 'Current Password Wrong!' }", async () => {
    sessionActor = await createUser({ password: 'old-pass' });
    expect(await change({ currentpassword: 'nope-nope', newpassword: 'new-pass' })).toEqual(
      expect.objectContaining({
        status: 200,
        body: { result: false, formerror: ACCOUNT_MESSAGES.passwordWrong },
      }),
    );
    expect((await change({ currentpassword: 'old-pass', newpassword: '123' })).body).toEqual({
      result: false,
      formerror: 'Too Short!',
    });
  });
});
