import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import postgres from 'postgres';
import sharp from 'sharp';
import { hashPassword } from '@/lib/auth/password';
import { DEFAULT_LEGAL_TEXTS } from '@/lib/validation/legal-texts';
import { freePorts } from '../helpers/free-port';
import { startPgBouncer } from '../helpers/pgbouncer';
import { startS3Server } from '../helpers/s3-server';
import { reviewShot, saveProfileForm, signIn } from './helpers';
import { messagePair } from './interest-accounts';

/**
 * Issue 14: the app scaled out. On the local PostgreSQL (a throw-away database) run Debian's
 * PgBouncer in transaction mode, an S3-compatible server (s3rver) with one bucket, two instances of
 * the built app pointed at both, and Debian's nginx balancing round-robin between them
 * (tests/e2e/nginx/balancer.conf), all started at once on an empty database. Instance A also has
 * a direct connection to LISTEN on (DATABASE_LISTEN_URL); instance B has none and learns of
 * others' writes by polling. Everything a
 * member does goes through nginx, so consecutive requests land on alternate instances.
 */
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const base = Number(process.env.E2E_PORT ?? 3210);
/** Found free when the spec starts, from E2E_PORT + 31 on. */
const PORTS = { bouncer: 0, s3: 0, a: 0, b: 0, nginx: 0 };
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const root = path.resolve(__dirname, '../..');
const SECRET = 'scale-out-secret-0123456789abcdef0123';
const ADMIN = { email: 'admin@scale.test', password: 'scale-admin-pass-1' };
const MEMBER = { email: 'member@scale.test', password: 'scale-member-pass-1' };
let balancer = '';
let instanceA = '';
let instanceB = '';

let database = '';
let tmp = '';
let bouncer: Awaited<ReturnType<typeof startPgBouncer>> | undefined;
let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
const children: ChildProcess[] = [];
const output: Record<string, string> = {};

async function reachable(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

async function serving(url: string, what: string, deadline = Date.now() + 180_000) {
  for (;;) {
    try {
      if ((await fetch(url, { redirect: 'manual' })).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not come up:\n${output[what] ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function startInstance(name: string, port: number, extra: Record<string, string>) {
  output[name] = '';
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/serve.mjs'), '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: root,
      env: {
        ...process.env,
        ...s3!.env,
        DATABASE_URL: bouncer!.urlFor(database),
        DATABASE_PGBOUNCER: 'true',
        PGLITE_DIR: '',
        // Deliberately separate folders: nothing may depend on an instance's own disk.
        UPLOAD_DIR: path.join(tmp, `uploads-${name}`),
        MAIL_DIR: path.join(tmp, 'mail'),
        AUTH_SECRET: SECRET,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        TRUST_PROXY: 'loopback',
        APP_URL: '',
        SMTP_URL: '',
        NEXT_TELEMETRY_DISABLED: '1',
        ...extra,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (chunk) => (output[name] += chunk));
  child.stderr!.on('data', (chunk) => (output[name] += chunk));
  children.push(child);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (!(await reachable(PG_URL))) return;
  [PORTS.bouncer, PORTS.s3, PORTS.a, PORTS.b, PORTS.nginx] = await freePorts(base + 31, 5);
  balancer = `http://127.0.0.1:${PORTS.nginx}`;
  instanceA = `http://127.0.0.1:${PORTS.a}`;
  instanceB = `http://127.0.0.1:${PORTS.b}`;
  database = execFileSync(process.execPath, ['scripts/pg-test-db.mjs', 'create', PG_URL], { cwd: root })
    .toString()
    .trim();
  tmp = mkdtempSync(path.join(tmpdir(), 'thirumanam-scale-'));
  bouncer = await startPgBouncer(PORTS.bouncer, PG_URL);
  s3 = await startS3Server(PORTS.s3, 'thirumanam-scale');

  // Both start at once on the empty database: A takes the schema lock on its direct connection, B
  // through PgBouncer (a transaction-level lock on the same key); one migrates and seeds, the other waits.
  startInstance('a', PORTS.a, { DATABASE_LISTEN_URL: database });
  startInstance('b', PORTS.b, { DATABASE_LISTEN_URL: '' });
  await Promise.all([serving(`${instanceA}/login`, 'a'), serving(`${instanceB}/login`, 'b')]);
  for (const name of ['a', 'b']) expect(output[name]).not.toMatch(/already exists|duplicate key|unhandled/i);

  const sql = postgres(database, { max: 1, onnotice: () => {} });
  await sql`insert into users (email, password_hash, roles, activated)
    values (${MEMBER.email}, ${await hashPassword(MEMBER.password)}, ${['ROLE_MEMBER']}, true)`;
  // As if registered through the form: the member has accepted the shipped terms.
  await sql`insert into terms_acceptance (user_id, version, via)
    select id, ${DEFAULT_LEGAL_TEXTS.version}, 'registration' from users where email = ${MEMBER.email}`;
  await sql.end();
  // The message pair (verified, an accepted interest), written by the e2e fixtures' own code.
  execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['tests/e2e/scale-message-pair.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: database, PGLITE_DIR: '' },
    stdio: 'inherit',
  });

  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(tmp, dir));
  const config = readFileSync(path.join(__dirname, 'nginx', 'balancer.conf'), 'utf8')
    .replaceAll('@TMP@', tmp)
    .replaceAll('@LISTEN@', `127.0.0.1:${PORTS.nginx}`)
    .replaceAll('@FIRST@', `127.0.0.1:${PORTS.a}`)
    .replaceAll('@SECOND@', `127.0.0.1:${PORTS.b}`);
  writeFileSync(path.join(tmp, 'balancer.conf'), config);
  output.nginx = '';
  const nginx = spawn(
    NGINX,
    ['-p', tmp, '-c', path.join(tmp, 'balancer.conf'), '-e', path.join(tmp, 'error.log')],
    { stdio: 'ignore' },
  );
  children.push(nginx);
  await serving(`${balancer}/login`, 'nginx', Date.now() + 10_000);
});

test.afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map(
      (c) => new Promise((resolve) => (c.exitCode !== null ? resolve(null) : c.once('exit', resolve))),
    ),
  );
  await s3?.close();
  await bouncer?.stop();
  if (database)
    execFileSync(process.execPath, ['scripts/pg-test-db.mjs', 'drop', PG_URL, database], { cwd: root });
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits until `check` holds, failing if that takes longer than `ms` (the 1 s). */
async function within(ms: number, check: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    expect(Date.now() - started, 'seen within the time allowed').toBeLessThan(ms);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('two instances behind nginx, PgBouncer and one bucket act as one app', async ({ browser }, testInfo) => {
  test.skip(!database, `no PostgreSQL answers at ${PG_URL}`);
  test.setTimeout(180_000);

  // A member signs in through the balancer and saves the profile with a photo.
  const member = await browser.newContext({ baseURL: balancer });
  const page = await member.newPage();
  const upstreams = new Set<string>();
  page.on('response', (response) => {
    const upstream = response.headers()['x-upstream'];
    if (upstream) upstreams.add(upstream);
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${balancer}/user/dashboard`);

  const photo = await sharp({
    create: { width: 400, height: 500, channels: 3, background: { r: 150, g: 60, b: 40 } },
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
  const preview = section('Photo').getByRole('img', { name: 'Photo' });
  await expect(preview).toHaveAttribute('src', /^\/media\//);
  const contentUrl = (await preview.getAttribute('src'))!;

  await choose(page, section('Select Sub Caste'), 'Sub Caste', 'Pillai');
  const personal = section('Personal');
  await personal.getByLabel('Full Name').fill('Scaled Member');
  const mobile = personal.getByRole('textbox', { name: 'Mobile', exact: true });
  await mobile.focus();
  await mobile.press('End');
  await mobile.pressSequentially('9876505678');
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
  await expect(page.getByRole('heading', { name: 'Hello Scaled Member' })).toBeVisible();
  await reviewShot(page, { path: testInfo.outputPath('scale-dashboard-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  // The navigation slides away at phone width: shoot once it has.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  await reviewShot(page, { path: testInfo.outputPath('scale-dashboard-390.png') });
  // Round-robin: the journey was served by both instances, not one.
  expect([...upstreams].sort()).toEqual([`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`]);

  // The photo (re-encoded as WebP on upload) is in the bucket: each instance serves the same bytes
  // (the member's cookie works on both).
  const bodies: Buffer[] = [];
  for (const instance of [instanceA, instanceB]) {
    const served = await page.request.get(`${instance}${contentUrl}`);
    expect(served.status(), instance).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    bodies.push(await served.body());
  }
  expect(bodies[0].subarray(8, 12).toString('latin1')).toBe('WEBP');
  expect(bodies[0].equals(bodies[1])).toBe(true);
  // ...and to nobody signed out, on either.
  for (const instance of [instanceA, instanceB])
    expect((await fetch(`${instance}${contentUrl}`)).status).toBe(401);

  // The administrator renames a caste on A; B, which has cached the castes, shows the new name within 1 s.
  const admin = await browser.newContext({ baseURL: instanceA });
  const adminPage = await admin.newPage();
  const { csrfToken } = await (await adminPage.request.get('/api/auth/csrf')).json();
  expect(
    (
      await adminPage.request.post('/api/auth/callback/credentials', {
        form: { csrfToken, ...ADMIN, callbackUrl: '/' },
        maxRedirects: 0,
      })
    ).status(),
  ).toBe(302);
  const { token } = await (await adminPage.request.post('/user/gettoken')).json();
  const auth = { authorization: `Bearer ${token}` };
  const casteName = async (instance: string, id: number) =>
    (await (await fetch(`${instance}/api/castes/${id}`, { headers: auth })).json()).caste as string;
  const castes = await (await fetch(`${instanceB}/api/castes`, { headers: auth })).json();
  const [{ id, caste: before }] = castes['hydra:member'] as { id: number; caste: string }[];
  expect(await casteName(instanceB, id)).toBe(before);
  const renamed = await fetch(`${instanceA}/api/castes/${id}`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/merge-patch+json' },
    body: JSON.stringify({ caste: `${before} (renamed)` }),
  });
  expect(renamed.status).toBe(200);
  await within(1_000, async () => (await casteName(instanceB, id)) === `${before} (renamed)`);
  await admin.close();

  // The member signs out on A: the same session cookie, replayed on B, is refused within 1 s.
  const { cookies } = await member.storageState();
  await page.goto(`${instanceA}/logout`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\?notice=signed-out$/);
  const replay = await browser.newContext();
  await replay.addCookies(cookies);
  await within(1_000, async () => (await replay.request.post(`${instanceB}/user/gettoken`)).status() === 401);
  const replayed = await replay.newPage();
  await replayed.goto(`${instanceB}/user/dashboard`);
  await expect(replayed).toHaveURL(/\/login\?callbackUrl=/);
  await replay.close();
  await member.close();
});

test('a rate limit counted through both instances holds at its number', async () => {
  test.skip(!database, `no PostgreSQL answers at ${PG_URL}`);
  // Registering one address: 5 tries an hour per account (lib/data/rate-limit.ts), whichever instance answers.
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    const response = await fetch(`${balancer}/register/memberaction`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: balancer },
      body: JSON.stringify({ email: 'limited@scale.test', password: 'limited-pass-123' }),
    });
    statuses.push(response.status);
  }
  expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
  expect(statuses.slice(5)).toEqual([429, 429]);
});

test('two members exchange messages live across the instances and through the balancer', async ({
  browser,
}) => {
  test.skip(!database, `no PostgreSQL answers at ${PG_URL}`);
  test.setTimeout(120_000);
  // Session cookies belong to the host, not the port: signed in through nginx, each may also open
  // an instance directly, which pins which instance holds the thread's event stream.
  const his = await browser.newContext({ baseURL: balancer });
  const hers = await browser.newContext({ baseURL: balancer });
  const he = await his.newPage();
  const she = await hers.newPage();
  await signIn(he, messagePair.groom);
  await signIn(she, messagePair.bride);
  await he.goto('/user/interests/accepted');
  await he.getByRole('button', { name: 'Message' }).click();
  await expect(he).toHaveURL(/\/user\/messages\/\d+$/);
  const thread = new URL(he.url()).pathname;

  // She listens on A (LISTEN on its direct connection); he writes on B (through PgBouncer), whose
  // trigger's NOTIFY reaches A at commit.
  await she.goto(`${instanceA}${thread}`);
  await he.goto(`${instanceB}${thread}`);
  await expect(she.getByText('No messages yet. Say hello!')).toBeVisible();
  await he.getByLabel('Your message').fill('Written on B, read on A.');
  await he.getByRole('button', { name: 'Send' }).click();
  await expect(she.getByText('Written on B, read on A.')).toBeVisible({ timeout: 15_000 });
  // Her page marked it read on A; B, which has no LISTEN, learns it by polling: his receipt turns.
  await expect(he.getByText('Read', { exact: true })).toBeVisible({ timeout: 15_000 });

  // The other way: she writes on A, his stream on B (polling) shows it.
  await she.getByLabel('Your message').fill('Written on A, read on B.');
  await she.getByRole('button', { name: 'Send' }).click();
  await expect(he.getByText('Written on A, read on B.')).toBeVisible({ timeout: 15_000 });

  // Both through nginx (round-robin, no sticky sessions, proxy buffering off for the stream).
  await he.goto(thread);
  await she.goto(thread);
  await he.getByLabel('Your message').fill('Through the balancer.');
  await he.getByRole('button', { name: 'Send' }).click();
  await expect(she.getByText('Through the balancer.')).toBeVisible({ timeout: 15_000 });
  await she.getByLabel('Your message').fill('Heard you.');
  await she.getByRole('button', { name: 'Send' }).click();
  await expect(he.getByText('Heard you.')).toBeVisible({ timeout: 15_000 });
  await his.close();
  await hers.close();
});
