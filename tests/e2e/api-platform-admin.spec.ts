import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { ACCOUNTS } from './accounts';
import { buildAdminPage } from './api-platform-admin/build-admin';
import { reviewShot } from './helpers';

/**
 * Issue 15, item 8 (a): API Platform Admin 4.0.9 (react-admin 5.15), unchanged, drives the API from
 * another origin in Chromium with normal browser security. The admin page is served from
 * http://127.0.0.2 (a second loopback origin that tests/e2e/server.mjs lets in through
 * CORS_ALLOW_ORIGIN) and talks to the app at http://127.0.0.1 with a Bearer token.
 */
const appOrigin = baseURL.replace('localhost', '127.0.0.1');
const PROFILE_NAME = 'Admin Guesser Profile';

let outDir: string;
let server: Server;
let adminOrigin: string;
let api: APIRequestContext;

/** A tiny static server for the built page, on the second loopback address and a free port. */
function serveStatic(dir: string): Promise<Server> {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
  };
  const files = new Set(['/index.html', '/admin.js']);
  const listener = createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://127.0.0.2').pathname.replace(/^\/$/, '/index.html');
    if (!files.has(name)) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': types[path.extname(name)] });
    createReadStream(path.join(dir, name)).pipe(response);
  });
  return new Promise((resolve) => listener.listen(0, '127.0.0.2', () => resolve(listener)));
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // A session for the administrator, then a token for the admin page (as API Platform's docs do it).
  // (Signed in at APP_URL; the token then works at whatever address the admin page calls.)
  api = await playwrightRequest.newContext({ baseURL });
  const { csrfToken } = await (await api.get('/api/auth/csrf')).json();
  const signedIn = await api.post('/api/auth/callback/credentials', {
    form: {
      csrfToken,
      email: ACCOUNTS.admin.email,
      password: ACCOUNTS.admin.password,
      callbackUrl: '/admin',
    },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  const { token } = await (await api.post('/user/gettoken')).json();
  expect(token).toBeTruthy();

  outDir = mkdtempSync(path.join(tmpdir(), 'api-platform-admin-'));
  await buildAdminPage(outDir, { entrypoint: `${appOrigin}/api`, token });
  server = await serveStatic(outDir);
  adminOrigin = `http://127.0.0.2:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await api?.dispose();
  await new Promise((resolve) => server?.close(resolve));
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/**
 * Console errors the page logged, bar the one answer a step provokes on purpose (the 422 of an
 * invalid save: Chromium logs every 4xx response as "Failed to load resource").
 */
async function consoleErrors(page: Page) {
  const errors: string[] = [];
  // Only loopback addresses: anything else (a library's telemetry, a font) is refused and reported.
  await page.route(/^https?:\/\/(?!127\.0\.0\.[12](:|\/)|localhost(:|\/))/, (route) => {
    errors.push(`off-loopback request: ${route.request().url()}`);
    return route.abort();
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('requestfailed', (request) =>
    errors.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
  );
  return { unexpected: () => errors.filter((e) => !/status of 422/.test(e)) };
}

/** The JSON of an API GET as the administrator. */
async function apiGet(url: string) {
  const response = await api.get(url);
  expect(response.status()).toBe(200);
  return response.json();
}

test('API Platform Admin lists, sorts, pages, edits, creates and deletes castes from another origin', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = await consoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${adminOrigin}/#/castes`);

  // The list: the first page of ten, sorted by the server when a heading is clicked.
  const total = (await apiGet('/api/castes?itemsPerPage=1'))['hydra:totalItems'];
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(10, { timeout: 30_000 });
  await expect(page.getByText(`1-10 of ${total}`)).toBeVisible();
  const byName = (await apiGet('/api/castes?order[caste]=desc&itemsPerPage=10'))['hydra:member'].map(
    (c: { caste: string }) => c.caste,
  );
  const sortBy = page.locator('th.column-caste [role=button]');
  const sorted = page.waitForResponse((r) => r.url().includes('order%5Bcaste%5D=ASC'));
  await sortBy.click(); // ascending
  await sorted;
  await expect(sortBy).toHaveAttribute('aria-label', 'Sort by caste descending');
  await sortBy.click(); // descending
  await expect(rows.first()).toContainText(byName[0]);
  await expect(rows.nth(9)).toContainText(byName[9]);
  // Paging: the second page holds the next ten in the same order.
  const secondPage = (await apiGet('/api/castes?order[caste]=desc&itemsPerPage=10&page=2'))['hydra:member'];
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(rows.first()).toContainText(secondPage[0].caste);
  await expect(page.getByText(`11-20 of ${total}`)).toBeVisible();

  // Create one.
  await page.goto(`${adminOrigin}/#/castes/create`);
  const name = page.getByLabel('caste *');
  await name.fill('Guesser Caste');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element created')).toBeVisible();
  const created = (await apiGet('/api/castes?caste=Guesser%20Caste'))['hydra:member'];
  expect(created.map((c: { caste: string }) => c.caste)).toEqual(['Guesser Caste']);
  const iri: string = created[0]['@id'];

  // Edit it: a blank name is refused under the field; the server's own message (a name of spaces
  // passes the admin's own check, so the 422 from the API is what puts it there) lands there too.
  await page.goto(`${adminOrigin}/#/castes/${encodeURIComponent(iri)}`);
  await expect(name).toHaveValue('Guesser Caste', { timeout: 20_000 });
  await name.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.MuiFormHelperText-root.Mui-error')).toHaveText(/Required/);
  await name.fill('   ');
  const refused = page.waitForResponse(
    (r) => r.request().method() !== 'OPTIONS' && r.url().endsWith(iri) && r.status() === 422,
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await refused;
  await expect(page.locator('.MuiFormHelperText-root.Mui-error')).toHaveText('Enter Caste!');
  await reviewShot(page, { path: path.join(test.info().outputDir, 'admin-field-error-1280.png') });
  await name.fill('Guesser Caste Renamed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  expect((await apiGet(iri)).caste).toBe('Guesser Caste Renamed');

  // Delete it.
  await page.goto(`${adminOrigin}/#/castes/${encodeURIComponent(iri)}`);
  await expect(name).toHaveValue('Guesser Caste Renamed', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'Confirm' });
  if (await confirm.isVisible({ timeout: 2000 }).catch(() => false)) await confirm.click();
  await expect(page.getByText('Element deleted')).toBeVisible();
  expect((await api.get(iri)).status()).toBe(404);

  expect(errors.unexpected()).toEqual([]);
});

test('API Platform Admin shows profiles with every reference by its name', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = await consoleErrors(page);
  // A profile whose every reference is set, made through the API.
  const firstOf = async (collection: string, query = '') =>
    (await apiGet(`/api/${collection}?status=true${query}`))['hydra:member'][0]['@id'];
  const occupation = await firstOf('occupations');
  const body = {
    fullName: PROFILE_NAME,
    mobile: '+919876500177',
    height: await firstOf('heights'),
    weight: await firstOf('weights'),
    age: 29,
    qualification: await firstOf('qualifications'),
    occupation,
    annualIncome: await firstOf('annualincomes'),
    gender: await firstOf('genders'),
    maritalStatus: await firstOf('maritalstatuses'),
    totalChildren: 0,
    nativeCity: 'Madurai',
    nativeCountry: 'IN',
    livingCity: 'Chennai',
    livingCountry: 'IN',
    diet: await firstOf('diets'),
    physicallyChallenged: false,
    fatherName: 'Raman',
    fatherOccupation: occupation,
    motherName: 'Valli',
    motherOccupation: await firstOf('occupations', '&page=1&itemsPerPage=1&order[occupation]=desc'),
    caste: await firstOf('castes'),
    lcaste: await firstOf('castes', '&order[caste]=desc'),
    totalBrothers: 0,
    totalSisters: 0,
    motherTongue: await firstOf('mothertongues'),
    chevvaiDhosam: false,
    raasi: await firstOf('raasis', '&number=1'),
    star: await firstOf('stars', '&number=1'),
    lfromAge: 27,
    ltoAge: 33,
    membersPlan: await firstOf('membersplans'),
    lqualification: await firstOf('qualifications', '&order[qualification]=desc'),
    loccupation: occupation,
    lmotherTongue: await firstOf('mothertongues', '&order[motherTongue]=desc'),
    lmaritalStatus: await firstOf('maritalstatuses'),
    lraasi: await firstOf('raasis', '&number=2'),
    lstar: await firstOf('stars', '&number=4'),
    lheight: await firstOf('heights', '&order[height]=desc'),
  };
  const existing = (await apiGet(`/api/profiles?fullName=${encodeURIComponent(PROFILE_NAME)}`))[
    'hydra:member'
  ];
  let profile = existing[0];
  if (!profile) {
    const created = await api.post('/api/profiles', {
      data: body,
      headers: { 'Content-Type': 'application/ld+json' },
    });
    expect(created.status()).toBe(201);
    profile = await created.json();
  }
  // What every reference should read as: the name field of the row it points to.
  const docs = await apiGet('/api/docs.jsonld');
  const profileClass = docs['hydra:supportedClass'].find((c: { '@id': string }) => c['@id'] === '#Profile');
  const links: string[] = profileClass['hydra:supportedProperty']
    .filter((p: { 'hydra:property': { '@type': string } }) => p['hydra:property']['@type'] === 'hydra:Link')
    .map((p: { 'hydra:title': string }) => p['hydra:title']);
  // One reference each (`photos`, a list of media objects, is the photos specs' to check).
  const single = links.filter((field) => !Array.isArray(profile[field]));
  const references = single.filter((field) => typeof profile[field] === 'string');
  expect(references).toEqual(single); // the profile sets every reference there is
  const names = new Map<string, string>();
  for (const field of references) {
    const row = await apiGet(profile[field]);
    const nameField = Object.keys(row).find(
      (key) => !key.startsWith('@') && key !== 'id' && typeof row[key] === 'string',
    )!;
    names.set(field, row[nameField]);
  }

  // The list: the profile's row prints names, not IRIs (fetched with id[0]=…&id[1]=… per collection).
  await page.setViewportSize({ width: 1280, height: 900 });
  const referenceRequests: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && /[?&]id%5B\d+%5D=|[?&]id\[\d+\]=/.test(r.url()))
      referenceRequests.push(r.url());
  });
  // Filtered to it (react-admin's list filter in the address): other specs' fixtures fill the first page.
  const filter = encodeURIComponent(JSON.stringify({ fullName: PROFILE_NAME }));
  await page.goto(`${adminOrigin}/#/profiles?filter=${filter}`);
  const row = page.locator('table tbody tr', { hasText: PROFILE_NAME });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText(names.get('caste')!);
  await expect(row).toContainText(names.get('height')!);
  // The first column is the record's own IRI (Admin's id column); no reference prints one.
  expect((await row.innerText()).replace(profile['@id'], '')).not.toContain('/api/');
  expect(referenceRequests.length).toBeGreaterThan(0);

  // The show page: every reference by its name.
  await page.goto(`${adminOrigin}/#/profiles/${encodeURIComponent(profile['@id'])}/show`);
  await expect(page.getByText(PROFILE_NAME).first()).toBeVisible({ timeout: 30_000 });
  for (const [field, name] of names) {
    // SimpleShowLayout labels each field's block with the class ra-field-<source>.
    await expect(page.locator(`.ra-field-${field}`).first(), field).toContainText(name);
  }
  expect((await page.locator('main').innerText()).replace(profile['@id'], '')).not.toContain('/api/');
  await reviewShot(page, {
    path: path.join(test.info().outputDir, 'admin-profile-show-1280.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewShot(page, { path: path.join(test.info().outputDir, 'admin-profile-show-390.png') });

  expect(errors.unexpected()).toEqual([]);
});
