/**
 * npm run bench:pages — member pages under load (issue 28 item 2). A benchmark, not a test: it prints
 * figures (README "## Performance") and fails only when something does not run.
 *
 * A database on the local PostgreSQL (BENCH_DB, default `bench_pages`; kept between runs) with
 * BENCH_PROFILES demo members (default 20,000, seeded in SQL), the built app on it (scripts/serve.mjs,
 * one process), BENCH_MEMBERS verified members (default 48) signed in through next-auth, and
 * autocannon with 16 connections, each request as a member drawn at random:
 *   dashboard      /user/dashboard
 *   matches        /user/matches with varied filters (none, by score, an age range, mutual, a minimum
 *                  score, page 2)
 *   candidate      /user/matches/{id}, a candidate from that member's own match list
 *   interests      /user/interests/{received,sent,accepted}
 *   blocked        /user/blocked, an almost empty member page: the floor every signed-in page pays
 *                  (the proxy, the session, the signed-in layout, the framework) before its content
 * each kind alone, then the four first mixed. BENCH_KINDS=blocked,dashboard runs only those kinds
 * (and `mixed`, when named). Beside each, the framework's ceiling in the same run: a
 * constant server-rendered page of the same size in the same app (app/bench/page.tsx, under the same
 * root layout). Prints req/s, p50 and p99 of both, the ratio, and the app process's CPU time per
 * request (user + system from /proc: what other load on the machine changes least).
 *
 * BENCH_CPU_PROF=dir starts the app with --cpu-prof (profiles written to dir when it stops; open
 * them in Chrome DevTools) and prints where the process's busy time went, by script and by function,
 * and the app's own functions and modules named through the build's source maps (inclusive time).
 * Needs `npx next build`. BENCH_SECONDS (10) per run, BENCH_CONNECTIONS (16), BENCH_PORT (3560).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { summarizeProfiles } from './bench/cpu-profile';
import { signIn, waitFor } from './bench/session';
import { serveArgs } from './serve-command.mjs';

const root = path.resolve(__dirname, '..');
const serverUrl = process.env.BENCH_DB_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DB ?? 'bench_pages';
const benchUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const PROFILES = Number(process.env.BENCH_PROFILES ?? 20_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 48);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3560);
const CPU_PROF = process.env.BENCH_CPU_PROF;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const KINDS = process.env.BENCH_KINDS?.split(',').map((k) => k.trim());
const base = `http://127.0.0.1:${PORT}`;

const MATCH_QUERIES = [
  '',
  '?order[score]=desc',
  '?ageFrom=24&ageTo=30',
  '?mutual=true',
  '?minScore=6',
  '?page=2',
];
const BOXES = ['received', 'sent', 'accepted'];

type Member = { cookie: string; candidates: number[] };
/** `cpuMs`: the app process's CPU time (user + system) per request answered, NaN where unknown. */
type Figures = { rps: number; p50: number; p99: number; errors: number; bytes: number; cpuMs: number };

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

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];

/** The database, migrated and seeded once; some interests between members so the boxes are not empty. */
async function prepareDatabase(): Promise<string[]> {
  const server = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const [exists] = await server`select 1 from pg_database where datname = ${dbName}`;
  if (!exists) await server.unsafe(`create database ${dbName}`);
  await server.end();

  process.env.DATABASE_URL = benchUrl;
  process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= '0';
  const { closeDb, db, queryRows } = await import('@/db/client');
  const { migrateDatabase } = await import('@/db/migrate');
  const { seedDatabase } = await import('@/seed/seed');
  const { seedDemoMembersSql } = await import('@/seed/seed-demo-sql');
  const { sql } = await import('drizzle-orm');
  await migrateDatabase();
  const [{ existing }] = await queryRows<{ existing: number }>(
    sql`select count(*)::int as existing from profile`,
  );
  if (existing === 0) {
    await seedDatabase(() => {});
    console.log(`seeding ${PROFILES} demo members into ${dbName} (in SQL)...`);
    await seedDemoMembersSql(PROFILES);
    // Each of the first members has sent an interest to a few of the opposite gender, and received some.
    await db.execute(sql`
      insert into interest (from_profile_id, to_profile_id, status)
      select s.id, r.id, (array['pending','accepted','declined'])[1 + (s.id + r.id) % 3]
      from (select id, gender_id from profile where mobile_verified and status order by id limit 400) s
      cross join lateral (
        select id from profile r
        where r.gender_id <> s.gender_id and r.mobile_verified and r.status
        order by md5((r.id * s.id)::text) limit 4
      ) r
      on conflict do nothing`);
    await db.execute(sql`vacuum analyze`);
  } else console.log(`reusing ${dbName}: ${existing} profiles`);
  // Members who can see matches, spread over the table.
  const emails = await queryRows<{ email: string }>(sql`
    select u.email from profile p join users u on u.id = p.user_id
    where p.status and p.mobile_verified order by p.id limit ${MEMBERS}`);
  await closeDb();
  return emails.map((e) => e.email);
}

function startApp(): ChildProcess {
  const execArgv = CPU_PROF ? [`--cpu-prof`, `--cpu-prof-dir=${CPU_PROF}`] : [];
  if (CPU_PROF) mkdirSync(CPU_PROF, { recursive: true });
  const child = spawn(process.execPath, serveArgs(['-p', String(PORT)], execArgv), {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: benchUrl,
      AUTH_SECRET: 'bench-secret-0123456789abcdef0123456789',
      APP_URL: base,
      BENCH_ROUTES: '1',
      // Dozens of members sign in from one address within seconds.
      RATE_LIMIT_FACTOR: '1000',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => code && console.error(`app exited with ${code}`));
  return child;
}

function run(
  requests: () => { path: string; cookie?: string },
  seconds: number,
  pid: number | undefined,
): Promise<Figures> {
  const cpuBefore = cpuTimeMs(pid);
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              const next = requests();
              return {
                ...request,
                path: next.path,
                headers: { ...request.headers, ...(next.cookie ? { cookie: next.cookie } : {}) },
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
          bytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
          cpuMs: (cpuTimeMs(pid) - cpuBefore) / result.requests.total,
        });
      },
    );
  });
}

async function measure(requests: () => { path: string; cookie?: string }, pid?: number): Promise<Figures> {
  await run(requests, 2, pid); // warm-up: JIT, caches, pools
  return run(requests, SECONDS, pid);
}

/** The ceiling page's padding for a page of `bytes` bytes: its size grows linearly with the padding. */
async function paddingFor(bytes: number): Promise<number> {
  const size = async (pad: number) =>
    (await (await fetch(`${base}/bench?pad=${pad}`)).arrayBuffer()).byteLength;
  const empty = await size(0);
  const perChar = ((await size(10_000)) - empty) / 10_000;
  return Math.max(0, Math.round((bytes - empty) / perChar));
}

async function main() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('No build: run `npx next build` first.');
  const emails = await prepareDatabase();
  const app = startApp();
  try {
    await waitFor(`${base}/login`);
    const members: Member[] = [];
    for (const email of emails) {
      const cookie = await signIn(base, email, 'demo1234');
      if (!cookie) throw new Error(`${email} could not sign in`);
      const html = await (await fetch(`${base}/user/matches`, { headers: { cookie } })).text();
      const candidates = [
        ...new Set([...html.matchAll(/href="\/user\/matches\/(\d+)"/g)].map((m) => Number(m[1]))),
      ];
      members.push({ cookie, candidates });
    }
    const withCandidates = members.filter((m) => m.candidates.length);
    if (!withCandidates.length) throw new Error('no member sees a candidate: is the match page changed?');
    console.log(
      `${members.length} members signed in (${withCandidates.length} with candidates); load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );

    const kinds: Record<string, () => { path: string; cookie: string }> = {
      dashboard: () => ({ path: '/user/dashboard', cookie: pick(members).cookie }),
      matches: () => ({ path: `/user/matches${pick(MATCH_QUERIES)}`, cookie: pick(members).cookie }),
      candidate: () => {
        const member = pick(withCandidates);
        return { path: `/user/matches/${pick(member.candidates)}`, cookie: member.cookie };
      },
      interests: () => ({ path: `/user/interests/${pick(BOXES)}`, cookie: pick(members).cookie }),
    };
    const all = Object.values(kinds);
    const floor = () => ({ path: '/user/blocked', cookie: pick(members).cookie });
    const cases: [string, string, () => { path: string; cookie: string }][] = [
      ['blocked', 'signed-in, empty page (/user/blocked)', floor],
      ...Object.entries(kinds).map(
        ([kind, requests]) =>
          [kind, kind, requests] as [string, string, () => { path: string; cookie: string }],
      ),
      ['mixed', 'mixed (the four in turn)', () => pick(all)()],
    ];
    const unknown = KINDS?.filter((kind) => !cases.some(([name]) => name === kind));
    if (unknown?.length) throw new Error(`BENCH_KINDS: no kind ${unknown.join(', ')}`);

    const rows: string[] = [];
    for (const [kind, label, requests] of cases) {
      if (KINDS && !KINDS.includes(kind)) continue;
      const page = await measure(requests, app.pid);
      const pad = await paddingFor(page.bytes);
      const ceiling = await measure(() => ({ path: `/bench?pad=${pad}` }), app.pid);
      const f = (x: Figures) => `${Math.round(x.rps)} | ${x.p50} | ${x.p99} | ${x.cpuMs.toFixed(1)}`;
      rows.push(
        `| ${label} | ${Math.round(page.bytes / 1024)} kB | ${f(ceiling)} | ${f(page)} | ${(page.rps / ceiling.rps).toFixed(2)} |`,
      );
      if (page.errors || ceiling.errors)
        rows.push(`|  ↳ errors/non-2xx: pages ${page.errors}, ceiling ${ceiling.errors} |`);
      console.log(rows.at(-1));
    }
    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s per run; load average after: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      '| pages | size | ceiling req/s | p50 ms | p99 ms | CPU ms/req | pages req/s | p50 ms | p99 ms | CPU ms/req | ratio |',
    );
    console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
    for (const row of rows) console.log(row);
  } finally {
    app.kill('SIGINT');
    await new Promise((resolve) => app.once('exit', resolve));
  }
  if (CPU_PROF) summarizeProfiles(CPU_PROF);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
