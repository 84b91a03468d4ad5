/** @jest-environment node */
import { currentSessionStamp } from '@/lib/data/session-stamps';
import { verifyCredentials, normalizeEmail } from '@/lib/data/credentials';
import { assertArea } from '@/lib/auth/guard';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

beforeAll(() => resetDatabase());
afterAll(() => closeDb());

describe('sign-in', () => {
  it('accepts the right password, whatever the e-mail letter case', async () => {
    const user = await createUser({ email: 'Meena@Example.com', password: 'right-pass' });
    const result = await verifyCredentials('  meena@EXAMPLE.com ', 'right-pass');
    expect(result).toEqual({
      ok: true,
      actor: { id: user.id, email: 'Meena@Example.com', roles: ['ROLE_MEMBER'] },
      stamp: await currentSessionStamp(user.id),
    });
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    await createUser({ email: 'arun@example.com', password: 'right-pass' });
    expect(await verifyCredentials('arun@example.com', 'wrong-pass')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await verifyCredentials('nobody@example.com', 'right-pass')).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('tells an unactivated account apart only when the password is right', async () => {
    await createUser({ email: 'new@example.com', password: 'right-pass', activated: false });
    expect(await verifyCredentials('new@example.com', 'right-pass')).toEqual({
      ok: false,
      reason: 'inactive',
    });
    expect(await verifyCredentials('new@example.com', 'wrong-pass')).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('normalizes e-mail addresses', () => {
    expect(normalizeEmail('  A@B.Com ')).toBe('a@b.com');
  });
});

describe('role guard', () => {
  const member = { id: 1, email: 'm@example.com', roles: ['ROLE_MEMBER'] };
  const admin = { id: 2, email: 'a@example.com', roles: ['ROLE_ADMIN'] };
  const college = { id: 3, email: 'c@example.com', roles: ['ROLE_COLLEGE'] };

  it('refuses a member in the admin area with 403 and a visitor with 401', () => {
    expect(() => assertArea(member, 'admin')).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => assertArea(null, 'admin')).toThrow(expect.objectContaining({ status: 401 }));
  });

  it('lets each role into its own area only', () => {
    expect(assertArea(admin, 'admin')).toBe(admin);
    expect(assertArea(member, 'member')).toBe(member);
    expect(assertArea(college, 'college')).toBe(college);
    expect(() => assertArea(admin, 'college')).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => assertArea(college, 'member')).toThrow(expect.objectContaining({ status: 403 }));
  });
});
