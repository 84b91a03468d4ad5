/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { db, queryRows } from '@/db/client';
import { accountTokens, users } from '@/db/schema';
import { verifyCredentials } from '@/lib/data/credentials';
import { activateAccount, hashToken, registerMember, resendActivation } from '@/lib/data/accounts';
import { backgroundWorkDone } from '@/lib/mail/background';
import { AppError } from '@/lib/errors';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account';
import { closeDb, resetDatabase } from '../helpers/db';
import { activationLinkIn, startSmtpServer } from '../helpers/mail';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ipCounter = 0;
// A fresh client address per test keeps the per-IP limits of one test from touching another.
const nextIp = () => `192.0.2.${++ipCounter}`;

beforeAll(async () => {
  await resetDatabase();
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
  await closeDb();
});

const register = (email: string, password = 'mango-tree7', ip = nextIp()) =>
  registerMember({ input: { email, password }, ip });

/** The error a promise rejects with (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

const mailTo = (email: string) =>
  smtp.inbox.filter((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()));
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('registration and activation', () => {
  it('sends a working activation link that lets the new member sign in', async () => {
    await register('Kavya@Example.com', 'kavya-pass');
    const [user] = await db.select().from(users).where(eq(users.email, 'Kavya@Example.com'));
    expect(user).toMatchObject({ roles: ['ROLE_MEMBER'], activated: false });
    expect(await verifyCredentials('kavya@example.com', 'kavya-pass')).toEqual({
      ok: false,
      reason: 'inactive',
    });

    const mails = mailTo('Kavya@Example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].raw).toMatch(/^Subject: Activate your Thirumanam registration/m);
    const link = activationLinkIn(mails[0].raw);
    expect(link).toMatch(/^http:\/\/localhost:3000\/activate\?token=/); // built on APP_URL

    // Only a hash of the token is kept.
    const token = tokenOf(link!);
    const [stored] = await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.purpose).toBe('activate');
    const hours = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 3600_000;
    expect(hours).toBeCloseTo(48, 1);

    expect(await activateAccount({ token })).toBe('activated');
    expect(await verifyCredentials('KAVYA@example.com', 'kavya-pass')).toMatchObject({ ok: true });
  });

  it('refuses a link the second time', async () => {
    await register('reuse@example.com');
    const token = tokenOf(activationLinkIn(mailTo('reuse@example.com')[0].raw)!);
    expect(await activateAccount({ token })).toBe('activated');
    expect(await activateAccount({ token })).toBe('used');
  });

  it('activates once when the same link is followed twice at the same moment', async () => {
    await register('race@example.com');
    const token = tokenOf(activationLinkIn(mailTo('race@example.com')[0].raw)!);
    const outcomes = await Promise.all([activateAccount({ token }), activateAccount({ token })]);
    expect(outcomes.sort()).toEqual(['activated', 'used']);
  });

  it('refuses an expired link and leaves the account inactive', async () => {
    await register('late@example.com', 'late-pass');
    const token = tokenOf(activationLinkIn(mailTo('late@example.com')[0].raw)!);
    await db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect(await activateAccount({ token })).toBe('expired');
    expect(await verifyCredentials('late@example.com', 'late-pass')).toEqual({
      ok: false,
      reason: 'inactive',
    });
  });

  it('refuses forged and empty links', async () => {
    expect(await activateAccount({ token: 'forged-token-value' })).toBe('invalid');
    expect(await activateAccount({ token: '' })).toBe('invalid');
    expect(await activateAccount({ token: 'x'.repeat(5000) })).toBe('invalid');
  });

  it('refuses an e-mail that is taken, whatever its letter case', async () => {
    await register('meena@example.com');
    for (const email of ['meena@example.com', 'MEENA@Example.COM', '  Meena@example.com ']) {
      const error = await rejection(register(email));
      expect(error.status).toBe(409);
      expect(error.message).toBe(ACCOUNT_MESSAGES.emailTaken);
    }
    const [{ n }] = await queryRows<{ n: number }>(
      sql`select count(*)::int as n from users where lower(email) = 'meena@example.com'`,
    );
    expect(n).toBe(1);
    expect(mailTo('meena@example.com')).toHaveLength(1);
  });

  it.each([
    [{ email: '', password: 'mango-tree7' }, 'email', 'Enter Email!'],
    [{ password: 'mango-tree7' }, 'email', 'Enter Email!'],
    [{ email: 'not-an-email', password: 'mango-tree7' }, 'email', 'Enter Valid Email!'],
    [{ email: 'a@example.com', password: '' }, 'password', 'Enter Password!'],
    [{ email: 'a@example.com' }, 'password', 'Enter Password!'],
    [{ email: 'a@example.com', password: '12345' }, 'password', 'Too Short!'],
    [{ email: 'a@example.com', password: 'x'.repeat(21) }, 'password', 'Too Long!'],
  ])('refuses %j with %s: %s', async (input, propertyPath, message) => {
    const error = await rejection(registerMember({ input, ip: nextIp() }));
    expect(error.status).toBe(422);
    expect(error.violations[0]).toEqual({ propertyPath, message });
  });

  it('accepts passwords of exactly 6 and 20 characters', async () => {
    await expect(register('six@example.com', 'k7#q2z')).resolves.toMatchObject({ email: 'six@example.com' });
    await expect(register('twenty@example.com', 'x'.repeat(20))).resolves.toMatchObject({
      email: 'twenty@example.com',
    });
  });
});

describe('resend activation e-mail', () => {
  it('sends a new link to an unactivated account; the first one used spends the other', async () => {
    await register('again@example.com');
    await resendActivation({ input: { email: 'AGAIN@example.com' }, ip: nextIp() });
    await backgroundWorkDone(); // the mail goes out after the answer
    const links = mailTo('again@example.com').map((m) => activationLinkIn(m.raw)!);
    expect(links).toHaveLength(2);
    expect(links[0]).not.toBe(links[1]);
    expect(await activateAccount({ token: tokenOf(links[1]) })).toBe('activated');
    expect(await activateAccount({ token: tokenOf(links[0]) })).toBe('used');
  });

  it('sends nothing, and answers the same, for an activated or unknown account', async () => {
    const before = smtp.inbox.length;
    await expect(
      resendActivation({ input: { email: 'kavya@example.com' }, ip: nextIp() }),
    ).resolves.toBeUndefined();
    await expect(
      resendActivation({ input: { email: 'nobody@example.com' }, ip: nextIp() }),
    ).resolves.toBeUndefined();
    await backgroundWorkDone();
    expect(smtp.inbox.length).toBe(before);
  });
});

describe('when the mail server is down', () => {
  it('answers 503 and removes the account, so the visitor can register again later', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    const silence = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const error = await rejection(register('down@example.com'));
      expect(error.status).toBe(503);
      expect(error.message).toBe(ACCOUNT_MESSAGES.mailFailed);
      expect(await db.select().from(users).where(eq(users.email, 'down@example.com'))).toHaveLength(0);
    } finally {
      process.env.SMTP_URL = smtp.url;
      silence.mockRestore();
    }
    await expect(register('down@example.com')).resolves.toMatchObject({ email: 'down@example.com' });
  });
});

describe('registration rate limit', () => {
  afterEach(() => {
    delete process.env.RATE_LIMIT_REGISTER_IP;
    delete process.env.RATE_LIMIT_REGISTER_ACCOUNT;
  });

  it('is reached per IP with a 429 and Retry-After, and released when the window ends', async () => {
    process.env.RATE_LIMIT_REGISTER_IP = '2/600';
    const ip = nextIp();
    await register('limit1@example.com', 'mango-tree7', ip);
    await register('limit2@example.com', 'mango-tree7', ip);
    const error = await rejection(register('limit3@example.com', 'mango-tree7', ip));
    expect(error.status).toBe(429);
    expect(error.message).toBe('Too many attempts. Please try again in 10 minutes.');
    expect(Number(error.headers['Retry-After'])).toBeGreaterThan(590);
    expect(Number(error.headers['Retry-After'])).toBeLessThanOrEqual(600);
    // Another address is not affected.
    await expect(register('limit3@example.com', 'mango-tree7', nextIp())).resolves.toBeDefined();

    await db.execute(
      sql`update rate_limit set reset_at = now() - interval '1 second' where key = ${`register:ip:${ip}`}`,
    );
    await expect(register('limit4@example.com', 'mango-tree7', ip)).resolves.toBeDefined();
  });

  it('is reached per account from several addresses', async () => {
    process.env.RATE_LIMIT_REGISTER_ACCOUNT = '2/600';
    await register('target@example.com');
    await rejection(register('TARGET@example.com')); // 409, but counted
    const error = await rejection(register('target@example.com'));
    expect(error.status).toBe(429);
  });
});
