/** @jest-environment node */
import { authenticate } from '@/lib/data/sign-in';
import { deviceNonceFor, rememberDevice } from '@/lib/auth/device-cookie';
import { closeDb, resetDatabase } from '../helpers/db';
import { startSmtpServer } from '../helpers/mail';
import { createUser } from '../helpers/users';

// A right password past a limit gets a code by e-mail (tests/integration/sign-in-code.test.ts).
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  await resetDatabase({ seed: false });
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
  await closeDb();
});

let ipCounter = 0;
/** A fresh address per attempt: what a stranger rotating through a botnet looks like. */
const nextIp = () => `198.51.100.${++ipCounter}`;

/** The device cookie an owner's browser got from a successful sign-in. */
async function ownerBrowser(email: string, password: string): Promise<string> {
  const outcome = await authenticate({ email, password, ip: nextIp() });
  expect(outcome.ok).toBe(true);
  expect(outcome.deviceCookie).toEqual(expect.any(String));
  return outcome.deviceCookie!;
}

async function strangerGuesses(email: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    await authenticate({ email, password: `guess-${i}`, ip: nextIp() }).catch(() => undefined);
  }
}

describe('the account lockout (issue 15 item 3)', () => {
  it("stops a stranger's guessing from many addresses, but not the owner's own browser", async () => {
    const owner = await createUser({ password: 'owner-pass-1' });
    const cookie = await ownerBrowser(owner.email, 'owner-pass-1');

    await strangerGuesses(owner.email, 10); // the account's limit: 10 failures per 15 minutes
    // Anyone without the device cookie needs the e-mailed code now, even with the right password...
    expect(await authenticate({ email: owner.email, password: 'owner-pass-1', ip: nextIp() })).toEqual({
      ok: false,
      reason: 'code_required',
    });
    // ...while the owner's browser signs in without one, and is given a fresh device cookie.
    const again = await authenticate({
      email: owner.email,
      password: 'owner-pass-1',
      ip: nextIp(),
      deviceCookie: cookie,
    });
    expect(again).toMatchObject({ ok: true, actor: { id: owner.id } });
    expect(again.deviceCookie).not.toBe(cookie);
    expect(deviceNonceFor(again.deviceCookie, owner.id)).toEqual(expect.any(String));
  });

  it('gives no way round the lockout with a forged cookie or one of another account', async () => {
    const owner = await createUser({ password: 'owner-pass-2' });
    const other = await createUser({ password: 'other-pass-2' });
    const othersCookie = await ownerBrowser(other.email, 'other-pass-2');
    const [, nonce] = othersCookie.split('.');
    const forged = `${owner.id}.${nonce}.${'A'.repeat(43)}`;

    await strangerGuesses(owner.email, 10);
    for (const deviceCookie of [othersCookie, forged, 'garbage', '']) {
      expect(
        await authenticate({ email: owner.email, password: 'owner-pass-2', ip: nextIp(), deviceCookie }),
      ).toEqual({ ok: false, reason: 'code_required' });
    }
  });

  it('still caps guessing from a browser that holds a valid device cookie', async () => {
    const owner = await createUser({ password: 'owner-pass-3' });
    const cookie = await ownerBrowser(owner.email, 'owner-pass-3');
    const outcomes = [];
    for (let i = 0; i < 22; i += 1) {
      outcomes.push(
        await authenticate({
          email: owner.email,
          password: `guess-${i}`,
          ip: nextIp(),
          deviceCookie: cookie,
        }).then(
          (result) => result.ok,
          (error: { status: number }) => error.status,
        ),
      );
    }
    // Past 20 failures per device cookie per 15 minutes a wrong password is still just wrong...
    expect(outcomes).toEqual(Array(22).fill(false));
    // ...and the right one from that browser needs the e-mailed code.
    expect(
      await authenticate({
        email: owner.email,
        password: 'owner-pass-3',
        ip: nextIp(),
        deviceCookie: cookie,
      }),
    ).toEqual({ ok: false, reason: 'code_required' });
    // The device's guesses did not lock the account for the owner's other devices.
    expect(await authenticate({ email: owner.email, password: 'owner-pass-3', ip: nextIp() })).toMatchObject({
      ok: true,
    });
  });

  it('keeps one token per account for the last accounts signed in from the browser', async () => {
    const a = await createUser({ password: 'family-pass-a' });
    const b = await createUser({ password: 'family-pass-b' });
    const first = await ownerBrowser(a.email, 'family-pass-a');
    const both = (
      await authenticate({ email: b.email, password: 'family-pass-b', ip: nextIp(), deviceCookie: first })
    ).deviceCookie;
    expect(deviceNonceFor(both, a.id)).toBe(deviceNonceFor(first, a.id));
    expect(deviceNonceFor(both, b.id)).toEqual(expect.any(String));
    expect(both!.split('~')).toHaveLength(2);
    expect(rememberDevice(both, a.id).split('~')).toHaveLength(2);
  });
});

describe('the per-address limit (issue 15 item 3)', () => {
  it('counts failures only: colleagues behind one address sign in all day', async () => {
    const office = '203.0.113.50';
    const colleagues = await Promise.all(
      [1, 2, 3].map((n) => createUser({ password: `colleague-pass-${n}` })),
    );
    // 45 successful sign-ins from one address: more than its limit of 30 attempts.
    for (let round = 0; round < 15; round += 1) {
      for (const [n, colleague] of colleagues.entries()) {
        const outcome = await authenticate({
          email: colleague.email,
          password: `colleague-pass-${n + 1}`,
          ip: office,
        });
        expect(outcome.ok).toBe(true);
      }
    }
    // Failures from that address are still counted and stop at the limit.
    const guesses = [];
    for (let i = 0; i < 31; i += 1) {
      guesses.push(
        await authenticate({ email: `nobody-${i}@example.com`, password: 'guess', ip: office }).then(
          () => 'refused',
          (error: { status: number }) => error.status,
        ),
      );
    }
    // Past the limit a wrong password is still told as one (ten times the limit is a 429:
    // sign-in-code.test.ts), and a colleague's right password needs the e-mailed code.
    expect(guesses).toEqual(Array(31).fill('refused'));
    expect(
      await authenticate({ email: colleagues[0].email, password: 'colleague-pass-1', ip: office }),
    ).toEqual({
      ok: false,
      reason: 'code_required',
    });
  });
});
