/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { PEER_HEADER, SERVED_BY_ENV } from '@/lib/http/peer';
import { clientIp, consumeRateLimit, enforceRateLimit, limitFor } from '@/lib/data/rate-limit';
import { closeDb, resetDatabase } from '../helpers/db';

beforeAll(() => resetDatabase({ seed: false }));
afterAll(() => closeDb());
afterEach(() => {
  delete process.env.RATE_LIMIT_LOGIN_IP;
  delete process.env.RATE_LIMIT_FACTOR;
});

describe('consumeRateLimit', () => {
  it('lets exactly `limit` of many simultaneous hits through', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => consumeRateLimit('test:concurrent', { limit: 5, windowSeconds: 60 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
  });

  it('starts a new window once the old one is over', async () => {
    const limit = { limit: 1, windowSeconds: 30 };
    expect((await consumeRateLimit('test:window', limit)).allowed).toBe(true);
    const refused = await consumeRateLimit('test:window', limit);
    expect(refused).toMatchObject({ allowed: false, count: 2 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(25);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(30);
    await db.execute(
      sql`update rate_limit set reset_at = now() - interval '1 second' where key = 'test:window'`,
    );
    expect(await consumeRateLimit('test:window', limit)).toMatchObject({ allowed: true, count: 1 });
  });
});

describe('enforceRateLimit', () => {
  it('throws a 429 AppError carrying Retry-After', async () => {
    process.env.RATE_LIMIT_LOGIN_IP = '1/120';
    await enforceRateLimit('login', { ip: '198.51.100.1' });
    await expect(enforceRateLimit('login', { ip: '198.51.100.1' })).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts. Please try again in 2 minutes.',
      headers: { 'Retry-After': expect.stringMatching(/^(1[01]\d|120)$/) },
    });
  });
});

describe('limitFor', () => {
  it('reads overrides and the factor from the environment', () => {
    expect(limitFor('login', 'ip')).toEqual({ limit: 30, windowSeconds: 900 });
    process.env.RATE_LIMIT_LOGIN_IP = '7/60';
    expect(limitFor('login', 'ip')).toEqual({ limit: 7, windowSeconds: 60 });
    process.env.RATE_LIMIT_FACTOR = '10';
    expect(limitFor('login', 'ip')).toEqual({ limit: 70, windowSeconds: 60 });
    expect(limitFor('contact', 'account')).toEqual({ limit: 50, windowSeconds: 3600 });
    // A malformed setting is refused (the server would not have started with it), not ignored.
    process.env.RATE_LIMIT_LOGIN_IP = 'nonsense';
    process.env.RATE_LIMIT_FACTOR = '-3';
    expect(() => limitFor('login', 'ip')).toThrow(/RATE_LIMIT_LOGIN_IP: must be hits\/seconds, e.g. 30\/900/);
    expect(() => limitFor('login', 'ip')).toThrow(/RATE_LIMIT_FACTOR: must be a number more than 0/);
    delete process.env.RATE_LIMIT_LOGIN_IP;
    delete process.env.RATE_LIMIT_FACTOR;
    expect(limitFor('login', 'ip')).toEqual({ limit: 30, windowSeconds: 900 });
  });
});

describe('clientIp', () => {
  it('normalizes the address: IPv4-mapped as IPv4, an IPv6 client by its /64', () => {
    process.env[SERVED_BY_ENV] = '1';
    const ip = (value: string) => clientIp(new Headers({ [PEER_HEADER]: value }));
    expect(ip('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(ip('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(ip('2001:DB8:0:1:bbbb:cccc:dddd:eeee')).toBe('2001:db8:0:1::/64');
    expect(ip('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ip('::1')).toBe('0:0:0:0::/64');
    expect(clientIp(new Headers())).toBe('unknown');
  });
});
