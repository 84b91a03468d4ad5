/** @jest-environment node */
import { behindPooler, directUrl } from '@/db/client';
import { parseEnv } from '@/lib/env';
import { s3SettingsFromEnv } from '@/lib/storage/s3-settings';

/** How the environment picks the pooler mode, the LISTEN connection and the S3 store. */
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('behindPooler', () => {
  it("counts PgBouncer's port 6432 as a pooler unless DATABASE_PGBOUNCER says otherwise", () => {
    delete process.env.DATABASE_PGBOUNCER;
    expect(behindPooler('postgres://app@db.example:6432/app')).toBe(true);
    expect(behindPooler('postgres://app@db.example:5432/app')).toBe(false);
    expect(behindPooler('not a url')).toBe(false);
    process.env.DATABASE_PGBOUNCER = 'false';
    expect(behindPooler('postgres://app@db.example:6432/app')).toBe(false);
    process.env.DATABASE_PGBOUNCER = 'true';
    expect(behindPooler('postgres://app@db.example:5432/app')).toBe(true);
  });
});

describe('directUrl', () => {
  it('is DATABASE_LISTEN_URL, else DATABASE_URL when that is no pooler, else none', () => {
    delete process.env.DATABASE_PGBOUNCER;
    process.env.DATABASE_URL = 'postgres://app@db.example:6432/app';
    process.env.DATABASE_LISTEN_URL = 'postgres://app@db.example:5432/app';
    expect(directUrl()).toBe('postgres://app@db.example:5432/app');
    delete process.env.DATABASE_LISTEN_URL;
    expect(directUrl()).toBeUndefined();
    process.env.DATABASE_URL = 'postgres://app@db.example:5432/app';
    expect(directUrl()).toBe('postgres://app@db.example:5432/app');
  });
});

describe('s3SettingsFromEnv', () => {
  it('is off without S3_BUCKET, and path-style by default with an endpoint', () => {
    expect(s3SettingsFromEnv(parseEnv({}))).toBeNull();
    expect(
      s3SettingsFromEnv(
        parseEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: '/up/' }),
      ),
    ).toEqual({
      bucket: 'b',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
      prefix: 'up',
    });
    const aws = s3SettingsFromEnv(parseEnv({ S3_BUCKET: 'b', S3_REGION: 'ap-south-1' }))!;
    expect([aws.endpoint, aws.region, aws.forcePathStyle]).toEqual([undefined, 'ap-south-1', false]);
  });
});
