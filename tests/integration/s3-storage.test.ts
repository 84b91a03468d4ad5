/** @jest-environment node */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { mediaObjects } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { profileBody, profileRefs, type ProfileRefs } from '../helpers/profiles';
import { startS3Server } from '../helpers/s3-server';
import sharp from 'sharp';
import { tinyPng } from '../helpers/images';
import { createUser } from '../helpers/users';

// Uploads go to an S3-compatible bucket (s3rver, a real S3 protocol server) once S3_BUCKET is set.
const PORT = 3711;
const BUCKET = 'thirumanam-test';
let s3: Awaited<ReturnType<typeof startS3Server>>;
let bucket: S3Client;
let member: Actor;
let admin: Actor;
let refs: ProfileRefs;

beforeAll(async () => {
  PNG = await tinyPng();
  s3 = await startS3Server(PORT, BUCKET);
  Object.assign(process.env, s3.env, { S3_PREFIX: 'uploads' });
  bucket = new S3Client({
    endpoint: s3.env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await resetDatabase();
  member = await createUser();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  refs = await profileRefs();
});
afterAll(async () => {
  for (const name of [
    'S3_ENDPOINT',
    'S3_BUCKET',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_PREFIX',
  ])
    delete process.env[name];
  bucket.destroy();
  await closeDb();
  await s3.close();
});

let PNG: Buffer;

function form(content: Buffer, name: string) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(content)], { type: 'image/png' }), name);
  return data;
}
const upload = (as: Actor, content: Buffer, name: string) =>
  call('POST', '/api/media_objects', { as, raw: form(content, name) });

async function objectKeys(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}
async function keyOf(contentUrl: string): Promise<string | undefined> {
  return (await keysOf(contentUrl))[0];
}
/** The bucket keys of an upload: the file and, for a photo, its card variant. */
async function keysOf(contentUrl: string): Promise<string[]> {
  const [row] = await db
    .select()
    .from(mediaObjects)
    .where(eq(mediaObjects.id, contentUrl.split('/')[2]));
  return row
    ? [row.storageKey, row.cardStorageKey].filter((key) => key !== null).map((key) => `uploads/${key}`)
    : [];
}

it('stores an upload as an object in the bucket and serves it through the authorized media route', async () => {
  const response = await upload(member, PNG, 'me.png');
  expect(response.status).toBe(201);
  const contentUrl = response.body.contentUrl as string;
  expect(await objectKeys()).toContain(await keyOf(contentUrl));

  const served = await get(contentUrl, { as: member });
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect((await sharp(Buffer.from(served.bytes)).metadata()).format).toBe('webp');
  // the bucket is private: another member still gets nothing through the app
  const stranger = await createUser();
  expect((await get(contentUrl, { as: stranger })).status).toBe(403);
});

it('takes 10 MB through the bucket and refuses 10 MB + 1 byte with 413, leaving no object', async () => {
  // A PDF, stored as it comes (a photo is re-encoded, so its stored size is not the upload's).
  const tenMegabytes = Buffer.alloc(10 * 1024 * 1024, 0x20);
  Buffer.from('%PDF-1.4\n').copy(tenMegabytes);
  const fits = await upload(admin, tenMegabytes, 'big.pdf');
  expect(fits.status).toBe(201);
  const served = await get(fits.body.contentUrl, { as: admin });
  expect(Buffer.from(served.bytes).equals(tenMegabytes)).toBe(true);

  const before = await objectKeys();
  const tooBig = await upload(admin, Buffer.concat([tenMegabytes, Buffer.from([0])]), 'bigger.png');
  expect(tooBig.status).toBe(413);
  expect(tooBig.body['hydra:description']).toBe('upload file less than 10MB');
  expect(await objectKeys()).toEqual(before);
});

it('removes the old object when a photo is replaced and when the profile is deleted', async () => {
  const owner = await createUser();
  const first = (await upload(owner, PNG, 'first.png')).body.contentUrl as string;
  const created = await call('POST', '/api/profiles', {
    as: owner,
    body: profileBody(refs, { photo: first }),
  });
  expect(created.status).toBe(201);
  const firstKey = (await keyOf(first))!;
  const firstKeys = await keysOf(first);
  expect(firstKeys).toHaveLength(2);
  expect(await objectKeys()).toEqual(expect.arrayContaining(firstKeys));

  const second = (await upload(owner, PNG, 'second.png')).body.contentUrl as string;
  const secondKey = (await keyOf(second))!;
  expect((await call('PATCH', created.body['@id'], { as: owner, body: { photo: second } })).status).toBe(200);
  expect(await objectKeys()).not.toContain(firstKey);
  expect(await objectKeys()).not.toContain(firstKeys[1]);
  expect((await get(first, { as: admin })).status).toBe(404);
  expect((await get(second, { as: owner })).status).toBe(200);

  expect((await call('DELETE', created.body['@id'], { as: admin })).status).toBe(204);
  expect(await objectKeys()).not.toContain(secondKey);
});
