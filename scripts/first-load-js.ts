/**
 * First-load JavaScript per route of the last `next build`, which Next.js 16 no longer prints:
 * read from the build's own statistics (.next/diagnostics/route-bundle-stats.json), each route's
 * chunks also gzipped here (what the browser downloads from a server that compresses).
 *
 * Usage: npx next build && npx tsx scripts/first-load-js.ts [route ...]   (a Markdown table)
 *        npx tsx scripts/first-load-js.ts --budget   (fails when a route is over its budget; CI runs it)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

type RouteStats = { route: string; firstLoadUncompressedJsBytes: number; firstLoadChunkPaths: string[] };
/** One route's first load: bytes as built and gzipped, in how many chunks. */
export type FirstLoad = { route: string; raw: number; gzip: number; chunks: number };

/** Every route's first load, largest first. */
export function firstLoadJs(root = process.cwd()): FirstLoad[] {
  const file = path.join(root, '.next/diagnostics/route-bundle-stats.json');
  if (!existsSync(file))
    throw new Error('No .next/diagnostics/route-bundle-stats.json: run `npx next build` first.');
  const stats = JSON.parse(readFileSync(file, 'utf8')) as RouteStats[];
  const gzipped = new Map<string, number>(); // chunks are shared between routes: compress each once
  const gzipOf = (chunk: string) => {
    let size = gzipped.get(chunk);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(root, chunk))).length;
      gzipped.set(chunk, size);
    }
    return size;
  };
  return stats
    .map((entry) => ({
      route: entry.route,
      raw: entry.firstLoadUncompressedJsBytes,
      gzip: entry.firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipOf(chunk), 0),
      chunks: entry.firstLoadChunkPaths.length,
    }))
    .sort((a, b) => b.raw - a.raw || a.route.localeCompare(b.route));
}

const kB = (bytes: number) => (bytes / 1024).toFixed(0);

/**
 * Issue 28's budgets, gzipped: what a visitor's phone downloads first on a public page, and a member's
 * on theirs. Staff screens (administrators, college) have none: desks, not phones.
 */
const PUBLIC_BUDGET = 150 * 1024;
const MEMBER_BUDGET = 200 * 1024;
const STAFF = /^\/(admin|college|invoices|bench)(\/|$)/;

/** A route's budget in bytes, or null for a staff screen. */
export function budgetOf(route: string): number | null {
  if (STAFF.test(route)) return null;
  return route === '/user' || route.startsWith('/user/') ? MEMBER_BUDGET : PUBLIC_BUDGET;
}

/** The routes over their budget, each with what it is over by. */
export function overBudget(rows: FirstLoad[]): string[] {
  return rows.flatMap((row) => {
    const budget = budgetOf(row.route);
    return budget !== null && row.gzip > budget
      ? [`${row.route}: ${kB(row.gzip)} kB gzipped, budget ${kB(budget)} kB`]
      : [];
  });
}

function markdown(rows: FirstLoad[]) {
  const head = ['route', 'first-load JS kB', 'gzipped kB', 'chunks'];
  const body = rows.map((r) => [`\`${r.route}\``, kB(r.raw), kB(r.gzip), String(r.chunks)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(head), rule, ...body.map(line)].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  if (args[0] === '--budget') {
    const rows = firstLoadJs();
    const over = overBudget(rows);
    const checked = rows.filter((r) => budgetOf(r.route) !== null).length;
    if (over.length > 0) {
      console.error(`First-load JavaScript over budget (issue 28):\n${over.join('\n')}`);
      process.exit(1);
    }
    console.log(
      `First-load JavaScript within budget on ${checked} routes (≤ 150 kB public, ≤ 200 kB member).`,
    );
  } else {
    const rows = firstLoadJs().filter((r) => args.length === 0 || args.includes(r.route));
    console.log(markdown(rows));
  }
}
