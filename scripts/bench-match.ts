/**
 * npm run bench:match — latency of the match search (lib/data/match-search.ts) on 100,000 demo
 * profiles in the local PostgreSQL.
 *
 * Creates a throw-away database next to BENCH_DB_URL's (default the local server), migrates it,
 * seeds 100,000 demo members with the demo seeder and ANALYZEs, then measures, one request at a
 * time, for viewers drawn from the searchable demo members with their own Looking For:
 *   - searchMatches, first page of 20 sorted by score      (target p95 < 50 ms)
 *   - the same in mutual mode                               (target p95 < 50 ms)
 *   - a candidate fetch: one profile by id with its lookups and the pair's porutham row (< 10 ms, issue 28)
 * prints EXPLAIN (ANALYZE, BUFFERS) of the main query, and drives two HTTP servers with
 * autocannon (8 connections): node:http calling searchMatches (our data layer: reading the
 * viewer, building the SQL with Drizzle, running it) and a bare node:http + postgres.js server
 * running the same SQL text, for the ratio of the two: once the page's query alone, once the same
 * two statements as ours (the searcher's row by account, prepared, then the page's query). The
 * database is dropped at the end (BENCH_KEEP=1 keeps it and prints its URL). BENCH_PORT: the first of two ports (default 3540).
 * BENCH_CPU_PROF=dir starts our server with --cpu-prof and prints where its busy time went when it
 * stops (scripts/bench/cpu-profile.ts; open the profiles in Chrome DevTools).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import type { MatchFilters } from '@/lib/data/match-search';
import { summarizeProfiles } from './bench/cpu-profile';
import { assertPortFree, waitFor } from './bench/session';

const root = path.resolve(__dirname, '..');
const serverUrl = process.env.BENCH_DB_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// BENCH_DB=name reuses (and keeps) a database an earlier run kept (BENCH_KEEP=1): migrated again,
// seeded only if it has no profile.
const reused = process.env.BENCH_DB;
const dbName = reused ?? `thirumanam_bench_match_${process.pid}`;
const benchUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
// Under load: each server in turn, BENCH_ROUNDS rounds of BENCH_SECONDS after a warm-up of each.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP = 3;
const OUR_PORT = Number(process.env.BENCH_PORT ?? 3540);
const BARE_PORT = OUR_PORT + 1;
const VIEWERS = 200;
const CPU_PROF = process.env.BENCH_CPU_PROF;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timed(runs: number, once: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await once(i); // warm-up: plans, caches, JIT
  const ms: number[] = [];
  let slowest = 0;
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    await once(i);
    ms.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (ms[i] > ms[slowest]) slowest = i;
  }
  ms.sort((a, b) => a - b);
  // `slowest`: the call that took longest (its i), to EXPLAIN it again.
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), max: ms[ms.length - 1], slowest };
}

type Loaded = { rps: number; p50: number; p95: number; errors: number };

/** Rounds of one server: mean req/s, median p50 and p97.5 of the rounds', errors summed. */
function combined(rounds: Loaded[]): Loaded {
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  return {
    rps: rounds.reduce((sum, r) => sum + r.rps, 0) / rounds.length,
    p50: median(rounds.map((r) => r.p50)),
    p95: median(rounds.map((r) => r.p95)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}

function load(url: string, paths: () => string, seconds: number): Promise<Loaded> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: 8,
        duration: seconds,
        requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: paths() }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p95: result.latency.p97_5,
          errors: result.errors + result.non2xx,
        });
      },
    );
  });
}

async function main() {
  await assertPortFree(OUR_PORT);
  await assertPortFree(BARE_PORT);
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  if (!reused) await admin.unsafe(`create database ${dbName}`);
  const children: ChildProcess[] = [];
  try {
    process.env.DATABASE_URL = benchUrl;
    // Seeding and VACUUM at a million members take longer than a request's statement timeout.
    process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= '0';
    const { closeDb, db, inlinedText, queryRows } = await import('@/db/client');
    const { migrateDatabase } = await import('@/db/migrate');
    const { seedDatabase } = await import('@/seed/seed');
    const { seedDemoMembersSql } = await import('@/seed/seed-demo-sql');
    const schema = await import('@/db/schema');
    const { eq, sql } = await import('drizzle-orm');
    const { PgDialect } = await import('drizzle-orm/pg-core');
    const { matchCountQuery, matchQuery, preferenceFilters, searchMatches } =
      await import('@/lib/data/match-search');

    await migrateDatabase();
    const [{ existing }] = await queryRows<{ existing: number }>(
      sql`select count(*)::int as existing from profile`,
    );
    if (existing === 0) {
      await seedDatabase(() => {});
      const seeded = Date.now();
      console.log(`seeding ${PROFILES} demo profiles into ${dbName} (in SQL)...`);
      await seedDemoMembersSql(PROFILES);
      console.log(`  done in ${((Date.now() - seeded) / 1000).toFixed(0)} s`);
    } else console.log(`reusing ${dbName}: ${existing} profiles`);
    // As autovacuum would have by now: statistics, and the visibility map index-only scans need.
    await db.execute(sql`vacuum analyze`);
    const profileCount = existing || PROFILES;

    // Viewers: searchable members, spread over the table, each searching with their own Looking For.
    const viewers = await queryRows<{ id: number }>(
      sql`select id from profile where status and mobile_verified order by md5(id::text) limit ${VIEWERS}`,
    );
    const rows = await Promise.all(
      viewers.map(
        async ({ id }) => (await db.select().from(schema.profiles).where(eq(schema.profiles.id, id)))[0],
      ),
    );
    const first = { page: 1, itemsPerPage: 20, order: 'score' as const };

    // Exact totals (the search itself counts up to 1,000 past the page's start).
    const exactTotal = async (id: number, filters: MatchFilters) =>
      (await queryRows<{ total: number }>(matchCountQuery(id, filters, 100_000_000)))[0].total;
    const totals = await Promise.all(rows.slice(0, 50).map((v) => exactTotal(v.id, preferenceFilters(v))));
    const mutualTotals = await Promise.all(
      rows.slice(0, 50).map((v) => exactTotal(v.id, { ...preferenceFilters(v), mutual: true })),
    );
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

    const search = await timed(RUNS, (i) => {
      const v = rows[i % rows.length];
      return searchMatches(v.id, preferenceFilters(v), first);
    });
    const mutual = await timed(RUNS, (i) => {
      const v = rows[i % rows.length];
      return searchMatches(v.id, { ...preferenceFilters(v), mutual: true }, first);
    });
    const candidateSql = (viewer: number, candidate: number) => sql`
      select p.*, h.height, w.weight, q.qualification, o.occupation, ai.annual_income, c.caste, mt.mother_tongue,
        ms.marital_status, d.diet, st.star, ra.raasi, g.gender, pt.*
      from profile p
      join height h on h.id = p.height_id join weight w on w.id = p.weight_id
      join qualification q on q.id = p.qualification_id join occupation o on o.id = p.occupation_id
      join annual_income ai on ai.id = p.annual_income_id join caste c on c.id = p.caste_id
      join mother_tongue mt on mt.id = p.mother_tongue_id join marital_status ms on ms.id = p.marital_status_id
      join diet d on d.id = p.diet_id join star st on st.id = p.star_id join raasi ra on ra.id = p.raasi_id
      join gender g on g.id = p.gender_id
      join profile v on v.id = ${viewer} join star vs on vs.id = v.star_id join raasi vr on vr.id = v.raasi_id
      left join porutham pt on pt.bride_star = case when lower(g.gender) = 'female' then st.number else vs.number end
        and pt.bride_raasi = case when lower(g.gender) = 'female' then ra.number else vr.number end
        and pt.groom_star = case when lower(g.gender) = 'female' then vs.number else st.number end
        and pt.groom_raasi = case when lower(g.gender) = 'female' then vr.number else ra.number end
      where p.id = ${candidate}`;
    const candidates = await Promise.all(
      rows
        .slice(0, 50)
        .map(
          async (v) => (await searchMatches(v.id, preferenceFilters(v), first)).items[0]?.profileId ?? v.id,
        ),
    );
    const candidate = await timed(RUNS, (i) => queryRows(candidateSql(rows[i % 50].id, candidates[i % 50])));

    // EXPLAIN of the main query for a typical viewer (the median total of matches).
    const typical = rows[totals.indexOf(median(totals))];
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      sql`explain (analyze, buffers) ${matchQuery(typical.id, preferenceFilters(typical), first)}`,
    );
    // and its summary for the widest viewer (the most matches) in both modes
    const widest = rows[totals.indexOf(Math.max(...totals))];
    const summaries: string[] = [];
    // and the viewer of the slowest mutual call (the tail: was it the query or a wait for a core?)
    const slowMutual = rows[mutual.slowest % rows.length];
    for (const [viewer, isMutual] of [
      [widest, false],
      [widest, true],
      [slowMutual, true],
    ] as const) {
      const lines = await queryRows<{ 'QUERY PLAN': string }>(
        sql`explain (analyze, buffers) ${matchQuery(viewer.id, { ...preferenceFilters(viewer), mutual: isMutual }, first)}`,
      );
      const text = lines.map((r) => r['QUERY PLAN']);
      summaries.push(
        `viewer ${viewer.id}${viewer === slowMutual ? ' (the slowest mutual call)' : ''}${isMutual ? ', mutual' : ''}: ${text[0].replace(/^.*actual/, 'actual')}; ${text[1].trim()}; ${text[text.length - 1]}`,
      );
    }

    // The same SQL, compiled once per viewer, for the bare server: the very text the data layer
    // sends (queryRowsOnce writes the values into it: one round trip where postgres.js's parameters
    // take two), so the ratio measures our code, not the protocol.
    const dialect = new PgDialect();
    const queries = rows.map((v) => {
      const query = dialect.sqlToQuery(matchQuery(v.id, preferenceFilters(v), first));
      const inlined = inlinedText(query.sql, query.params);
      return inlined === undefined ? query : { sql: inlined, params: [] };
    });
    // And the searcher's read that our server makes first (profileRowOfUser's prepared statement,
    // its very text), for the bare server's second path: the same two statements as ours.
    const { prepared } = await import('@/lib/data/profiles/prepared');
    const searcherSql = prepared().byUser.getQuery().sql;
    const queriesFile = path.join(os.tmpdir(), `${dbName}-queries.json`);
    writeFileSync(queriesFile, JSON.stringify({ searcherSql, queries }));
    await closeDb();

    const env = { ...process.env, DATABASE_URL: benchUrl, NODE_ENV: 'production' as const };
    if (CPU_PROF) mkdirSync(CPU_PROF, { recursive: true });
    const profiling = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];
    const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
    const ourServer = spawn(
      tsx,
      [...profiling, '--conditions=react-server', path.join(root, 'scripts/bench/match-server.ts')],
      { cwd: root, env: { ...env, PORT: String(OUR_PORT) }, stdio: 'inherit' },
    );
    children.push(ourServer);
    children.push(
      spawn(process.execPath, [path.join(root, 'scripts/bench/bare-match-server.mjs')], {
        cwd: root,
        env: { ...env, PORT: String(BARE_PORT), QUERIES_FILE: queriesFile },
        stdio: 'inherit',
      }),
    );
    const ours = `http://127.0.0.1:${OUR_PORT}`;
    const bare = `http://127.0.0.1:${BARE_PORT}`;
    await waitFor(`${ours}/matches?user=${rows[0].userId}`);
    await waitFor(`${bare}/matches?i=0`);
    let n = 0;
    const pick = () => n++ % rows.length;
    const oursPath = () => `/matches?user=${rows[pick()].userId}`;
    const barePath = () => `/matches?i=${pick()}`;
    const bareBothPath = () => {
      const i = pick();
      return `/matches?i=${i}&user=${rows[i].userId}`;
    };
    await load(ours, oursPath, WARM_UP); // warm-up: plans, prepared statements, JIT of all three
    await load(bare, barePath, WARM_UP);
    await load(bare, bareBothPath, WARM_UP);
    // In turns, so that load from other processes falls on all alike.
    const oursRounds: Loaded[] = [];
    const bareRounds: Loaded[] = [];
    const bareBothRounds: Loaded[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      oursRounds.push(await load(ours, oursPath, SECONDS));
      bareRounds.push(await load(bare, barePath, SECONDS));
      bareBothRounds.push(await load(bare, bareBothPath, SECONDS));
    }
    const oursLoad = combined(oursRounds);
    const bareLoad = combined(bareRounds);
    const bareBothLoad = combined(bareBothRounds);

    const f = (x: number) => x.toFixed(1);
    const verdict = (p95: number, target: number) => (p95 < target ? 'met' : '**missed**');
    console.log(
      `\nMatching on ${profileCount.toLocaleString('en')} demo profiles (PostgreSQL, ${RUNS} sequential requests each, ${VIEWERS} viewers with their own Looking For)`,
    );
    console.log(
      `matches per viewer: median ${median(totals)} (first page of 20 by score); mutual: median ${median(mutualTotals)}\n`,
    );
    console.log('| request | p50 ms | p95 ms | max ms | target p95 | |');
    console.log('|---|---|---|---|---|---|');
    console.log(
      `| searchMatches, first page by score | ${f(search.p50)} | ${f(search.p95)} | ${f(search.max)} | < 50 | ${verdict(search.p95, 50)} |`,
    );
    console.log(
      `| the same, mutual | ${f(mutual.p50)} | ${f(mutual.p95)} | ${f(mutual.max)} | < 50 | ${verdict(mutual.p95, 50)} |`,
    );
    console.log(
      `| candidate fetch (one profile, its lookups, the pair's porutham) | ${f(candidate.p50)} | ${f(candidate.p95)} | ${f(candidate.max)} | < 10 | ${verdict(candidate.p95, 10)} |`,
    );
    console.log(
      `\nUnder load (autocannon, 8 connections, ${ROUNDS} rounds of ${SECONDS} s each in turn, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}): req/s | p50 ms | p97.5 ms`,
    );
    console.log('| server | req/s | p50 | p97.5 | errors |');
    console.log('|---|---|---|---|---|');
    console.log(
      `| node:http + searchMatches (our data layer) | ${Math.round(oursLoad.rps)} | ${oursLoad.p50} | ${oursLoad.p95} | ${oursLoad.errors} |`,
    );
    console.log(
      `| bare node:http + postgres.js, the page's SQL alone | ${Math.round(bareLoad.rps)} | ${bareLoad.p50} | ${bareLoad.p95} | ${bareLoad.errors} |`,
    );
    console.log(
      `| bare, the same two statements (the searcher's row, then the page) | ${Math.round(bareBothLoad.rps)} | ${bareBothLoad.p50} | ${bareBothLoad.p95} | ${bareBothLoad.errors} |`,
    );
    console.log(`| ratio ours / bare, the page alone | ${(oursLoad.rps / bareLoad.rps).toFixed(2)} | | | |`);
    console.log(
      `| ratio ours / bare, the same statements (target ≥ 0.9) | ${(oursLoad.rps / bareBothLoad.rps).toFixed(2)} | | | |`,
    );
    console.log(
      `\nEXPLAIN (ANALYZE, BUFFERS) of the main query (viewer ${typical.id}, ${median(totals)} matches):`,
    );
    console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
    console.log(`\nThe widest viewer (${Math.max(...totals)} matches):\n${summaries.join('\n')}`);
  } finally {
    const stopped = children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
    );
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(stopped); // a profile is written as its process exits
    if (process.env.BENCH_KEEP === '1' || reused) console.log(`kept ${benchUrl}`);
    else {
      await new Promise((r) => setTimeout(r, 500));
      await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    }
    await admin.end();
  }
  if (CPU_PROF) summarizeProfiles(CPU_PROF);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
