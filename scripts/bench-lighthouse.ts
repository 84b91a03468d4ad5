/**
 * npm run bench:lighthouse: how the pages members open first do on a mid-range phone (issue 28
 * item 3). A benchmark, not a test: it prints figures (recorded in README "## Performance") and fails
 * only when something does not run.
 *
 * Starts the built app (`npx next build` first) on a fresh embedded database with a few demo
 * members, signs in as one, and runs Lighthouse (the npm package's command line, mobile preset:
 * a Moto G Power-class phone, 4x CPU slowdown, slow 4G) in Debian's Chromium on `/`, `/login`,
 * `/register`, and signed in on `/user/dashboard`, `/user/matches` and a candidate page. Prints each
 * category's score, LCP, TBT, CLS, the bytes transferred and the JavaScript among them.
 *
 * Options: BENCH_URL (use an app already running there instead, with BENCH_EMAIL and BENCH_PASSWORD
 * of a verified member), BENCH_PORT (3262), BENCH_PAGES (comma-separated paths, to run some only),
 * BENCH_RUNS (1; the median of several runs per page when more), BENCH_LH_JSON (a folder: each run's
 * full Lighthouse report is written there as JSON, to read the LCP element, the layout shifts and the
 * like), BENCH_CHROME_FLAGS (Chromium's flags; default `--headless=new --no-sandbox --disable-gpu`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { signIn, waitFor } from './bench/session';
import { serveArgs } from './serve-command.mjs';

const root = process.cwd();
const port = Number(process.env.BENCH_PORT ?? 3262);
const runs = Number(process.env.BENCH_RUNS ?? 1);
const TARGET_PERFORMANCE = 95;
const lighthouseBin = path.join(root, 'node_modules', '.bin', 'lighthouse');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = process.env.BENCH_LH_JSON ? path.resolve(process.env.BENCH_LH_JSON) : null;

type Page = { path: string; signedIn: boolean };
const PUBLIC_PAGES = ['/', '/login', '/register'];
const MEMBER_PAGES = ['/user/dashboard', '/user/matches'];

/** Starts the built app on a throw-away PGlite with demo members; returns it and its sign-in. */
function startApp(dir: string): { child: ChildProcess; base: string; email: string; password: string } {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('No build: run `npx next build` first.');
  const child = spawn(process.execPath, serveArgs(), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: '',
      PGLITE_DIR: path.join(dir, 'pglite'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      MAIL_DIR: path.join(dir, 'mail'),
      ADMIN_EMAIL: 'bench-admin@example.com',
      ADMIN_PASSWORD: 'bench-admin-password',
      AUTH_SECRET: 'bench-secret-0123456789abcdef0123456789',
      DEMO_MEMBERS: '60',
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The demo seed's members all share this password (README "Demo data"); demo1 may be unverified,
  // so the bench signs in as the first demo member the matches page accepts (see signIn).
  return { child, base: `http://127.0.0.1:${port}`, email: 'demo1@example.com', password: 'demo1234' };
}

/** A verified demo member's cookie and the first candidate on their matches page. */
async function memberSession(base: string, email: string, password: string) {
  const candidates = process.env.BENCH_EMAIL
    ? [email]
    : Array.from({ length: 30 }, (_, i) => `demo${i + 1}@example.com`);
  for (const address of candidates) {
    const cookie = await signIn(base, address, password);
    if (!cookie) continue;
    const html = await (await fetch(`${base}/user/matches`, { headers: { Cookie: cookie } })).text();
    const candidate = html.match(/href="(\/user\/matches\/\d+)/)?.[1];
    if (candidate) return { email: address, cookie, candidate };
  }
  throw new Error('no demo member with matches could sign in');
}

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  kB: number;
  jsKB: number;
};

/** One Lighthouse run (mobile preset, the default) of a URL; the scores and metrics it reports. */
function lighthouse(url: string, cookie: string | null): Figures {
  // With BENCH_LH_JSON the report goes to that folder with its trace and DevTools log (--save-assets:
  // what ran before the first paint is in the trace), else through stdout.
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
  const reportFile = reportDir
    ? path.join(reportDir, `${name}-${new Date().toISOString().replace(/[:.]/g, '')}.json`)
    : null;
  const args = [
    url,
    '--output=json',
    reportFile ? `--output-path=${reportFile}` : '--output-path=stdout',
    ...(reportFile ? ['--save-assets'] : []),
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${process.env.BENCH_CHROME_FLAGS ?? '--headless=new --no-sandbox --disable-gpu'}`,
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const run = spawnSync(lighthouseBin, args, {
    env: { ...process.env, CHROME_PATH: chromium },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`lighthouse ${url} failed: ${run.stderr.slice(-2000)}`);
  const output = reportFile ? readFileSync(reportFile, 'utf8') : run.stdout;
  const report = JSON.parse(output) as {
    categories: Record<string, { score: number }>;
    audits: Record<
      string,
      { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
    >;
  };
  const score = (key: string) => Math.round(report.categories[key].score * 100);
  const items = report.audits['network-requests'].details?.items ?? [];
  const bytes = (filter: (type?: string) => boolean) =>
    Math.round(
      items.filter((i) => filter(i.resourceType)).reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 1024,
    );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: report.audits['largest-contentful-paint'].numericValue ?? NaN,
    tbt: report.audits['total-blocking-time'].numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift'].numericValue ?? NaN,
    kB: bytes(() => true),
    jsKB: bytes((type) => type === 'Script'),
  };
}

/**
 * A GET, retried: a Lighthouse run outlasts the server's keep-alive, so the connection fetch kept
 * from the previous page may be closed under this request.
 */
async function fetchOnce(url: string, cookie: string | null): Promise<void> {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  for (let attempt = 0; ; attempt++) {
    try {
      await (await fetch(url, { headers })).arrayBuffer();
      return;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  if (!existsSync(lighthouseBin)) throw new Error('lighthouse is not installed: npm install');
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const app = process.env.BENCH_URL
    ? {
        child: null,
        base: process.env.BENCH_URL.replace(/\/$/, ''),
        email: process.env.BENCH_EMAIL ?? '',
        password: process.env.BENCH_PASSWORD ?? '',
      }
    : startApp(dir);
  try {
    await waitFor(`${app.base}/login`, 300_000);
    const member = await memberSession(app.base, app.email, app.password);
    const pages: Page[] = [
      ...PUBLIC_PAGES.map((p) => ({ path: p, signedIn: false })),
      ...[...MEMBER_PAGES, member.candidate].map((p) => ({ path: p, signedIn: true })),
    ];
    const only = process.env.BENCH_PAGES?.split(',');
    console.log(
      `bench:lighthouse: ${app.base}, signed in as ${member.email}; ${runs} run(s) per page; ` +
        `${cpus().length} cores, load ${loadavg()[0].toFixed(2)}; Lighthouse mobile preset`,
    );
    console.log(
      '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | kB | JS kB |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    const missed: string[] = [];
    for (const page of pages) {
      if (only && !only.includes(page.path)) continue;
      // Warm the server's caches for this page: the first request after a start compiles nothing,
      // but fills the read caches a member's second visit would find.
      await fetchOnce(`${app.base}${page.path}`, page.signedIn ? member.cookie : null);
      const results = Array.from({ length: runs }, () =>
        lighthouse(`${app.base}${page.path}`, page.signedIn ? member.cookie : null),
      );
      const pick = (key: keyof Figures) => median(results.map((r) => r[key]));
      const row = [
        pick('performance'),
        pick('accessibility'),
        pick('bestPractices'),
        pick('seo'),
        Math.round(pick('lcp')),
        Math.round(pick('tbt')),
        pick('cls').toFixed(3),
        pick('kB'),
        pick('jsKB'),
      ];
      console.log(`| ${page.path} | ${row.join(' | ')} |`);
      if (pick('performance') < TARGET_PERFORMANCE) missed.push(`${page.path} ${pick('performance')}`);
    }
    console.log(
      missed.length
        ? `Target (performance >= ${TARGET_PERFORMANCE} on each page) missed: ${missed.join(', ')}`
        : `Target (performance >= ${TARGET_PERFORMANCE} on each page) met.`,
    );
  } finally {
    app.child?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
