/** @jest-environment node */
import { registerMember, resendActivation } from '@/lib/data/accounts';
import { backgroundWorkDone } from '@/lib/mail/background';
import { closeDb, resetDatabase } from '../helpers/db';
import { startSmtpServer } from '../helpers/mail';

// A mail server that takes 1.5 s to accept a message: if the answer waited for it, a known,
// unactivated address would answer 1.5 s later than an unknown one.
const SMTP_DELAY_MS = 1500;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ipCounter = 0;
const nextIp = () => `192.0.2.${++ipCounter}`;

beforeAll(async () => {
  await resetDatabase({ seed: false });
  smtp = await startSmtpServer({ delayMs: SMTP_DELAY_MS });
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  await backgroundWorkDone();
  delete process.env.SMTP_URL;
  await smtp.close();
  await closeDb();
});

async function timeResend(email: string): Promise<number> {
  const started = performance.now();
  await resendActivation({ input: { email }, ip: nextIp() });
  return performance.now() - started;
}

describe('resend activation e-mail', () => {
  it('answers as fast for a known, unactivated address as for an unknown one, and mails the known one afterwards', async () => {
    await registerMember({
      input: { email: 'waiting@example.com', password: 'kolam-at-dawn-9' },
      ip: nextIp(),
    });
    const inboxAfterRegistering = smtp.inbox.length;
    await timeResend('warm-up@example.com');

    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      known.push(await timeResend('waiting@example.com'));
      unknown.push(await timeResend(`stranger-${i}@example.com`));
    }
    // Neither answer waited for the mail server...
    for (const ms of [...known, ...unknown]) expect(ms).toBeLessThan(SMTP_DELAY_MS / 2);
    // ...and no mail had been accepted yet when the answers came.
    expect(smtp.inbox.length).toBe(inboxAfterRegistering);

    await backgroundWorkDone();
    const mails = smtp.inbox.slice(inboxAfterRegistering);
    expect(mails.map((m) => m.to)).toEqual([
      ['waiting@example.com'],
      ['waiting@example.com'],
      ['waiting@example.com'],
    ]);
  });

  it('logs a failed mail instead of answering differently', async () => {
    await registerMember({
      input: { email: 'unlucky@example.com', password: 'kolam-at-dawn-10' },
      ip: nextIp(),
    });
    await backgroundWorkDone();
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(
        resendActivation({ input: { email: 'unlucky@example.com' }, ip: nextIp() }),
      ).resolves.toBeUndefined();
      await backgroundWorkDone();
      expect(logged).toHaveBeenCalledWith('[background] activation e-mail failed:', expect.any(String));
    } finally {
      process.env.SMTP_URL = smtp.url;
      logged.mockRestore();
    }
  });
});
