/** @jest-environment node */
import { EnvError, env, parseEnv } from '@/lib/env';

/** lib/env.ts: every setting typed, defaulted and checked, with a message naming what is wrong. */
describe('parseEnv', () => {
  it('gives the defaults when nothing is set, and counts a blank value as unset', () => {
    const settings = parseEnv({ DATABASE_URL: '', APP_URL: '  ' });
    expect(settings).toMatchObject({
      PORT: 3000,
      DATABASE_URL: undefined,
      APP_URL: undefined,
      TRUST_PROXY: null,
      PGLITE_DIR: './data/pglite',
      DATABASE_POOL_SIZE: 10,
      DATABASE_CONNECT_TIMEOUT: 3,
      DATABASE_RANDOM_PAGE_COST: 1.1,
      DATABASE_STATEMENT_TIMEOUT_MS: 5000,
      DEMO_MEMBERS: undefined,
      DEMO_COLLEGE: true,
      MAIL_FROM: 'Thirumanam <no-reply@thirumanam.local>',
      MAIL_DIR: './data/mail',
      UPLOAD_DIR: './data/uploads',
      S3_REGION: 'us-east-1',
      S3_PREFIX: '',
      RATE_LIMIT_FACTOR: 1,
      PROFILE_FRAGMENTS_MAX: 5000,
      BENCH_ROUTES: false,
    });
  });

  it('parses each kind of value into its type', () => {
    const settings = parseEnv({
      PORT: '3100',
      APP_URL: 'https://thirumanam.example/some/path',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      CORS_ALLOW_ORIGIN: '^https://admin\\.example\\.org$',
      DATABASE_URL: 'postgres://app:secret@db.example:5432/app',
      DATABASE_PGBOUNCER: 'yes',
      DATABASE_CONNECT_TIMEOUT: '2.5',
      DEMO_MEMBERS: '20',
      DEMO_COLLEGE: '0',
      ADMIN_EMAIL: ' Admin@Example.com ',
      RATE_LIMIT_LOGIN_IP: '7 / 60',
      RATE_LIMIT_FACTOR: '0.5',
      S3_PREFIX: '/up/',
    });
    expect(settings.PORT).toBe(3100);
    expect(settings.APP_URL).toBe('https://thirumanam.example');
    expect(settings.TRUST_PROXY?.('127.0.0.1', 0)).toBe(true);
    expect(settings.TRUST_PROXY?.('10.1.2.3', 1)).toBe(true);
    expect(settings.TRUST_PROXY?.('203.0.113.9', 0)).toBe(false);
    expect(settings.CORS_ALLOW_ORIGIN?.test('https://admin.example.org')).toBe(true);
    expect(settings.CORS_ALLOW_ORIGIN?.test('https://evil.example')).toBe(false);
    expect(settings.DATABASE_URL).toBe('postgres://app:secret@db.example:5432/app');
    expect(settings.DATABASE_PGBOUNCER).toBe(true);
    expect(settings.DATABASE_CONNECT_TIMEOUT).toBe(2.5);
    expect(settings.DEMO_MEMBERS).toBe(20);
    expect(settings.DEMO_COLLEGE).toBe(false);
    expect(settings.ADMIN_EMAIL).toBe('Admin@Example.com');
    expect(settings.RATE_LIMIT_LOGIN_IP).toEqual({ limit: 7, windowSeconds: 60 });
    expect(settings.RATE_LIMIT_FACTOR).toBe(0.5);
    expect(settings.S3_PREFIX).toBe('up');
  });

  it('trusts the nearest hops for a hop count, and nobody for 0 or "none"', () => {
    const two = parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY;
    expect([two?.('203.0.113.1', 0), two?.('203.0.113.1', 1), two?.('203.0.113.1', 2)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBeNull();
    expect(parseEnv({ TRUST_PROXY: 'none' }).TRUST_PROXY).toBeNull();
  });

  it.each([
    ['DATABASE_URL', 'not-a-url', 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    [
      'DATABASE_LISTEN_URL',
      'mysql://db/app',
      'DATABASE_LISTEN_URL: must be a postgres:// or postgresql:// URL',
    ],
    ['TRUST_PROXY', 'garbage', 'TRUST_PROXY: must be a hop count or a list of addresses, CIDRs, loopback'],
    ['APP_URL', 'ftp://x', 'APP_URL: must be an http:// or https:// URL'],
    ['DEMO_MEMBERS', 'lots', 'DEMO_MEMBERS: must be a whole number'],
    ['PORT', '70000', 'PORT: must be at most 65535'],
    ['DATABASE_POOL_SIZE', '0', 'DATABASE_POOL_SIZE: must be at least 1'],
    ['DATABASE_PGBOUNCER', 'maybe', 'DATABASE_PGBOUNCER: must be true or false'],
    ['CORS_ALLOW_ORIGIN', '^(https://a', 'CORS_ALLOW_ORIGIN: must be a valid regular expression'],
    ['SMTP_URL', 'mail.example.com', 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    ['ADMIN_EMAIL', 'admin', 'ADMIN_EMAIL: must be an e-mail address'],
    ['RATE_LIMIT_LOGIN_IP', '30 per 900', 'RATE_LIMIT_LOGIN_IP: must be hits/seconds, e.g. 30/900'],
    ['RATE_LIMIT_FACTOR', '-3', 'RATE_LIMIT_FACTOR: must be a number more than 0'],
  ])('refuses %s=%s, saying which variable and why', (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(message);
  });

  it('lists every wrong variable at once and never echoes a value', () => {
    let error: unknown;
    try {
      parseEnv({ DATABASE_URL: 'secret-password-in-here', DEMO_MEMBERS: 'lots' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).problems).toEqual([
      'DATABASE_URL: must be a postgres:// or postgresql:// URL',
      'DEMO_MEMBERS: must be a whole number',
    ]);
    expect((error as EnvError).message).not.toContain('secret-password-in-here');
  });
});

describe('env', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('follows changes of process.env (tests and scripts set variables between calls)', () => {
    process.env.PORT = '3101';
    expect(env().PORT).toBe(3101);
    expect(env()).toBe(env()); // parsed once per set of values
    process.env.PORT = '3102';
    expect(env().PORT).toBe(3102);
    process.env.PORT = 'eighty';
    expect(() => env()).toThrow('PORT: must be a whole number');
  });
});
