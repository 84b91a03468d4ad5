import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { baseURL } from '../../playwright.config';
import { ACCOUNTS } from './accounts';
import { formAlert, saveProfileForm } from './helpers';
import { activationLinkFor } from './mailbox';
import { CONSENT_LABEL } from '@/lib/validation/consent';
import { freePorts } from '../helpers/free-port';

/**
 * The whole member journey through a real reverse proxy (Debian's nginx, tests/e2e/nginx/proxy.conf):
 * the app is reached only as the proxy's address and learns it from X-Forwarded-Host/Proto/For,
 * which the e2e server believes from loopback (TRUST_PROXY=loopback in tests/e2e/server.mjs).
 */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const upstream = new URL(baseURL).host;

let nginx: ChildProcess | undefined;
let tmp = '';
let proxyOrigin = '';

async function waitUntilServing(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url, { redirect: 'manual' })).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not come up: ${readFileSync(path.join(tmp, 'error.log'), 'utf8')}`);
}

test.beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'thirumanam-nginx-'));
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(tmp, dir));
  const [port] = await freePorts(Number(new URL(baseURL).port) + 1, 1);
  proxyOrigin = `http://127.0.0.2:${port}`;
  const config = readFileSync(path.join(__dirname, 'nginx', 'proxy.conf'), 'utf8')
    .replaceAll('@TMP@', tmp)
    .replaceAll('@LISTEN@', `127.0.0.2:${port}`)
    .replaceAll('@UPSTREAM@', upstream);
  writeFileSync(path.join(tmp, 'proxy.conf'), config);
  nginx = spawn(NGINX, ['-p', tmp, '-c', path.join(tmp, 'proxy.conf'), '-e', path.join(tmp, 'error.log')], {
    stdio: 'inherit',
  });
  await waitUntilServing(`${proxyOrigin}/login`);
});

test.afterAll(() => {
  nginx?.kill('SIGTERM');
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('through nginx a visitor registers, activates, signs in, saves the profile with a photo and signs out', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: proxyOrigin });
  const page = await context.newPage();
  const email = `proxied-${Date.now()}@example.com`;

  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('proxied-pass');
  await page.getByRole('checkbox', { name: CONSENT_LABEL }).check();
  await page.getByRole('button', { name: 'Register FREE' }).click();
  await expect(formAlert(page)).toContainText('activat');

  // The e-mailed link names the address the visitor used, not the app's own port.
  const link = await activationLinkFor(email);
  expect(link.startsWith(`${proxyOrigin}/activate?token=`)).toBe(true);
  await page.goto(link);
  await expect(page).toHaveURL(`${proxyOrigin}/login?notice=activated`);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('proxied-pass');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${proxyOrigin}/user/dashboard`);

  const photo = await sharp({
    create: { width: 400, height: 500, channels: 3, background: { r: 40, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  const modal = page.getByRole('dialog', { name: 'Profile' });
  await expect(modal.getByRole('button', { name: 'Save' })).toBeEnabled();
  const section = (name: string) => modal.getByRole('group', { name, exact: true });
  await modal
    .locator('input[type=file][name=photo]')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(section('Photo').getByRole('img', { name: 'Photo' })).toHaveAttribute('src', /^\/media\//);

  await choose(page, section('Select Sub Caste'), 'Sub Caste', 'Pillai');
  const personal = section('Personal');
  await personal.getByLabel('Full Name').fill('Proxied Member');
  const mobile = personal.getByRole('textbox', { name: 'Mobile', exact: true });
  await mobile.focus();
  await mobile.press('End');
  await mobile.pressSequentially('9876501234');
  await choose(page, personal, 'Height', '5ft 4in - 163cm');
  await choose(page, personal, 'Weight', '55 Kg');
  await choose(page, personal, 'Age', '27');
  await choose(page, personal, 'Qualification', 'B.E. / B.Tech.');
  await choose(page, personal, 'Occupation', 'Software Engineer');
  await choose(page, personal, 'Annual Income', '7 - 10 Lakhs');
  await choose(page, personal, 'Gender', 'Female');
  await choose(page, personal, 'Marital Status', 'Never Married');
  await choose(page, personal, 'Diet', 'Vegetarian');
  await personal.getByLabel('Native City').fill('Madurai');
  await personal.getByLabel('Living City').fill('Chennai');
  const family = section('Family');
  await family.getByLabel('Father Name').fill('Raman');
  await choose(page, family, 'Father Occupation', 'Business');
  await family.getByLabel('Mother Name').fill('Lakshmi');
  await choose(page, family, 'Mother Occupation', 'Homemaker');
  await family.getByLabel('Total Brothers').fill('1');
  await family.getByLabel('Kothram').fill('Kashyapa');
  await choose(page, family, 'Mother Tongue', 'Tamil');
  const horoscope = section('Horoscope');
  await choose(page, horoscope, 'Raasi', 'Mesham');
  await choose(page, horoscope, 'Star', 'Bharani');
  const lookingFor = section('Looking For');
  await choose(page, lookingFor, 'Qualification', 'B.E. / B.Tech.');
  await choose(page, lookingFor, 'Chevvai Dhosam', 'No');
  await choose(page, lookingFor, 'From Age', '26');
  await choose(page, lookingFor, 'To Age', '32');

  await saveProfileForm(page, modal);
  await expect(page.getByRole('heading', { name: 'Hello Proxied Member' })).toBeVisible();
  // The API's absolute URLs name the proxy's address too.
  const stored = await page.request.get(`${proxyOrigin}/api/profiles`);
  expect(stored.status()).toBe(200);
  expect(stored.headers().link).toContain(`<${proxyOrigin}/api/docs.jsonld>`);
  expect((await stored.json())['hydra:member'][0]).toMatchObject({ fullName: 'Proxied Member' });

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${proxyOrigin}/login?notice=signed-out`);
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(new RegExp(`^${proxyOrigin}/login\\?callbackUrl=`));
  await context.close();
});

test('through nginx, an upload refused before its body is read leaves the reused connection usable', async () => {
  test.setTimeout(120_000);
  const member = await playwrightRequest.newContext({ baseURL: proxyOrigin });
  const { csrfToken } = await (await member.get('/api/auth/csrf')).json();
  const signIn = await member.post('/api/auth/callback/credentials', {
    form: { csrfToken, ...ACCOUNTS.member, callbackUrl: '/user/dashboard' },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(302);
  const visitor = await playwrightRequest.newContext({ baseURL: proxyOrigin });
  const text = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.alloc(1_000_000, 'a') };
  const refusals = [
    // A file of the wrong type: refused from its first bytes, the rest unread.
    { status: 422, send: () => member.post('/api/media_objects', { multipart: { file: text } }) },
    // A foreign Origin: refused before the body is looked at.
    {
      status: 403,
      send: () =>
        member.post('/api/media_objects', {
          headers: { Origin: 'https://evil.example' },
          multipart: { file: text },
        }),
    },
  ];
  for (const { status, send } of refusals) {
    expect((await send()).status()).toBe(status);
    // nginx hands its idle connection to the app to the next request, here another visitor's: it
    // once waited about 65 s behind the unread body (nginx gave up with a 504 after 60 s).
    const started = Date.now();
    const next = await visitor.get('/api/castes', { timeout: 30_000 });
    expect(next.status()).toBe(401);
    expect(Date.now() - started).toBeLessThan(5_000);
  }
  await member.dispose();
  await visitor.dispose();
});
