/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Actor } from '@/lib/auth/roles';
import { cardImageOf } from '@/lib/media/photo-names';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

const uploads = mkdtempSync(path.join(tmpdir(), 'thirumanam-photos-'));
process.env.UPLOAD_DIR = uploads;

let member: Actor;
let stranger: Actor;

beforeAll(async () => {
  await resetDatabase();
  member = await createUser();
  stranger = await createUser();
});
afterAll(async () => {
  await closeDb();
  rmSync(uploads, { recursive: true, force: true });
});

const storedFiles = () =>
  readdirSync(uploads, { recursive: true })
    .map(String)
    .filter((f) => /\.\w+$/.test(f));

function upload(as: Actor, content: Buffer, name: string) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(content)], { type: 'image/jpeg' }), name);
  return call('POST', '/api/media_objects', { as, raw: data });
}

/** A phone photo: 1600x800 pixels stored sideways (EXIF orientation 6), with the GPS position of the home. */
async function phonePhoto(): Promise<Buffer> {
  const photo = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#7a3e9d' } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', ImageDescription: 'at home' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '13/1 4/1 5/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '80/1 16/1 30/1',
      },
    })
    .jpeg()
    .toBuffer();
  // The file really carries what the test says it does.
  const metadata = await sharp(photo).metadata();
  expect(metadata.orientation).toBe(6);
  expect(metadata.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
  return photo;
}

describe('an uploaded photo', () => {
  it('comes back from /media re-encoded as WebP, upright, at most 1200 px wide, with no EXIF, GPS or XMP', async () => {
    const before = storedFiles().length;
    const response = await upload(member, await phonePhoto(), 'IMG_2041.jpg');
    expect(response.status).toBe(201);
    const { contentUrl } = response.body;
    expect(contentUrl).toMatch(/^\/media\/[\w-]+\/photo-[\w-]{16}-800x1600\.webp$/);

    const served = await get(contentUrl, { as: member });
    expect(served.status).toBe(200);
    const bytes = Buffer.from(served.bytes);
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 800, 1600]);
    expect([metadata.exif, metadata.xmp, metadata.orientation]).toEqual([undefined, undefined, undefined]);
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false);

    // Three variants are kept (page, card and the blurred placeholder), the upload itself is not.
    const added = storedFiles().slice(before);
    expect(added).toHaveLength(3);
    expect(added.every((f) => f.endsWith('.webp'))).toBe(true);
  });

  it('has a 400 px 4:3 card variant, both served as immutable with an ETag the browser can revalidate', async () => {
    const response = await upload(member, await phonePhoto(), 'IMG_2042.jpg');
    const card = cardImageOf(response.body.contentUrl);
    expect([card.width, card.height]).toEqual([400, 300]);
    expect(card.src).toMatch(/\/card-[\w-]{16}-400x300\.webp$/);

    const served = await get(card.src, { as: member });
    expect(served.status).toBe(200);
    const metadata = await sharp(Buffer.from(served.bytes)).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual([
      'webp',
      400,
      300,
      undefined,
    ]);
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const etag = served.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{16}-card"$/);

    const again = await get(card.src, { as: member, headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.bytes.byteLength).toBe(0);

    // The card is no way around who may see the photo: a stranger gets neither.
    expect((await get(card.src, { as: stranger })).status).toBe(403);
    expect((await get(response.body.contentUrl, { as: stranger })).status).toBe(403);
    // and a made-up variant name of the same upload is not served
    expect((await get(card.src.replace('400x300', '401x301'), { as: member })).status).toBe(404);
  });

  it.each([
    ['a 3-byte "JPEG"', Buffer.from([0xff, 0xd8, 0xff])],
    [
      'a JPEG cut after its header',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 1)]),
    ],
  ])('refuses %s with 422 "upload valid type", keeping nothing', async (_name, bytes) => {
    const before = storedFiles().length;
    const response = await upload(member, bytes, 'photo.jpg');
    expect(response.status).toBe(422);
    expect(response.body.violations).toEqual([{ propertyPath: 'file', message: 'upload valid type' }]);
    expect(storedFiles().length).toBe(before);
  });
});
