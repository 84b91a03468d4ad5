/**
 * npm run bench:api — throughput and latency of the JSON-LD API on 100,000 demo profiles.
 *
 * Creates (once) a `bench` database on the local PostgreSQL, migrates it and seeds 100,000 demo
 * members, starts the built app on it and a bare node:http + postgres.js server running the same
 * SQL, then drives each with autocannon (16 connections):
 *   (a) a route of the same app returning a constant JSON body of the same size (framework ceiling),
 *   (b) the bare server (physical limit),
 *   (c) the API itself.
 * Prints requests/s, p50 and p99 for each and the ratios c/a and c/b. Needs `npx next build` first.
 * A second instance of the app keeps no serialized profiles (PROFILE_FRAGMENTS_MAX=0): the "cold"
 * rows, what a page costs when nothing about it is in memory.
 * BENCH_SECONDS (default 10) sets the length of each run; BENCH_DB_URL the server (default local);
 * BENCH_PORT the app's port (default 3290; the bare server takes the next one, the cold app the one after).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';

const root = path.resolve(__dirname, '..');
const serverUrl = process.env.BENCH_DB_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchUrl = Object.assign(new URL(serverUrl), { pathname: '/bench' }).toString();
const PROFILES = 100_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const APP_PORT = Number(process.env.BENCH_PORT ?? 3290);
const BARE_PORT = APP_PORT + 1;
const COLD_PORT = APP_PORT + 2;
const SECRET = 'bench-secret-0123456789abcdef0123456789';

/** The bench's administrator: its id and the session stamp its token must carry. */
async function prepareDatabase(): Promise<{ id: number; stamp: string }> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const [exists] = await admin`select 1 from pg_database where datname = 'bench'`;
  if (!exists) await admin.unsafe('create database bench');
  await admin.end();

  process.env.DATABASE_URL = benchUrl;
  process.env.ADMIN_EMAIL = 'bench-admin@example.com';
  process.env.ADMIN_PASSWORD = 'bench-admin-password';
  const { closeDb, db } = await import('@/db/client');
  const { migrateDatabase } = await import('@/db/migrate');
  const { seedDatabase } = await import('@/seed/seed');
  const { seedDemoMembers } = await import('@/seed/seed-demo');
  const schema = await import('@/db/schema');
  const { count, eq, sql } = await import('drizzle-orm');
  await migrateDatabase();
  await seedDatabase(() => {});
  const [{ total }] = await db.select({ total: count() }).from(schema.profiles);
  if (total < PROFILES) {
    console.log(`seeding ${PROFILES - total} demo profiles...`);
    await seedDemoMembers(PROFILES - total, (line) => console.log(`  ${line}`));
    await db.execute(sql`analyze`);
  }
  const [adminUser] = await db
    .select()
    .from(schema.users)
    .where(eq(schema.users.email, 'bench-admin@example.com'));
  await closeDb();
  const { sessionStampOf } = await import('@/lib/data/credentials');
  return { id: adminUser.id, stamp: sessionStampOf(adminUser) };
}

/** Refuses to run on a port someone else's server holds (the machine is shared). */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is taken: set BENCH_PORT`)));
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

function start(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => code && console.error(`${name} exited with ${code}`));
  return child;
}

async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

type Target = { label: string; url: string; paths: () => string; headers?: Record<string, string> };
type Figures = { rps: number; p50: number; p99: number; errors: number };

function run(target: Target, seconds: number): Promise<Figures> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: target.url,
        connections: 16,
        duration: seconds,
        headers: target.headers,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: target.paths() }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
        });
      },
    );
  });
}

async function measure(target: Target): Promise<Figures> {
  await run(target, 2); // warm-up: JIT, caches, connection pools
  return run(target, SECONDS);
}

const random = (n: number) => 1 + Math.floor(Math.random() * n);

async function main() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('No build: run `npx next build` first.');
  await assertPortFree(APP_PORT);
  await assertPortFree(BARE_PORT);
  await assertPortFree(COLD_PORT);
  process.env.AUTH_SECRET = SECRET;
  const admin = await prepareDatabase();
  const { issueApiToken } = await import('@/lib/auth/token');
  const token = await issueApiToken(
    { id: admin.id, email: 'bench-admin@example.com', roles: ['ROLE_ADMIN'] },
    admin.stamp,
    // A session id no sign-out ever ends: the benchmark's token stands for a session of its own.
    crypto.randomUUID(),
  );
  const env = {
    DATABASE_URL: benchUrl,
    AUTH_SECRET: SECRET,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const app = start('app', [path.join(root, 'scripts/serve.mjs'), '-p', String(APP_PORT)], {
    ...env,
    BENCH_ROUTES: '1',
  });
  const cold = start('cold app', [path.join(root, 'scripts/serve.mjs'), '-p', String(COLD_PORT)], {
    ...env,
    PROFILE_FRAGMENTS_MAX: '0',
  });
  const { profileSelectList } = await import('@/lib/data/profiles/columns');
  const bare = start('bare server', [path.join(root, 'scripts/bench/bare-server.mjs')], {
    ...env,
    PORT: String(BARE_PORT),
    PROFILE_COLUMNS: profileSelectList('admin'),
  });
  try {
    const appUrl = `http://127.0.0.1:${APP_PORT}`;
    const bareUrl = `http://127.0.0.1:${BARE_PORT}`;
    const coldUrl = `http://127.0.0.1:${COLD_PORT}`;
    await waitFor(`${appUrl}/api`);
    await waitFor(`${coldUrl}/api`);
    await waitFor(`${bareUrl}/castes`);
    const auth = { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' };
    const filtered = (await (await fetch(`${appUrl}/api/profiles?fullName=priya`, { headers: auth })).json())[
      'hydra:totalItems'
    ];
    const [{ id: firstId }] = (
      await (await fetch(`${appUrl}/api/profiles?order[id]=asc&itemsPerPage=1`, { headers: auth })).json()
    )['hydra:member'];
    // `_` is no filter (ignored) but a new URL each time: the list's response cache never hits.
    const miss = () => `&_=${Math.random().toString(36).slice(2)}`;
    const filteredPage = () => random(Math.ceil(filtered / 30));
    const cases: { label: string; api: () => string; bare: () => string; cold?: true }[] = [
      { label: 'GET /api/castes', api: () => '/api/castes', bare: () => '/castes' },
      {
        label: 'GET /api/profiles?page=1',
        api: () => '/api/profiles?page=1',
        bare: () => '/profiles?page=1',
      },
      {
        label: 'GET /api/profiles?page=1, a new URL each time',
        api: () => `/api/profiles?page=1${miss()}`,
        bare: () => '/profiles?page=1',
      },
      {
        label: 'the same, cold',
        api: () => `/api/profiles?page=1${miss()}`,
        bare: () => '/profiles?page=1',
        cold: true,
      },
      {
        label: 'GET /api/profiles?page=N (N ≤ 100)',
        api: () => `/api/profiles?page=${random(100)}`,
        bare: () => `/profiles?page=${random(100)}`,
      },
      {
        label: `GET /api/profiles?fullName=priya&page=N (${filtered} match)`,
        api: () => `/api/profiles?fullName=priya&page=${filteredPage()}`,
        bare: () => `/profiles?fullName=priya&page=${filteredPage()}`,
      },
      {
        label: 'the same, a new URL each time',
        api: () => `/api/profiles?fullName=priya&page=${filteredPage()}${miss()}`,
        bare: () => `/profiles?fullName=priya&page=${filteredPage()}`,
      },
      {
        label: 'the same, cold',
        api: () => `/api/profiles?fullName=priya&page=${filteredPage()}${miss()}`,
        bare: () => `/profiles?fullName=priya&page=${filteredPage()}`,
        cold: true,
      },
      {
        label: 'GET /api/profiles/{id}',
        api: () => `/api/profiles/${firstId + random(PROFILES) - 1}`,
        bare: () => `/profiles/${firstId + random(PROFILES) - 1}`,
      },
    ];

    const rows: string[] = [];
    for (const c of cases) {
      const sample = await fetch(`${appUrl}${c.api()}`, { headers: auth });
      const bytes = (await sample.arrayBuffer()).byteLength;
      if (sample.status !== 200) throw new Error(`${c.label}: ${sample.status}`);
      const constant = await measure({
        label: 'constant',
        url: appUrl,
        paths: () => `/api/bench?bytes=${bytes}`,
      });
      const physical = await measure({ label: 'bare', url: bareUrl, paths: c.bare });
      const api = await measure({
        label: c.label,
        url: c.cold ? coldUrl : appUrl,
        paths: c.api,
        headers: auth,
      });
      const f = (x: Figures) => `${Math.round(x.rps)} | ${x.p50} | ${x.p99}`;
      rows.push(
        `| ${c.label} | ${bytes} | ${f(constant)} | ${f(physical)} | ${f(api)} | ${(api.rps / constant.rps).toFixed(2)} | ${(api.rps / physical.rps).toFixed(2)} |`,
      );
      if (api.errors || constant.errors || physical.errors)
        rows.push(
          `|  ↳ errors/non-2xx: api ${api.errors}, constant ${constant.errors}, bare ${physical.errors} |`,
        );
      console.log(rows.at(-1));
    }
    console.log(
      '\n(a) constant JSON route of the app, (b) bare node:http + postgres.js, (c) the API; req/s | p50 ms | p99 ms',
    );
    console.log(
      '| request | bytes | (a) req/s | p50 | p99 | (b) req/s | p50 | p99 | (c) req/s | p50 | p99 | c/a | c/b |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    app.kill('SIGTERM');
    cold.kill('SIGTERM');
    bare.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
