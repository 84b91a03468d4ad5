/**
 * npm run bench:api — throughput and latency of the JSON-LD API on 100,000 demo profiles.
 *
 * Creates (once) a `bench` database on the local PostgreSQL, migrates it and seeds 100,000 demo
 * members, starts the built app on it and a bare node:http + postgres.js server running the same
 * SQL, then drives each with autocannon (16 connections):
 *   (a) a route of the same app returning a constant JSON body of the same size (framework ceiling),
 *   (b) the bare server (physical limit),
 *   (c) the API itself.
 * Prints requests/s, p50 and p99 for each, the ratios c/a and c/b, and each server process's CPU
 * time per request (from /proc: what load from other processes changes least). Needs `npx next build` first.
 * A second instance of the app keeps no serialized profiles (PROFILE_FRAGMENTS_MAX=0): the "cold"
 * rows, what a page costs when nothing about it is in memory.
 * BENCH_SECONDS (default 10) sets the length of each run, in BENCH_ROUNDS turns (default 3: (a), (b),
 * (c), (a), (b), (c), ...); BENCH_DB_URL the server (default local);
 * BENCH_DB the database (default `bench`, kept between runs; BENCH_SEED=sql seeds a new one in SQL:
 * fast, but its names make the fullName rows meaningless);
 * BENCH_PORT the app's port (default 3290; the bare server takes the next one, the cold app the one after);
 * BENCH_CASES=castes,first,... only the rows whose key is listed (castes, first, first-new, first-cold,
 * page-n, filtered, filtered-new, filtered-cold, item).
 * BENCH_CPU_PROF=dir starts the app (not the cold one) with --cpu-prof and prints where its busy time
 * went when it stops (scripts/bench/cpu-profile.ts; open the profiles in Chrome DevTools).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { summarizeProfiles } from './bench/cpu-profile';
import { assertPortFree, waitFor } from './bench/session';
import { serveArgs } from './serve-command.mjs';

const root = path.resolve(__dirname, '..');
const serverUrl = process.env.BENCH_DB_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DB ?? 'bench';
const benchUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const PROFILES = 100_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const APP_PORT = Number(process.env.BENCH_PORT ?? 3290);
const BARE_PORT = APP_PORT + 1;
const COLD_PORT = APP_PORT + 2;
const SECRET = 'bench-secret-0123456789abcdef0123456789';
const CPU_PROF = process.env.BENCH_CPU_PROF;
const CASES = process.env.BENCH_CASES?.split(',');

/** The bench's administrator: its id and the session stamp its token must carry. */
async function prepareDatabase(): Promise<{ id: number; stamp: string }> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const [exists] = await admin`select 1 from pg_database where datname = ${dbName}`;
  if (!exists) await admin.unsafe(`create database ${dbName}`);
  await admin.end();

  process.env.DATABASE_URL = benchUrl;
  process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= '0';
  process.env.ADMIN_EMAIL = 'bench-admin@example.com';
  process.env.ADMIN_PASSWORD = 'bench-admin-password';
  const { closeDb, db } = await import('@/db/client');
  const { migrateDatabase } = await import('@/db/migrate');
  const { seedDatabase } = await import('@/seed/seed');
  const { seedDemoMembers } = await import('@/seed/seed-demo');
  const { seedDemoMembersSql } = await import('@/seed/seed-demo-sql');
  const schema = await import('@/db/schema');
  const { count, eq, sql } = await import('drizzle-orm');
  await migrateDatabase();
  await seedDatabase(() => {});
  const [{ total }] = await db.select({ total: count() }).from(schema.profiles);
  if (total === 0 && process.env.BENCH_SEED === 'sql') {
    // In a minute (the demo seeder takes many), but with two first names: the filtered rows then
    // match half the profiles, past what the id lists keep, and are not comparable with the others.
    console.log(`seeding ${PROFILES} demo profiles into ${dbName} (in SQL)...`);
    await seedDemoMembersSql(PROFILES);
    await db.execute(sql`analyze`);
  } else if (total < PROFILES) {
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

function start(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => code && console.error(`${name} exited with ${code}`));
  return child;
}

/** `pid` is the server's process: its CPU time per request is measured from /proc (Linux). */
type Target = {
  label: string;
  url: string;
  paths: () => string;
  headers?: Record<string, string>;
  pid?: number;
};
/** `cpuMs`: the server process's CPU time (user + system) per request answered, NaN where unknown. */
type Figures = { rps: number; p50: number; p99: number; errors: number; cpuMs: number };

/** A process's CPU time so far in ms (user + system, from /proc/PID/stat), or NaN. */
function cpuTimeMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the name; in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

async function run(target: Target, seconds: number): Promise<Figures> {
  const cpuBefore = cpuTimeMs(target.pid);
  const figures = await load(target, seconds);
  const cpuMs = (cpuTimeMs(target.pid) - cpuBefore) / figures.total;
  return { rps: figures.rps, p50: figures.p50, p99: figures.p99, errors: figures.errors, cpuMs };
}

function load(target: Target, seconds: number): Promise<Omit<Figures, 'cpuMs'> & { total: number }> {
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
          total: result.requests.total,
        });
      },
    );
  });
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/**
 * The targets measured in turn, ROUNDS times SECONDS/ROUNDS each, after a warm-up of each (JIT,
 * caches, connection pools): on a machine others share, load that comes and goes then falls on
 * all of them rather than on whichever ran at the time. Requests/s over all rounds; p50 and p99
 * the median of the rounds'.
 */
async function measureInTurn(targets: Target[]): Promise<Figures[]> {
  for (const target of targets) await run(target, 2);
  const rounds: Figures[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, target] of targets.entries()) rounds[i].push(await run(target, SECONDS / ROUNDS));
  return rounds.map((figures) => ({
    rps: figures.reduce((sum, f) => sum + f.rps, 0) / figures.length,
    p50: median(figures.map((f) => f.p50)),
    p99: median(figures.map((f) => f.p99)),
    errors: figures.reduce((sum, f) => sum + f.errors, 0),
    cpuMs: median(figures.map((f) => f.cpuMs)),
  }));
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
  if (CPU_PROF) mkdirSync(CPU_PROF, { recursive: true });
  const app = start(
    'app',
    serveArgs(['-p', String(APP_PORT)], CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : []),
    { ...env, BENCH_ROUTES: '1' },
  );
  const cold = start('cold app', serveArgs(['-p', String(COLD_PORT)]), {
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
    const allCases: { key: string; label: string; api: () => string; bare: () => string; cold?: true }[] = [
      { key: 'castes', label: 'GET /api/castes', api: () => '/api/castes', bare: () => '/castes' },
      {
        key: 'first',
        label: 'GET /api/profiles?page=1',
        api: () => '/api/profiles?page=1',
        bare: () => '/profiles?page=1',
      },
      {
        key: 'first-new',
        label: 'GET /api/profiles?page=1, a new URL each time',
        api: () => `/api/profiles?page=1${miss()}`,
        bare: () => '/profiles?page=1',
      },
      {
        key: 'first-cold',
        label: 'the same, cold',
        api: () => `/api/profiles?page=1${miss()}`,
        bare: () => '/profiles?page=1',
        cold: true,
      },
      {
        key: 'page-n',
        label: 'GET /api/profiles?page=N (N ≤ 100)',
        api: () => `/api/profiles?page=${random(100)}`,
        bare: () => `/profiles?page=${random(100)}`,
      },
      {
        key: 'filtered',
        label: `GET /api/profiles?fullName=priya&page=N (${filtered} match)`,
        api: () => `/api/profiles?fullName=priya&page=${filteredPage()}`,
        bare: () => `/profiles?fullName=priya&page=${filteredPage()}`,
      },
      {
        key: 'filtered-new',
        label: 'the same, a new URL each time',
        api: () => `/api/profiles?fullName=priya&page=${filteredPage()}${miss()}`,
        bare: () => `/profiles?fullName=priya&page=${filteredPage()}`,
      },
      {
        key: 'filtered-cold',
        label: 'the same, cold',
        api: () => `/api/profiles?fullName=priya&page=${filteredPage()}${miss()}`,
        bare: () => `/profiles?fullName=priya&page=${filteredPage()}`,
        cold: true,
      },
      {
        key: 'item',
        label: 'GET /api/profiles/{id}',
        api: () => `/api/profiles/${firstId + random(PROFILES) - 1}`,
        bare: () => `/profiles/${firstId + random(PROFILES) - 1}`,
      },
    ];

    const cases = allCases.filter((c) => !CASES || CASES.includes(c.key));
    const rows: string[] = [];
    for (const c of cases) {
      const sample = await fetch(`${appUrl}${c.api()}`, { headers: auth });
      const bytes = (await sample.arrayBuffer()).byteLength;
      if (sample.status !== 200) throw new Error(`${c.label}: ${sample.status}`);
      const [constant, physical, api] = await measureInTurn([
        { label: 'constant', url: appUrl, paths: () => `/api/bench?bytes=${bytes}`, pid: app.pid },
        { label: 'bare', url: bareUrl, paths: c.bare, pid: bare.pid },
        {
          label: c.label,
          url: c.cold ? coldUrl : appUrl,
          paths: c.api,
          headers: auth,
          pid: (c.cold ? cold : app).pid,
        },
      ]);
      const f = (x: Figures) => `${Math.round(x.rps)} | ${x.p50} | ${x.p99}`;
      const ms = (x: number) => x.toFixed(2);
      rows.push(
        `| ${c.label} | ${bytes} | ${f(constant)} | ${f(physical)} | ${f(api)} | ${(api.rps / constant.rps).toFixed(2)} | ${(api.rps / physical.rps).toFixed(2)} | ${ms(constant.cpuMs)} | ${ms(physical.cpuMs)} | ${ms(api.cpuMs)} |`,
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
      '| request | bytes | (a) req/s | p50 | p99 | (b) req/s | p50 | p99 | (c) req/s | p50 | p99 | c/a | c/b | (a) CPU ms/req | (b) | (c) |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    const stopped = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    cold.kill('SIGTERM');
    bare.kill('SIGTERM');
    await stopped; // the profile is written as the app exits
  }
  if (CPU_PROF) summarizeProfiles(CPU_PROF);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
