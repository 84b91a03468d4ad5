/** @jest-environment node */
import { count, eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { users } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { verifyCredentials } from '@/lib/data/credentials';
import { changePassword, registerMember } from '@/lib/data/accounts';
import { COMMON_PASSWORD_MESSAGE, ensureCommonPasswords } from '@/lib/validation/common-passwords';
import { POST as postRegister } from '@/app/register/memberaction/route';
import { POST as postChangePassword } from '@/app/user/changepasswordapi/route';
import { closeDb, resetDatabase } from '../helpers/db';
import { startSmtpServer } from '../helpers/mail';
import { createUser } from '../helpers/users';

let sessionActor: Actor | null = null;
jest.mock('@/lib/auth/session', () => ({ getActor: async () => sessionActor }));

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

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

function post(path: string, body: unknown): Request {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify(body),
  });
}

const accountsWith = async (email: string) =>
  (await db.select({ n: count() }).from(users).where(eq(users.email, email)))[0].n;

describe('the common-password list', () => {
  it('holds at least 10,000 passwords of the allowed length', async () => {
    const list = await ensureCommonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    for (const password of ['password', 'qwerty123', 'iloveyou', 'sunshine'])
      expect(list.has(password)).toBe(true);
  });
});

describe('registration', () => {
  it.each(['password', 'Password1', 'qwerty123', 'ILOVEYOU'])(
    'refuses %s as too common, and creates no account',
    async (password) => {
      const email = `common-${password.toLowerCase()}@example.com`;
      const response = await postRegister(post('/register/memberaction', { email, password }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ result: false, formerror: COMMON_PASSWORD_MESSAGE });
      expect(await accountsWith(email)).toBe(0);
    },
  );

  it('keeps the spec messages for the length rule', async () => {
    await expect(
      registerMember({ input: { email: 'short@example.com', password: '12345' }, ip: nextIp() }),
    ).rejects.toMatchObject({
      status: 422,
      violations: [{ propertyPath: 'password', message: 'Too Short!' }],
    });
    await expect(
      registerMember({ input: { email: 'long@example.com', password: 'password'.repeat(3) }, ip: nextIp() }),
    ).rejects.toMatchObject({
      status: 422,
      violations: [{ propertyPath: 'password', message: 'Too Long!' }],
    });
  });

  it('accepts a password that is not on the list', async () => {
    const response = await postRegister(
      post('/register/memberaction', { email: 'rare@example.com', password: 'kolam-at-dawn-7' }),
    );
    expect(await response.json()).toEqual({ result: true });
    expect(await accountsWith('rare@example.com')).toBe(1);
  });
});

describe('password change', () => {
  it('refuses a common new password on newpassword and keeps the old one', async () => {
    const user = await createUser({ password: 'old-but-rare-1' });
    await expect(
      changePassword({
        actor: user,
        input: { currentpassword: 'old-but-rare-1', newpassword: 'letmein1' },
        ip: nextIp(),
      }),
    ).rejects.toMatchObject({
      status: 422,
      violations: [{ propertyPath: 'newpassword', message: COMMON_PASSWORD_MESSAGE }],
    });
    expect(await verifyCredentials(user.email, 'old-but-rare-1')).toMatchObject({ ok: true });

    sessionActor = user;
    const response = await postChangePassword(
      post('/user/changepasswordapi', { currentpassword: 'old-but-rare-1', newpassword: 'football1' }),
    );
    expect(await response.json()).toEqual({ result: false, formerror: COMMON_PASSWORD_MESSAGE });
    expect(await verifyCredentials(user.email, 'football1')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('lets a member whose current password is common move to a better one', async () => {
    const user = await createUser({ password: 'secret123' });
    await changePassword({
      actor: user,
      input: { currentpassword: 'secret123', newpassword: 'kolam-at-dawn-8' },
      ip: nextIp(),
    });
    expect(await verifyCredentials(user.email, 'kolam-at-dawn-8')).toMatchObject({ ok: true });
  });
});
