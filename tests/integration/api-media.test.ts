/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { db } from '@/db/client';
import { mediaObjects } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { profileBody, profileRefs, type ProfileRefs } from '../helpers/profiles';
import { tinyPng } from '../helpers/images';
import { createUser } from '../helpers/users';

const uploads = mkdtempSync(path.join(tmpdir(), 'thirumanam-uploads-'));
process.env.UPLOAD_DIR = uploads;

let admin: Actor;
let member: Actor;
let other: Actor;
let refs: ProfileRefs;

beforeAll(async () => {
  PNG = await tinyPng();
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  member = await createUser();
  other = await createUser();
  refs = await profileRefs();
});
afterAll(async () => {
  await closeDb();
  rmSync(uploads, { recursive: true, force: true });
});

// A real 1x1 PNG (photos are decoded, so it must be a whole image) and the smallest PDF its signature identifies.
let PNG: Buffer;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const TEXT = Buffer.from('just some text, not an image\n'.repeat(10));

function form(content: Buffer, name: string, field = 'file', declared = 'application/octet-stream') {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(content)], { type: declared }), name);
  return data;
}

const upload = (as: Actor | null, data: FormData) => call('POST', '/api/media_objects', { as, raw: data });
const storedFiles = () =>
  readdirSync(uploads, { recursive: true }).filter(
    (f) => String(f).match(/\.\w+$/) && !String(f).endsWith('.part'),
  );

describe('POST /api/media_objects', () => {
  it('stores a PNG, re-encoded, under a random name and answers 201 with its contentUrl', async () => {
    const response = await upload(member, form(PNG, 'My Photo (1).png', 'file', 'image/png'));
    expect(response.status).toBe(201);
    const id = response.body['@id'].split('/').pop();
    expect(response.body).toEqual({
      '@context': '/api/contexts/MediaObject',
      '@id': `/api/media_objects/${id}`,
      '@type': 'https://schema.org/MediaObject',
      contentUrl: expect.stringMatching(new RegExp(`^/media/${id}/photo-[A-Za-z0-9_-]{16}-1x1\\.webp$`)),
    });
    expect(response.headers.get('location')).toBe(`/api/media_objects/${id}`);
    const [row] = await db.select().from(mediaObjects).where(eq(mediaObjects.id, id));
    expect([row.ownerId, row.mimeType]).toEqual([member.id, 'image/webp']);
    expect(row.storageKey).not.toContain('Photo');
    expect(existsSync(path.join(uploads, row.storageKey))).toBe(true);

    const served = await get(response.body.contentUrl, { as: member });
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(served.bytes)).metadata()).format).toBe('webp');
    expect(served.bytes.byteLength).toBe(row.size);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
  });

  it('decides the type by the bytes: a PNG named .pdf is a PNG, a PDF named .png is a PDF', async () => {
    const png = await upload(member, form(PNG, 'horoscope.pdf', 'file', 'application/pdf'));
    expect(png.status).toBe(201);
    expect(png.body.contentUrl).toMatch(/\/photo-[\w-]{16}-1x1\.webp$/);
    const pdf = await upload(member, form(PDF, 'photo.png', 'file', 'image/png'));
    expect(pdf.status).toBe(201);
    expect(pdf.body.contentUrl).toMatch(/\/photo\.pdf$/);
    const servedPdf = await get(pdf.body.contentUrl, { as: member });
    expect(servedPdf.headers.get('content-type')).toBe('application/pdf');
    // A PDF cannot run script in the app's origin: it is sandboxed, and never sniffed as anything else.
    expect(servedPdf.headers.get('content-security-policy')).toBe('sandbox');
    expect(servedPdf.headers.get('x-content-type-options')).toBe('nosniff');

    // and a profile takes them only where they fit
    const wrong = await call('POST', '/api/profiles', {
      as: member,
      body: profileBody(refs, { photo: pdf.body.contentUrl, horoscope: png.body.contentUrl }),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.violations).toEqual([
      { propertyPath: 'photo', message: 'upload valid type' },
      { propertyPath: 'horoscope', message: 'upload valid type' },
    ]);
    const right = await call('POST', '/api/profiles', {
      as: member,
      body: profileBody(refs, { photo: png.body.contentUrl, horoscope: pdf.body.contentUrl }),
    });
    expect(right.status).toBe(201);
    expect([right.body.photo, right.body.horoscope]).toEqual([png.body.contentUrl, pdf.body.contentUrl]);
  });

  it('refuses a file that is no photo nor PDF with 422 "upload valid type", keeping nothing', async () => {
    const before = storedFiles().length;
    const response = await upload(member, form(TEXT, 'notes.png', 'file', 'image/png'));
    expect(response.status).toBe(422);
    expect(response.body.violations).toEqual([{ propertyPath: 'file', message: 'upload valid type' }]);
    expect(storedFiles().length).toBe(before);
  });

  it('takes exactly 10 MB and refuses 10 MB + 1 byte with 413, keeping nothing', async () => {
    // A PDF, stored as it comes (a photo is re-encoded, so its stored size is not the upload's).
    const tenMegabytes = Buffer.alloc(10 * 1024 * 1024, 0x20);
    PDF.copy(tenMegabytes);
    const fits = await upload(admin, form(tenMegabytes, 'big.pdf'));
    expect(fits.status).toBe(201);
    const before = storedFiles().length;
    const rows = (await db.select().from(mediaObjects)).length;
    const tooBig = await upload(admin, form(Buffer.concat([tenMegabytes, Buffer.from([0])]), 'bigger.png'));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body['hydra:description']).toBe('upload file less than 10MB');
    expect(storedFiles().length).toBe(before);
    expect((await db.select().from(mediaObjects)).length).toBe(rows);
  });

  it('stops reading a body as soon as the file passes 10 MB', async () => {
    const boundary = 'thirumanam-boundary';
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) {
          const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`;
          controller.enqueue(Buffer.concat([Buffer.from(head), PNG]));
        } else if (sent > 100) {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        controller.enqueue(chunk);
        sent += 1;
      },
    });
    const response = await call('POST', '/api/media_objects', {
      as: admin,
      raw: body,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(16); // of the 100 MB offered, little more than 10 MB was read
  });

  it.each([
    [
      'no file field',
      () => {
        const d = new FormData();
        d.append('other', 'x');
        return d;
      },
      400,
      '"file" is required',
    ],
    [
      'a text field named file',
      () => {
        const d = new FormData();
        d.append('file', 'not a file');
        return d;
      },
      400,
      '"file" is required',
    ],
  ])('answers 400 to %s', async (_name, build, status, description) => {
    const response = await upload(member, build());
    expect(response.status).toBe(status);
    expect(response.body['hydra:description']).toBe(description);
  });

  it('answers 415 to a JSON body, 401 to anonymous, and 422 to a PDF from college staff (their logo is an image)', async () => {
    const json = await call('POST', '/api/media_objects', { as: member, body: { file: 'x' } });
    expect(json.status).toBe(415);
    expect(json.body['hydra:description']).toBe(
      'The content-type "application/ld+json" is not supported. Supported MIME types are "multipart/form-data".',
    );
    expect((await upload(null, form(PNG, 'a.png'))).status).toBe(401);
    const college = await createUser({ roles: ['ROLE_COLLEGE'] });
    expect((await upload(college, form(PDF, 'a.pdf'))).status).toBe(422);
  });
});

describe('upload rate limit', () => {
  it('stops an account after its hourly uploads with 429 and Retry-After, others go on', async () => {
    process.env.RATE_LIMIT_UPLOAD_ACCOUNT = '2/3600';
    try {
      const busy = await createUser();
      expect((await upload(busy, form(PNG, 'one.png'))).status).toBe(201);
      expect((await upload(busy, form(PNG, 'two.png'))).status).toBe(201);
      const refused = await upload(busy, form(PNG, 'three.png'));
      expect(refused.status).toBe(429);
      expect(refused.body['hydra:description']).toMatch(/^Too many attempts\. Please try again in /);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
      expect((await upload(await createUser(), form(PNG, 'other.png'))).status).toBe(201);
    } finally {
      delete process.env.RATE_LIMIT_UPLOAD_ACCOUNT;
    }
  });
});

describe('who sees an upload', () => {
  it('is its owner, administrators, and the member whose profile shows it; nobody else', async () => {
    const mine = (await upload(member, form(PNG, 'mine.png'))).body;
    const byAdmin = (await upload(admin, form(PNG, 'for-other.png'))).body;
    const id = mine['@id'];
    const matrix: [Actor | null, number, number][] = [
      [null, 401, 401],
      [member, 200, 200],
      [other, 403, 403],
      [admin, 200, 200],
    ];
    for (const [who, file, item] of matrix) {
      expect({ who: who?.id, status: (await get(mine.contentUrl, { as: who })).status }).toEqual({
        who: who?.id,
        status: file,
      });
      expect({ who: who?.id, status: (await get(id, { as: who })).status }).toEqual({
        who: who?.id,
        status: item,
      });
    }
    expect(
      (await get(`${mine.contentUrl.replace(/\/[^/]+$/, '/other-name.png')}`, { as: member })).status,
    ).toBe(404);
    expect((await get('/media/nothing/none.png', { as: admin })).status).toBe(404);

    // a member cannot put someone else's upload in their profile...
    const stolen = await call('POST', '/api/profiles', {
      as: other,
      body: profileBody(refs, { photo: mine.contentUrl }),
    });
    expect(stolen.status).toBe(400);
    // ...but sees the photo an administrator put in theirs
    expect((await get(byAdmin.contentUrl, { as: other })).status).toBe(403);
    const theirs = await call('POST', '/api/profiles', { as: other, body: profileBody(refs) });
    expect(
      (await call('PATCH', theirs.body['@id'], { as: admin, body: { photo: byAdmin.contentUrl } })).status,
    ).toBe(200);
    expect((await get(byAdmin.contentUrl, { as: other })).status).toBe(200);

    // listing: members their own uploads, administrators all
    const listed = await get('/api/media_objects', { as: other });
    expect(listed.body['hydra:totalItems']).toBe(0);
    expect((await get('/api/media_objects', { as: admin })).body['hydra:totalItems']).toBeGreaterThan(2);
  });

  it('deletes an unused upload (owner or administrator) and refuses one a profile shows with 409', async () => {
    const unused = (await upload(member, form(PNG, 'unused.png'))).body;
    const [row] = await db
      .select()
      .from(mediaObjects)
      .where(eq(mediaObjects.id, unused['@id'].split('/').pop()));
    expect((await call('DELETE', unused['@id'], { as: other })).status).toBe(403);
    expect((await call('DELETE', unused['@id'], { as: member })).status).toBe(204);
    expect(existsSync(path.join(uploads, row.storageKey))).toBe(false);
    expect((await get(unused.contentUrl, { as: member })).status).toBe(404);

    const used = (await get('/api/profiles', { as: member })).body['hydra:member'][0].photo;
    const usedId = `/api/media_objects/${used.split('/')[2]}`;
    const refused = await call('DELETE', usedId, { as: admin });
    expect(refused.status).toBe(409);
    expect(refused.body['hydra:description']).toBe('Cannot delete this file: 1 profile uses it.');
    expect((await get(used, { as: member })).status).toBe(200);
  });
});

describe('files a profile stops showing', () => {
  const fileOf = async (contentUrl: string) => {
    const [row] = await db
      .select()
      .from(mediaObjects)
      .where(eq(mediaObjects.id, contentUrl.split('/')[2]));
    return row ? path.join(uploads, row.storageKey) : null;
  };

  it('are removed when replaced, cleared or their profile deleted, unless another profile shows them', async () => {
    const owner = await createUser();
    const first = (await upload(owner, form(PNG, 'first.png'))).body.contentUrl as string;
    const chart = (await upload(owner, form(PDF, 'chart.pdf'))).body.contentUrl as string;
    const created = await call('POST', '/api/profiles', {
      as: owner,
      body: profileBody(refs, { photo: first, horoscope: chart }),
    });
    expect(created.status).toBe(201);
    const firstFile = (await fileOf(first))!;
    expect(existsSync(firstFile)).toBe(true);

    // a new photo replaces the first: its file and its address are gone, the horoscope stays
    const second = (await upload(owner, form(PNG, 'second.png'))).body.contentUrl as string;
    expect((await call('PATCH', created.body['@id'], { as: owner, body: { photo: second } })).status).toBe(
      200,
    );
    expect(existsSync(firstFile)).toBe(false);
    expect(await fileOf(first)).toBeNull();
    expect((await get(first, { as: admin })).status).toBe(404);
    expect((await get(chart, { as: owner })).status).toBe(200);

    // a refused write keeps everything
    expect(
      (await call('PATCH', created.body['@id'], { as: owner, body: { photo: null, age: 'old' } })).status,
    ).toBe(400);
    expect((await get(second, { as: owner })).status).toBe(200);

    // the administrator shows the same photo on an offline profile: deleting the member's keeps it
    const offline = await call('POST', '/api/profiles', {
      as: admin,
      body: profileBody(refs, { photo: second }),
    });
    expect(offline.status).toBe(201);
    const secondFile = (await fileOf(second))!;
    const chartFile = (await fileOf(chart))!;
    expect((await call('DELETE', created.body['@id'], { as: admin })).status).toBe(204);
    expect(existsSync(secondFile)).toBe(true);
    expect(existsSync(chartFile)).toBe(false);
    expect((await get(chart, { as: admin })).status).toBe(404);

    // cleared on the last profile that showed it: gone
    expect((await call('PATCH', offline.body['@id'], { as: admin, body: { photo: null } })).status).toBe(200);
    expect(existsSync(secondFile)).toBe(false);
    expect((await get(second, { as: admin })).status).toBe(404);
  });
});
