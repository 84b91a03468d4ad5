import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { freePorts } from '../helpers/free-port';
import { postgresBinDir, startCluster, type PgCluster } from '../helpers/pg-cluster';

/**
 * Issue 21 item 3, through the built app (scripts/serve.mjs) on a PostgreSQL cluster of its own:
 * restarted under load (`pg_ctl stop -m fast`, then start), every page and API call answers a 2xx,
 * or a 503 with Retry-After (pages: the small "back in a moment" page, not Next.js's 500 error
 * page); errors stop within a second of the server being back; the server logs no uncaught
 * exception; and Chromium, sent to a page while the database is down, is shown that page.
 * How long each answer takes is checked in tests/integration/db-outage.test.ts, in process: here
 * rendering pages on a busy machine takes seconds whatever the database does.
 */
const base = Number(process.env.E2E_PORT ?? 3210);
/** The app's address, on a free port found when the test starts. */
let origin = '';
const root = path.resolve(__dirname, '../..');
const ADMIN = { username: 'admin@restart.test', password: 'admin-pass-1' };
/** Errors may go on this long after the server accepts connections again (the target). */
const RECOVERY_BOUND_MS = 1_000;
/** How long the database stays down at most, waiting for the load's requests to meet the outage. */
const OUTAGE_WAIT_MS = 30_000;
const PAGES = ['/admin/dashboard', '/admin/caste', '/admin/enquiries'];
const API = ['/api/castes?itemsPerPage=5', '/api/profiles?itemsPerPage=5'];

type Outcome = {
  url: string;
  at: number;
  ms: number;
  status: number;
  retryAfter: string | null;
  body: string;
};

async function serverUp(deadline: number): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`${origin}/login`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not come up');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test('a database restart under load: pages and API answer 2xx or 503 + Retry-After, briefly, without uncaught errors', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  test.skip(!postgresBinDir(), 'no initdb under /usr/lib/postgresql (apt-get install postgresql)');

  const [APP_PORT, PG_PORT] = await freePorts(base + 4, 2);
  origin = `http://127.0.0.1:${APP_PORT}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'db-restart-'));
  let cluster: PgCluster | undefined;
  let server: ChildProcess | undefined;
  let log = '';
  try {
    cluster = startCluster(PG_PORT);
    server = spawn(
      process.execPath,
      [path.join(root, 'scripts/serve.mjs'), '-p', String(APP_PORT), '-H', '127.0.0.1'],
      {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: cluster.url,
          PGLITE_DIR: '',
          UPLOAD_DIR: path.join(dataDir, 'uploads'),
          MAIL_DIR: path.join(dataDir, 'mail'),
          AUTH_SECRET: 'db-restart-secret-0123456789abcdef0123',
          ADMIN_EMAIL: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          APP_URL: '',
          SMTP_URL: '',
          DEMO_MEMBERS: '0',
          RATE_LIMIT_FACTOR: '100',
          NEXT_TELEMETRY_DISABLED: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    server.stdout!.on('data', (chunk) => (log += chunk));
    server.stderr!.on('data', (chunk) => (log += chunk));
    await serverUp(Date.now() + 180_000);

    // The page's own request context shares the browser's cookies: one sign-in serves both.
    const client: APIRequestContext = page.request;
    expect((await client.post(`${origin}/auth`, { data: ADMIN })).status()).toBe(200);
    for (const url of [...PAGES, ...API]) expect((await client.get(origin + url)).status(), url).toBe(200);

    const outcomes: Outcome[] = [];
    const started = Date.now();
    let stopAt = Number.POSITIVE_INFINITY;
    const urls = [...PAGES, ...API];
    const worker = async (n: number) => {
      for (let i = n; Date.now() < stopAt; i++) {
        const url = urls[i % urls.length];
        const begin = Date.now();
        try {
          const response = await client.get(origin + url, { maxRedirects: 0 });
          outcomes.push({
            url,
            at: begin - started,
            ms: Date.now() - begin,
            status: response.status(),
            retryAfter: response.headers()['retry-after'] ?? null,
            body: response.status() === 200 ? '' : await response.text(),
          });
        } catch (error) {
          // A reset or refused connection (the server crashed) is an answer too: a wrong one.
          const body = error instanceof Error ? error.message.split('\n')[0] : String(error);
          outcomes.push({
            url,
            at: begin - started,
            ms: Date.now() - begin,
            status: 0,
            retryAfter: null,
            body,
          });
        }
      }
    };
    const workers = Array.from({ length: 4 }, (_, n) => worker(n));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const stoppedAt = Date.now() - started;
    // While the server is down, Chromium is sent to a page (the restart waits for it).
    let shown: { status: number; retryAfter: string | null; heading: boolean } | undefined;
    await cluster.restart(0, async () => {
      const response = await page.goto(`${origin}/admin/dashboard`);
      shown = {
        status: response?.status() ?? 0,
        retryAfter: response?.headers()['retry-after'] ?? null,
        heading: await page.getByRole('heading', { name: 'Back in a moment' }).isVisible(),
      };
      // The server stays down until the requests under load have met the outage too: on a busy
      // machine each of them may be rendering for longer than Chromium's visit lasts (CI once saw
      // none). A request that waited out the outage rather than answering 503 fails below.
      const deadline = Date.now() + OUTAGE_WAIT_MS;
      while (!outcomes.some((o) => o.status === 503) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
    });
    const restartedAt = Date.now() - started;
    stopAt = Date.now() + 5000;
    await Promise.all(workers);

    const unavailable = outcomes.filter((o) => o.status === 503);
    console.log(
      `restart under load: server down ${stoppedAt}-${restartedAt} ms; ${outcomes.length} answers, ` +
        `${unavailable.length} were 503 (slowest ${Math.max(0, ...unavailable.map((o) => o.ms))} ms, the last ` +
        `began at ${Math.max(0, ...unavailable.map((o) => o.at))} ms)`,
    );
    expect(shown).toEqual({ status: 503, retryAfter: expect.stringMatching(/^\d+$/), heading: true });
    const wrong = outcomes.filter((o) => o.status !== 200 && o.status !== 503);
    expect(wrong.map((o) => `${o.url} ${o.status} at ${o.at} ms ${o.status ? '' : o.body}`)).toEqual([]);
    expect(unavailable.length).toBeGreaterThan(0); // the outage really happened under the requests
    for (const o of unavailable) {
      expect(o.retryAfter, o.url).toMatch(/^\d+$/);
      if (o.url.startsWith('/api/')) expect(JSON.parse(o.body)['@type']).toBe('hydra:Error');
      else expect(o.body).toContain('Back in a moment');
    }
    const late = outcomes.filter((o) => o.at > restartedAt + RECOVERY_BOUND_MS);
    expect(late.length).toBeGreaterThan(0);
    expect(late.filter((o) => o.status !== 200).map((o) => `${o.url} ${o.status} at ${o.at} ms`)).toEqual([]);

    // Back to normal in the browser too. The "back in a moment" page reloads itself (its meta refresh
    // fires Retry-After seconds after it was shown): wait for that reload to become the dashboard, or
    // it interrupts the navigation below (CI failed so once).
    await expect(page.getByRole('heading', { name: 'Back in a moment' })).toBeHidden({ timeout: 60_000 });
    await page.waitForLoadState('load');
    expect((await page.goto(`${origin}/admin/dashboard`))?.status()).toBe(200);
    expect(log).not.toMatch(/uncaughtException|unhandledRejection|Cannot read properties of null/);
  } finally {
    await testInfo.attach('server.log', { body: log, contentType: 'text/plain' });
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
