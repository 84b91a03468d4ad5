/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Actor } from '@/lib/auth/roles';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { tinyPng } from '../helpers/images';
import { createUser } from '../helpers/users';

const uploads = mkdtempSync(path.join(tmpdir(), 'thirumanam-college-logo-'));
process.env.UPLOAD_DIR = uploads;

/**
 * The institution (issue 27 item 1): GET/PATCH /api/college_settings for college staff and
 * administrators only, its validation, the logo through the photo pipeline (re-encoded, seen by
 * every college staff account, by no member), and the resource in the API documentation.
 */
let admin: Actor;
let staff: Actor;
let otherStaff: Actor;
let member: Actor;

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  staff = await createUser({ roles: ['ROLE_COLLEGE'] });
  otherStaff = await createUser({ roles: ['ROLE_COLLEGE'] });
  member = await createUser();
});
afterAll(async () => {
  await closeDb();
  rmSync(uploads, { recursive: true, force: true });
});

const patch = (body: unknown, as: Actor | null = staff) =>
  call('PATCH', '/api/college_settings', { as, body });

function pngForm(content: Buffer) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(content)], { type: 'image/png' }), 'crest.png');
  return data;
}

describe('/api/college_settings', () => {
  it('serves the defaults before anything is saved', async () => {
    const response = await get('/api/college_settings', { as: staff });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      '@context': '/api/contexts/CollegeSettings',
      '@id': '/api/college_settings',
      '@type': 'CollegeSettings',
      name: 'College',
      address: '',
      logo: '',
      updatedAt: null,
    });
  });

  it('is for college staff and administrators: 401 anonymous, 403 members, nothing changed', async () => {
    expect((await get('/api/college_settings')).status).toBe(401);
    expect((await get('/api/college_settings', { as: member })).status).toBe(403);
    expect((await patch({ name: 'Hijacked' }, null)).status).toBe(401);
    expect((await patch({ name: 'Hijacked' }, member)).status).toBe(403);
    expect((await get('/api/college_settings', { as: admin })).body.name).toBe('College');
  });

  it('saves a merge patch; another staff account and an administrator read it; null restores a default', async () => {
    const saved = await patch({
      name: 'Sri Ram Arts and Science College',
      address: '12 Temple Road\nMadurai 625001',
      phone: '+914522345678',
      email: 'office@sriram.example',
      registration: 'GSTIN 33ABCDE1234F1Z5',
      receiptFooter: 'Fees once paid are not refundable except as the rules allow.',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const read = await get('/api/college_settings', { as: otherStaff });
    expect(read.body).toMatchObject({ name: 'Sri Ram Arts and Science College', phone: '+914522345678' });
    expect((await patch({ email: 'accounts@sriram.example' }, admin)).body).toMatchObject({
      name: 'Sri Ram Arts and Science College',
      email: 'accounts@sriram.example',
    });
    expect((await patch({ receiptFooter: null })).body.receiptFooter).toBe('');
  });

  it.each([
    [{ name: '  ' }, 'name', 'Enter College Name!'],
    [{ phone: '12345' }, 'phone', 'Enter a valid phone number!'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid e-mail!'],
    [{ logo: 'http://evil.example/x.png' }, 'logo', 'Upload the logo as an image (JPEG, PNG, WebP or GIF).'],
    [
      { logo: '/media/AAAAAAAAAAAAAAAAAAAAAA/none.webp' },
      'logo',
      'Upload the logo as an image (JPEG, PNG, WebP or GIF).',
    ],
    [{ motto: 'x' }, 'motto', 'This field was not expected.'],
  ])('refuses %j with 422 on the field, nothing saved', async (body, propertyPath, message) => {
    const before = (await get('/api/college_settings', { as: staff })).body;
    const response = await patch(body);
    expect(response.status).toBe(422);
    expect(response.body.violations).toEqual([expect.objectContaining({ propertyPath, message })]);
    expect((await get('/api/college_settings', { as: staff })).body).toEqual(before);
  });

  it('takes a logo uploaded by staff (re-encoded by the photo pipeline), shown to every staff account, never to a member', async () => {
    const upload = await call('POST', '/api/media_objects', { as: staff, raw: pngForm(await tinyPng()) });
    expect(upload.status).toBe(201);
    const logo = upload.body.contentUrl as string;
    expect(logo).toMatch(/^\/media\/[A-Za-z0-9_-]+\/.+\.webp$/);
    expect((await call('GET', logo, { as: otherStaff })).status).toBe(403); // not the logo yet
    expect((await patch({ logo })).status).toBe(200);
    const file = await call('GET', logo, { as: otherStaff });
    expect(file.status).toBe(200);
    expect((await sharp(Buffer.from(file.bytes)).metadata()).format).toBe('webp');
    expect((await call('GET', logo, { as: member })).status).toBe(403);
    // The logo in use cannot be deleted under the settings' feet.
    const id = logo.split('/')[2];
    expect((await call('DELETE', `/api/media_objects/${id}`, { as: staff })).status).toBe(409);
  });

  it('is described in docs.jsonld with its properties and GET/PATCH', async () => {
    const docs = await get('/api/docs.jsonld');
    const cls = docs.body['hydra:supportedClass'].find(
      (c: { '@id': string }) => c['@id'] === '#CollegeSettings',
    );
    expect(cls['hydra:supportedProperty'].map((p: { 'hydra:title': string }) => p['hydra:title'])).toEqual(
      expect.arrayContaining(['name', 'address', 'phone', 'email', 'logo', 'registration', 'receiptFooter']),
    );
    expect(cls['hydra:supportedOperation'].map((o: { 'hydra:method': string }) => o['hydra:method'])).toEqual(
      ['GET', 'PATCH'],
    );
    const openapi = await get('/api/docs.json');
    expect(Object.keys(openapi.body.paths['/college_settings'])).toEqual(['get', 'patch']);
  });
});
