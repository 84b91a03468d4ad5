import sharp from 'sharp';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { masterResources } from '@/lib/resources/master-data';
import { profileFields } from '@/lib/resources/profile';
import { baseURL } from '../../playwright.config';
import { ACCOUNTS } from './accounts';

/**
 * The JSON-LD API against the built app: API Platform's own client library finds everything, and
 * the session cookie of a real sign-in authenticates API calls (reads, writes, uploads, files).
 */
type Account = { email: string; password: string };

async function signedIn(account: Account): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  const { csrfToken } = await (await context.get('/api/auth/csrf')).json();
  const response = await context.post('/api/auth/callback/credentials', {
    form: { csrfToken, email: account.email, password: account.password, callbackUrl: '/user/dashboard' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  return context;
}

async function cookieHeader(context: APIRequestContext): Promise<string> {
  const { cookies } = await context.storageState();
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

const LINK = `<${baseURL}/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`;

/** The college area's collections (issue 12): settings lists, students, fees and receipts. */
const COLLEGE_COLLECTIONS = ['courses', 'semesters', 'batches', 'feetypes', 'students', 'fees', 'receipts'];

test('api-doc-parser finds every resource, field, operation and relation of the running app', async () => {
  const admin = await signedIn(ACCOUNTS.admin);
  const { parseHydraDocumentation } = await import('@api-platform/api-doc-parser');
  const { api, status } = await parseHydraDocumentation(`${baseURL}/api`, {
    headers: { Cookie: await cookieHeader(admin) },
  });
  expect(status).toBe(200);
  const collections = [
    ...masterResources.map((r) => r.collection),
    'profiles',
    'matches',
    'media_objects',
    'enquiries',
    'users',
    'interests',
    'shortlists',
    'grievances',
    'photo_requests',
    'moderation_items',
    'reports',
    'blocks',
    'verification_calls',
    'audit_entries',
    'plan_payments',
    'invoices',
    'conversations',
    'messages',
    'notifications',
    'profile_views',
    'saved_searches',
    'concessions',
    'late_fees',
    'fine_waivers',
    'refunds',
    ...COLLEGE_COLLECTIONS,
  ];
  expect(api.resources!.map((r) => r.name).sort()).toEqual(collections.sort());
  for (const resource of masterResources) {
    const parsed = api.resources!.find((r) => r.name === resource.collection)!;
    expect(parsed.fields!.map((f) => f.name)).toEqual([
      'id',
      ...resource.fields.map((f) => f.name),
      'status',
    ]);
    expect(parsed.operations!.map((o) => o.method).sort()).toEqual([
      'DELETE',
      'GET',
      'GET',
      'PATCH',
      'POST',
      'PUT',
    ]);
    const parameters = await parsed.getParameters!();
    expect(parameters.map((p) => p.variable)).toContain(`order[${resource.fields[0].name}]`);
  }
  const profiles = api.resources!.find((r) => r.name === 'profiles')!;
  // The spec's fields, then the gallery and who sees it (issue 22), then the account's e-mail that
  // administrators see and set when they open an account for a member (issue 25).
  expect(profiles.fields!.map((f) => f.name)).toEqual([
    'id',
    ...profileFields.map((f) => f.name),
    'photos',
    'photoVisibility',
    'userEmail',
  ]);
  for (const field of profileFields.filter((f) => f.type === 'relation')) {
    const parsed = profiles.fields!.find((f) => f.name === field.name)!;
    expect((parsed.reference as { name: string } | null)?.name).toBe(field.collection);
  }
  expect((await profiles.getParameters!()).map((p) => p.variable)).toEqual(
    expect.arrayContaining(['fullName', 'gender[]', 'age[between]']),
  );
  await admin.dispose();
});

test('a session cookie authenticates the API: administrators write, members read, strangers are refused', async () => {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const refused = await anonymous.get('/api/castes');
  expect(refused.status()).toBe(401);
  expect(refused.headers()['content-type']).toBe('application/ld+json; charset=utf-8');
  expect(refused.headers()['link']).toBe(LINK);
  expect((await refused.json())['hydra:description']).toBe(
    'Full authentication is required to access this resource.',
  );
  expect((await anonymous.get('/api')).status()).toBe(200);
  expect((await anonymous.get('/api/docs.json')).status()).toBe(200);

  const admin = await signedIn(ACCOUNTS.admin);
  const created = await admin.post('/api/castes', {
    data: { caste: 'E2E Caste' },
    headers: { 'Content-Type': 'application/ld+json' },
  });
  expect(created.status()).toBe(201);
  const caste = await created.json();
  expect(created.headers()['location']).toBe(caste['@id']);
  const patched = await admin.patch(caste['@id'], {
    data: { status: false },
    headers: { 'Content-Type': 'application/merge-patch+json' },
  });
  expect(patched.status()).toBe(200);
  // a cookie-authenticated write from another site is refused
  const foreign = await admin.patch(caste['@id'], {
    data: { status: true },
    headers: { 'Content-Type': 'application/merge-patch+json', Origin: 'https://evil.example' },
  });
  expect(foreign.status()).toBe(403);

  const member = await signedIn(ACCOUNTS.member);
  const list = await member.get('/api/castes?pagination=false');
  expect(list.status()).toBe(200);
  const names = (await list.json())['hydra:member'].map((m: { caste: string }) => m.caste);
  expect(names).toContain('Pillai');
  expect(names).not.toContain('E2E Caste'); // inactive rows are for administrators
  expect(
    (
      await member.post('/api/castes', {
        data: { caste: 'Nope' },
        headers: { 'Content-Type': 'application/ld+json' },
      })
    ).status(),
  ).toBe(403);
  expect((await member.get('/api/castes', { headers: { Accept: 'text/html' } })).status()).toBe(406);
  // the legacy client's way: a token from /user/gettoken, then Bearer on every call
  const { token } = await (await member.post('/user/gettoken')).json();
  const bearer = await anonymous.get('/api/castes?itemsPerPage=1', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(bearer.status()).toBe(200);
  expect((await bearer.json())['hydra:view']['hydra:next']).toBe('/api/castes?itemsPerPage=1&page=2');
  // Through the production server too: signed-in answers are never stored, public documents may be.
  expect(bearer.headers()['cache-control']).toBe('no-store');
  expect((await anonymous.get('/api/docs.jsonld')).headers()['cache-control']).toBe('public, max-age=300');
  expect((await admin.delete(caste['@id'])).status()).toBe(204);
  for (const context of [anonymous, admin, member]) await context.dispose();
});

test('uploads stream through the server: a photo is stored and served to its owner only; 10 MB + 1 byte is refused', async () => {
  const member = await signedIn(ACCOUNTS.member);
  // A real PNG: photos are decoded and re-encoded as WebP (lib/media/photo-variants.ts).
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer();
  const uploaded = await member.post('/api/media_objects', {
    multipart: { file: { name: 'me.pdf', mimeType: 'application/pdf', buffer: png } },
  });
  expect(uploaded.status()).toBe(201);
  const { contentUrl } = await uploaded.json();
  expect(contentUrl).toMatch(/^\/media\/[\w-]+\/photo-[\w-]{16}-2x2\.webp$/);
  const served = await member.get(contentUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect((await sharp(Buffer.from(await served.body())).metadata()).format).toBe('webp');

  const other = await signedIn(ACCOUNTS.member2);
  expect((await other.get(contentUrl)).status()).toBe(403);
  const anonymous = await playwrightRequest.newContext({ baseURL });
  expect((await anonymous.get(contentUrl)).status()).toBe(401);

  const tooBig = Buffer.alloc(10 * 1024 * 1024 + 1);
  png.copy(tooBig);
  const refused = await member.post('/api/media_objects', {
    multipart: { file: { name: 'big.png', mimeType: 'image/png', buffer: tooBig } },
  });
  expect(refused.status()).toBe(413);
  expect((await refused.json())['hydra:description']).toBe('upload file less than 10MB');
  for (const context of [member, other, anonymous]) await context.dispose();
});
