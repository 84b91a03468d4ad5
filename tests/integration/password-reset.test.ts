/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { accountTokens, users } from '@/db/schema';
import { issueApiToken } from '@/lib/auth/token';
import { hashToken } from '@/lib/data/accounts';
import { verifyCredentials } from '@/lib/data/credentials';
import { requestPasswordReset, resetPassword } from '@/lib/data/password-reset';
import { currentSessionStamp } from '@/lib/data/session-stamps';
import { backgroundWorkDone } from '@/lib/mail/background';
import { POST as postForgot } from '@/app/forgotpasswordaction/route';
import { PEER_HEADER, SERVED_BY_ENV } from '@/lib/http/peer';
import { get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { decodeQuotedPrintable, startSmtpServer } from '../helpers/mail';
import { resetLinkIn } from '../helpers/mail-text';
import { createUser } from '../helpers/users';

// A mail server that takes 1.5 s to accept a message: an answer that waited for it would tell a
// known address from an unknown one.
const SMTP_DELAY_MS = 1500;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ipCounter = 0;
const nextIp = () => `192.0.2.${++ipCounter}`;

beforeAll(async () => {
  await resetDatabase({ seed: false });
  smtp = await startSmtpServer({ delayMs: SMTP_DELAY_MS });
  process.env.SMTP_URL = smtp.url;
  // Requests arrive as scripts/serve.mjs hands them on, each from its own socket address.
  process.env[SERVED_BY_ENV] = '1';
});
afterAll(async () => {
  await backgroundWorkDone();
  delete process.env.SMTP_URL;
  await smtp.close();
  await closeDb();
});

/** The reset token of the newest mail to `to`, read out of its link. */
function tokenMailedTo(to: string): string {
  const mail = [...smtp.inbox].reverse().find((m) => m.to.includes(to));
  const link = mail && resetLinkIn(mail.raw);
  if (!link) throw new Error(`no reset link mailed to ${to}`);
  return new URL(link).searchParams.get('token')!;
}

async function askForReset(email: string, origin = 'http://127.0.0.1:3000') {
  const started = performance.now();
  await requestPasswordReset({ input: { email }, ip: nextIp(), origin });
  return performance.now() - started;
}

describe('forgot password', () => {
  it('answers alike, and as fast, for a known and an unknown address; only the known one gets a link', async () => {
    const user = await createUser({ email: 'forgetful@example.com', password: 'first-pass-1' });
    const inbox = smtp.inbox.length;
    const known = await askForReset('Forgetful@Example.com');
    const unknown = await askForReset('nobody@example.com');
    for (const ms of [known, unknown]) expect(ms).toBeLessThan(SMTP_DELAY_MS / 2);
    await backgroundWorkDone();
    expect(smtp.inbox.slice(inbox).map((m) => m.to)).toEqual([[user.email]]);
    const mail = decodeQuotedPrintable(smtp.inbox.at(-1)!.raw);
    expect(mail).toContain('Subject: Choose a new Thirumanam password');
    expect(mail).toMatch(/https?:\/\/[^/\s]+\/reset-password\?token=/);
    expect(mail).toContain('valid for 60 minutes');

    // Only a hash of the token is stored, valid one hour.
    const token = tokenMailedTo(user.email);
    const [row] = await db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect(row.purpose).toBe('reset-password');
    expect(JSON.stringify(row)).not.toContain(token);
    const lifetime = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 1000);
  });

  it('sends nothing to an account never activated or disabled', async () => {
    await createUser({ email: 'never-activated@example.com', activated: false });
    const inbox = smtp.inbox.length;
    await askForReset('never-activated@example.com');
    await backgroundWorkDone();
    expect(smtp.inbox.length).toBe(inbox);
  });

  it('sets the new password once, ends every session and API token, and spends the other links', async () => {
    const user = await createUser({ email: 'reset-me@example.com', password: 'first-pass-1' });
    const apiToken = await issueApiToken(user, (await currentSessionStamp(user.id))!, 'some-session');
    expect((await get('/api/castes', { token: apiToken })).status).toBe(200);
    await askForReset(user.email);
    await backgroundWorkDone();
    const older = tokenMailedTo(user.email);
    await askForReset(user.email);
    await backgroundWorkDone();
    const token = tokenMailedTo(user.email);
    expect(token).not.toBe(older);

    await expect(resetPassword({ input: { token, password: 'second-pass-2' } })).resolves.toEqual({
      email: user.email,
    });
    expect((await verifyCredentials(user.email, 'second-pass-2')).ok).toBe(true);
    expect((await verifyCredentials(user.email, 'first-pass-1')).ok).toBe(false);
    expect((await get('/api/castes', { token: apiToken })).status).toBe(401);

    // The link works once, and the older one died with it.
    for (const used of [token, older])
      await expect(resetPassword({ input: { token: used, password: 'third-pass-3' } })).rejects.toMatchObject(
        {
          status: 400,
          message: 'This link is invalid, used or expired. Ask for a new one on the "Forgot password?" page.',
        },
      );
    expect((await verifyCredentials(user.email, 'second-pass-2')).ok).toBe(true);
  });

  it('refuses an expired link, and a password the registration rules refuse while keeping the link', async () => {
    const user = await createUser({ email: 'slow-reader@example.com', password: 'first-pass-1' });
    await askForReset(user.email);
    await backgroundWorkDone();
    const token = tokenMailedTo(user.email);

    const weak = resetPassword({ input: { token, password: 'password' } });
    await expect(weak).rejects.toMatchObject({ status: 422 });
    await expect(resetPassword({ input: { token, password: '123' } })).rejects.toMatchObject({ status: 422 });

    // An hour later (the clock moved by setting the expiry into the past) the link is dead.
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    await expect(resetPassword({ input: { token, password: 'fine-pass-4' } })).rejects.toMatchObject({
      status: 400,
    });
    expect((await verifyCredentials(user.email, 'first-pass-1')).ok).toBe(true);
  });

  it('does not let a disabled account back in through a link it was sent before', async () => {
    const user = await createUser({ email: 'disabled-later@example.com', password: 'first-pass-1' });
    await askForReset(user.email);
    await backgroundWorkDone();
    const token = tokenMailedTo(user.email);
    await db.update(users).set({ activated: false }).where(eq(users.id, user.id));
    await expect(resetPassword({ input: { token, password: 'second-pass-2' } })).rejects.toMatchObject({
      status: 400,
    });
    const [row] = await db.select({ activated: users.activated }).from(users).where(eq(users.id, user.id));
    expect(row.activated).toBe(false);
  });

  it('limits asking per address: the fourth request within the hour is 429', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 3; i++) await requestPasswordReset({ input: { email: 'limited@example.com' }, ip });
    await expect(
      requestPasswordReset({ input: { email: 'limited@example.com' }, ip: nextIp() }),
    ).rejects.toMatchObject({
      status: 429,
    });
    await backgroundWorkDone();
  });
});

/** POST /forgotpasswordaction as a legacy client sends it, each from its own address. */
async function postLegacy(body: string) {
  const response = await postForgot(
    new Request('http://127.0.0.1:3000/forgotpasswordaction', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PEER_HEADER]: nextIp() },
      body,
    }),
  );
  return { status: response.status, body: await response.json() };
}

describe('POST /forgotpasswordaction (legacy clients)', () => {
  it('answers {"result": true} for a known and an unknown address alike', async () => {
    await createUser({ email: 'legacy-reset@example.com', password: 'first-pass-1' });
    for (const email of ['legacy-reset@example.com', 'unknown-legacy@example.com'])
      expect(await postLegacy(JSON.stringify({ email }))).toEqual({ status: 200, body: { result: true } });
    await backgroundWorkDone();
    expect(tokenMailedTo('legacy-reset@example.com')).toBeTruthy();
  });

  it('refuses what is not an e-mail, or not JSON, sending nothing', async () => {
    const inbox = smtp.inbox.length;
    // The legacy clients' contract: a refusal the user can act on is 200 {result: false, formerror}.
    const notEmail = await postLegacy(JSON.stringify({ email: 'not-an-address' }));
    expect(notEmail).toEqual({ status: 200, body: { result: false, formerror: 'Enter Valid Email!' } });
    expect((await postLegacy('{"email":')).status).toBe(400);
    await backgroundWorkDone();
    expect(smtp.inbox.length).toBe(inbox);
  });
});
