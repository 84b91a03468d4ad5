/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import { authenticate } from '@/lib/data/sign-in';
import { backgroundWorkDone } from '@/lib/mail/background';
import { closeDb, resetDatabase } from '../helpers/db';
import { decodeQuotedPrintable, startSmtpServer, type ReceivedMail } from '../helpers/mail';
import { createUser } from '../helpers/users';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
// Small limits, so that tripping them takes a few argon2 checks: 3 failures per account, 5 per address.
const LIMITS = { RATE_LIMIT_LOGIN_ACCOUNT: '3/900', RATE_LIMIT_LOGIN_IP: '5/900' };

beforeAll(async () => {
  await resetDatabase({ seed: false });
  smtp = await startSmtpServer();
  Object.assign(process.env, LIMITS, { SMTP_URL: smtp.url });
});
afterAll(async () => {
  for (const name of [...Object.keys(LIMITS), 'SMTP_URL']) delete process.env[name];
  await smtp.close();
  await closeDb();
});

let ipCounter = 0;
/** A fresh address per attempt: a stranger rotating through a botnet, or the owner's phone on mobile data. */
const nextIp = () => `198.51.100.${++ipCounter}`;

const mailsTo = (email: string, subject: RegExp): ReceivedMail[] =>
  smtp.inbox.filter((mail) => mail.to.includes(email) && subject.test(decodeQuotedPrintable(mail.raw)));

/** The code of the latest sign-in code e-mail to `email`. */
function latestCode(email: string): string {
  const mails = mailsTo(email, /sign-in code/);
  const code = decodeQuotedPrintable(mails.at(-1)?.raw ?? '').match(/Your sign-in code is (\d{6})\./)?.[1];
  if (!code) throw new Error(`no sign-in code mailed to ${email}`);
  return code;
}

async function strangerGuesses(email: string, times: number, ip = nextIp) {
  const outcomes = [];
  for (let i = 0; i < times; i += 1)
    outcomes.push(
      await authenticate({ email, password: `guess-${i}`, ip: ip() }).then((o) => (o.ok ? 'in' : o.reason)),
    );
  return outcomes;
}

describe('a right password after the account limit has tripped (issue 21 item 6)', () => {
  it('gets in from an unknown device with the code e-mailed to the account; guesses still fail', async () => {
    const owner = await createUser({ password: 'owner-pass-1' });
    // Past the limit a wrong password says what it always says, and is counted.
    expect(await strangerGuesses(owner.email, 5)).toEqual(Array(5).fill('invalid'));

    const attempt = { email: owner.email, password: 'owner-pass-1', ip: nextIp() };
    expect(await authenticate(attempt)).toEqual({ ok: false, reason: 'code_required' });
    const code = latestCode(owner.email);
    expect(decodeQuotedPrintable(mailsTo(owner.email, /sign-in code/)[0].raw)).toMatch(
      /works once, for 10 minutes/,
    );
    // Only a keyed hash is stored.
    const [row] = await queryRows<{ code_hash: string }>(
      sql`select code_hash from sign_in_code where user_id = ${owner.id}`,
    );
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);

    const wrongCode = code === '000000' ? '000001' : '000000';
    expect(await authenticate({ ...attempt, code: wrongCode })).toEqual({
      ok: false,
      reason: 'code_invalid',
    });
    // The code with a wrong password is no way in either.
    expect(await authenticate({ ...attempt, password: 'guess-x', code })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const signedIn = await authenticate({ ...attempt, code });
    expect(signedIn).toMatchObject({ ok: true, actor: { id: owner.id }, deviceCookie: expect.any(String) });
    // The sign-in history says how (issue 23): the password and the e-mailed code.
    const history = await queryRows<{ method: string }>(
      sql`select method from sign_in where user_id = ${owner.id}`,
    );
    expect(history.map((row) => row.method)).toEqual(['code']);
    // Once only.
    expect(await authenticate({ ...attempt, code })).toEqual({ ok: false, reason: 'code_invalid' });
    // The browser that signed in with the code is a known device now: no code asked of it.
    const known = { ...attempt, ip: nextIp(), deviceCookie: signedIn.ok ? signedIn.deviceCookie : '' };
    expect(await authenticate(known)).toMatchObject({ ok: true });
  });

  it('tells the owner of the failed sign-ins once, not once per failure', async () => {
    const owner = await createUser({ password: 'owner-pass-2' });
    await strangerGuesses(owner.email, 8);
    await backgroundWorkDone(); // the notice goes out after the answer
    const notices = mailsTo(owner.email, /Failed sign-ins on your Thirumanam account/);
    expect(notices).toHaveLength(1);
    expect(decodeQuotedPrintable(notices[0].raw)).toMatch(
      /There were 3 failed sign-ins on your Thirumanam account/,
    );
    // Nobody else is told anything, and an unknown e-mail gets nothing.
    await strangerGuesses('nobody-here@example.com', 4);
    await backgroundWorkDone();
    expect(smtp.inbox.filter((mail) => mail.to.includes('nobody-here@example.com'))).toEqual([]);
  });

  it('limits the codes: each works 10 minutes and for 5 wrong tries, and 5 are mailed an hour', async () => {
    const owner = await createUser({ password: 'owner-pass-3' });
    await strangerGuesses(owner.email, 3);
    const attempt = { email: owner.email, password: 'owner-pass-3', ip: nextIp() };

    expect(await authenticate(attempt)).toMatchObject({ reason: 'code_required' });
    const expired = latestCode(owner.email);
    await queryRows(
      sql`update sign_in_code set expires_at = now() - interval '1 second' where user_id = ${owner.id}`,
    );
    expect(await authenticate({ ...attempt, code: expired })).toMatchObject({ reason: 'code_invalid' });

    expect(await authenticate(attempt)).toMatchObject({ reason: 'code_required' });
    const tried = latestCode(owner.email);
    const wrong = tried === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i += 1)
      expect(await authenticate({ ...attempt, code: wrong })).toMatchObject({ reason: 'code_invalid' });
    expect(await authenticate({ ...attempt, code: tried })).toMatchObject({ reason: 'code_invalid' });

    // Three more codes make five this hour; the sixth is refused.
    for (let i = 0; i < 3; i += 1)
      expect(await authenticate(attempt)).toMatchObject({ reason: 'code_required' });
    await expect(authenticate(attempt)).rejects.toMatchObject({ status: 429 });
  });
});

describe('a right password from a busy shared address (issue 21 item 6)', () => {
  it('needs the e-mailed code there once the address has tripped its limit, and nowhere else', async () => {
    const carrierAddress = '100.64.12.34'; // CGNAT: many subscribers behind one address
    const colleague = await createUser({ password: 'colleague-pass' });
    const fromCarrier = () => carrierAddress;
    for (let i = 0; i < 5; i += 1) await strangerGuesses(`someone-${i}@example.com`, 1, fromCarrier);

    const attempt = { email: colleague.email, password: 'colleague-pass', ip: carrierAddress };
    expect(await authenticate(attempt)).toEqual({ ok: false, reason: 'code_required' });
    expect(await authenticate({ ...attempt, code: latestCode(colleague.email) })).toMatchObject({ ok: true });
    // From another address the same password needs no code.
    expect(await authenticate({ ...attempt, ip: nextIp() })).toMatchObject({ ok: true });
    // A wrong password from the busy address still fails as a wrong password.
    expect(await authenticate({ ...attempt, password: 'not-it' })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses every attempt with 429, before any password check, at ten times a limit', async () => {
    const botnetAddress = '203.0.113.99';
    const member = await createUser({ password: 'member-pass-9' });
    const outcomes = [];
    for (let i = 0; i < 50; i += 1)
      outcomes.push(...(await strangerGuesses(`target-${i}@example.com`, 1, () => botnetAddress)));
    expect(outcomes).toEqual(Array(50).fill('invalid'));
    await expect(
      authenticate({ email: member.email, password: 'member-pass-9', ip: botnetAddress }),
    ).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
    });
  });
});
