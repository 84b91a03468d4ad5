/** @jest-environment node */
import { decode, encode } from 'next-auth/jwt';
import { decodeSession, encodeSession } from '@/lib/auth/session-jwt';

const secret = 'unit-secret-0123456789abcdef0123456789';
const salt = 'authjs.session-token';
const claims = { uid: '7', sid: 'session-1', roles: ['ROLE_MEMBER'], email: 'a@example.com' };

// lib/auth/session-jwt.ts is next-auth's cookie at less cost: the same format both ways.
test('a cookie it writes is one next-auth reads, and the other way round', async () => {
  const ours = await encodeSession({ token: claims, secret, salt, maxAge: 60 });
  expect(await decode({ token: ours, secret, salt })).toMatchObject(claims);
  const theirs = await encode({ token: claims, secret, salt, maxAge: 60 });
  expect(await decodeSession({ token: theirs, secret, salt })).toMatchObject(claims);
  // Rotated secrets: the new one first, a cookie under the old one still opens.
  expect(
    await decodeSession({ token: theirs, secret: ['another-secret-0123456789abcdef', secret], salt }),
  ).toMatchObject(claims);
});

test('what it remembers is what it accepted: no other secret, salt or tampered cookie, no expired one', async () => {
  const token = await encodeSession({ token: claims, secret, salt, maxAge: 60 });
  expect(await decodeSession({ token, secret, salt })).toMatchObject(claims);
  await expect(
    decodeSession({ token, secret: 'wrong-secret-0123456789abcdef012345', salt }),
  ).rejects.toThrow();
  await expect(decodeSession({ token, secret, salt: '__Secure-authjs.session-token' })).rejects.toThrow();
  const parts = token.split('.');
  parts[3] = parts[3].slice(0, -2) + (parts[3].endsWith('AA') ? 'BB' : 'AA');
  await expect(decodeSession({ token: parts.join('.'), secret, salt })).rejects.toThrow();
  expect(await decodeSession({ token: '', secret, salt })).toBeNull();

  // Each caller gets its own copy: next-auth's jwt callback writes into the token it is given.
  const first = (await decodeSession({ token, secret, salt }))!;
  first.email = 'changed@example.com';
  expect((await decodeSession({ token, secret, salt }))!.email).toBe('a@example.com');

  // Past its expiry a remembered cookie counts for nothing.
  const short = await encodeSession({ token: claims, secret, salt, maxAge: 1 });
  expect(await decodeSession({ token: short, secret, salt })).toMatchObject(claims);
  // Only the clock moves (Date); timers and ticks stay real for the crypto's callbacks.
  jest.useFakeTimers({
    now: Date.now() + 60_000,
    doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'],
  });
  try {
    await expect(decodeSession({ token: short, secret, salt })).rejects.toThrow();
  } finally {
    jest.useRealTimers();
  }
});
