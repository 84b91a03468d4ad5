/**
 * npm run bench:college — latency of the outstanding-dues list (first page), the college
 * dashboard and a student's ledger on BENCH_STUDENTS students (default 100,000) and BENCH_RECEIPTS
 * receipts (default 1,000,000) in the local PostgreSQL, with concessions (one student in ten),
 * late fee rules (on every tuition fee, the one every receipt pays: flat or per day), waivers and
 * refunds (one receipt in a hundred), and the day-book of a day and of a month (issues 12 and 27;
 * target p95 < 100 ms each).
 *
 * Creates a throw-away database next to BENCH_DB_URL's, migrates it, generates the rows with
 * generate_series in SQL (3 courses, 8 semesters, 5 fee types, receipts over the last year),
 * ANALYZEs, times the recomputation of every student's kept dues (what the daily job does), a
 * change to one fee and to one late fee rule with the read after each (it recomputes the students
 * they mark; then VACUUMs the rows they rewrote), then
 * times BENCH_RUNS calls of each data-layer function one at a time and drops the database
 * (BENCH_KEEP=1 keeps it; BENCH_DB=name runs again on a kept one after migrating it). Two bare
 * rows show the machine's load: `select 1` and the dues page's SQL alone, through postgres.js.
 */
import postgres from 'postgres';

const serverUrl = process.env.BENCH_DB_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const reuse = process.env.BENCH_DB;
const dbName = reuse ?? `thirumanam_bench_college_${process.pid}`;
const benchUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100_000);
const RECEIPTS = Number(process.env.BENCH_RECEIPTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timed(once: () => Promise<unknown>) {
  try {
    for (let i = 0; i < 5; i++) await once();
  } catch (error) {
    const message =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    return { p50: `failed: ${message.slice(0, 60)}`, p95: '', max: '' };
  }
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = process.hrtime.bigint();
    await once();
    ms.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  ms.sort((a, b) => a - b);
  return {
    p50: percentile(ms, 50).toFixed(1),
    p95: percentile(ms, 95).toFixed(1),
    max: ms[ms.length - 1].toFixed(1),
  };
}

/** The rows: courses, fees, students, receipts and the issue 27 records, generated in SQL. */
async function generate(sql: postgres.Sql) {
  const { seedMasterData } = await import('@/seed/seed');
  await seedMasterData();
  const started = Date.now();
  await sql.unsafe(`
      insert into course (course, semesters) select 'Course ' || g, 8 from generate_series(1, 3) g;
      insert into semester (semester, number) select 'Semester ' || g, g from generate_series(1, 8) g;
      insert into batch (batch) select 'Batch ' || g from generate_series(1, 4) g;
      insert into fee_type (fee_type) select 'Fee type ' || g from generate_series(1, 5) g;
      insert into fee (course_id, semester_id, fee_type_id, amount, due_date)
        select c, s, t, 1000 * t, current_date - (330 - 45 * (s - 1)) from generate_series(1, 3) c, generate_series(1, 8) s, generate_series(1, 5) t;
      insert into student (name, roll_no, course_id, batch_id, semester_id)
        select 'Student ' || g, 'R' || g, 1 + g % 3, 1 + g % 4, 1 + (g % 4) * 2 from generate_series(1, ${STUDENTS}) g;
      insert into receipt (year, number, student_id, paid_on, payment_mode_id, total)
        select extract(year from d)::int, g, 1 + g % ${STUDENTS}, d, 1, 100 + g % 900
        from (select g, (current_date - (g % 365))::date d from generate_series(1, ${RECEIPTS}) g) x order by d, g;
      insert into receipt_item (receipt_id, fee_id, amount) select id, 1, total from receipt;
      update student s set paid_total = t.paid from (select student_id, sum(total) as paid from receipt group by student_id) t where t.student_id = s.id;
      insert into collection_day (day, total) select paid_on, sum(total) from receipt group by paid_on;
      -- Issue 27: late fees on every course x semester's first fee type (flat in odd semesters, per
      -- day capped in even ones), a concession for one student in ten, a waiver for one in fifty,
      -- a refund of half of one receipt in a hundred.
      insert into late_fee_rule (fee_id, grace_days, kind, amount, cap)
        select f.id, 10, case when s.number % 2 = 1 then 'flat' else 'per_day' end, case when s.number % 2 = 1 then 500 else 10 end,
               case when s.number % 2 = 1 then null else 1000 end
        from fee f join semester s on s.id = f.semester_id where f.fee_type_id = 1;
      insert into concession (student_id, fee_id, kind, value, amount, reason, approved_by)
        select s.id, f.id, 'amount', 500, 500, 'Bench', 'Principal'
        from student s join fee f on f.course_id = s.course_id and f.semester_id = 1 and f.fee_type_id = 2 where s.id % 10 = 0;
      insert into fine_waiver (student_id, fee_id, amount, reason)
        select s.id, f.id, 500, 'Bench' from student s join fee f on f.course_id = s.course_id and f.semester_id = 1 and f.fee_type_id = 1
        where s.id % 50 = 0;
      insert into refund (year, number, receipt_id, student_id, amount, reason, payment_mode_id, refunded_on)
        select extract(year from paid_on)::int, row_number() over (partition by extract(year from paid_on) order by id), id, student_id,
               total / 2, 'Bench', 1, paid_on
        from receipt where id % 100 = 0;
      update receipt r set refunded_total = f.amount from refund f where f.receipt_id = r.id;
      update receipt_item i set refunded = f.amount from refund f where f.receipt_id = i.receipt_id;
      update student s set paid_total = s.paid_total - t.refunded
        from (select student_id, sum(amount) as refunded from refund group by student_id) t where t.student_id = s.id;
      -- What each student paid of each fee, kept as receipts, cancellations and refunds keep it.
      insert into student_fee_paid (student_id, fee_id, paid, fine_paid, last_paid)
      select r.student_id, ri.fee_id, coalesce(sum(ri.amount - ri.refunded) filter (where not ri.fine), 0),
             coalesce(sum(ri.amount - ri.refunded) filter (where ri.fine), 0), max(r.paid_on) filter (where not ri.fine)
      from receipt_item ri join receipt r on r.id = ri.receipt_id where r.cancelled_at is null
      group by r.student_id, ri.fee_id;
      analyze;`);
  console.log(
    `generated ${STUDENTS} students and ${RECEIPTS} receipts in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

async function main() {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  if (!reuse) await admin.unsafe(`create database ${dbName}`);
  process.env.DATABASE_URL = benchUrl;
  try {
    const { migrateDatabase } = await import('@/db/migrate');
    await migrateDatabase();
    const sql = postgres(benchUrl, { max: 1, onnotice: () => {} });
    if (reuse) await sql.unsafe('vacuum analyze');
    else await generate(sql);
    await sql.end();

    const reports = await import('@/lib/data/college/reports');
    const { studentLedger } = await import('@/lib/data/college/ledger');
    const { readDaybook } = await import('@/lib/data/college/daybook');
    const { indianDay } = await import('@/lib/format');
    const actor = { id: 1, email: 'bench@example.com', roles: ['ROLE_COLLEGE'] };
    // Every student's kept dues recomputed, as the daily job does after midnight (issue 27 item 6).
    const kept = await import('@/lib/data/college/dues-kept').catch(() => null);
    if (kept) {
      const started = Date.now();
      const done = await kept.keepCollegeDues({ force: true });
      console.log(
        `kept dues of every student recomputed in ${Date.now() - started} ms (${done.students} changed)`,
      );
    }
    // A change to one fee, then to one late fee rule (migration 0050): the write marks the
    // students it can change, the next read recomputes only them.
    if (kept) {
      const writer = postgres(benchUrl, { max: 1, onnotice: () => {} });
      for (const [what, statement] of [
        [
          'one fee (course 1, semester 7)',
          'update fee set amount = amount + 1 where course_id = 1 and semester_id = 7 and fee_type_id = 2',
        ],
        [
          'one late fee rule (course 1, semester 1)',
          'update late_fee_rule set amount = amount + 1 where fee_id = (select id from fee where course_id = 1 and semester_id = 1 and fee_type_id = 1)',
        ],
      ]) {
        let started = Date.now();
        await writer.unsafe(statement);
        const wrote = Date.now() - started;
        started = Date.now();
        const done = await kept.keepCollegeDues();
        console.log(
          `after a change to ${what}: the write took ${wrote} ms, the next read recomputed ${done.students} students${done.full ? ' (all)' : ''} in ${Date.now() - started} ms`,
        );
      }
      // The rows those recomputations rewrote, vacuumed (as autovacuum soon does): the reads below
      // are timed on a settled table, not on 33,000 dead student rows and marks.
      await writer.unsafe('vacuum analyze student, student_dues_stale');
      await writer.end();
    }
    const today = indianDay();
    const monthAgo = indianDay(new Date(Date.now() - 30 * 86_400_000));
    const bare = postgres(benchUrl, { max: 1, onnotice: () => {} });
    // A different student each time (one with receipts, a refund now and then, a late fee).
    let next = 0;
    const rows = [
      ['bare: select 1 (postgres.js)', await timed(() => bare`select 1`)],
      [
        'bare: the dues page SQL (postgres.js)',
        await timed(() =>
          Promise.all([
            bare`select id, name, roll_no, guardian_phone, course_id, batch_id, semester_id, due_total, paid_total, due_balance
              from student where status and due_balance > 0 order by due_balance desc, id limit 30`,
            bare`select count(*)::int from student where status and due_balance > 0`,
          ]),
        ),
      ],
      [
        'outstanding dues, first page of 30',
        await timed(() => reports.listDues({ actor, query: { page: 1 } })),
      ],
      ['dashboard', await timed(() => reports.collegeDashboard({ actor }))],
      ['a student ledger', await timed(() => studentLedger({ actor, id: 1 + ((next += 7919) % STUDENTS) }))],
      // The screen: the totals and the first page of receipts; then every receipt (up to 5,000),
      // as the API, the CSV and the printed day-book list them.
      [
        'day-book, today',
        await timed(() => readDaybook({ actor, query: { from: today, to: today }, page: 1 })),
      ],
      [
        'day-book, last 31 days',
        await timed(() => readDaybook({ actor, query: { from: monthAgo, to: today }, page: 1 })),
      ],
      [
        'day-book, last 31 days, 5,000 rows (API, CSV, print)',
        await timed(() => readDaybook({ actor, query: { from: monthAgo, to: today } })),
      ],
    ] as const;
    await bare.end();
    console.log('\n| query | p50 ms | p95 ms | max ms |\n|---|---|---|---|');
    for (const [name, t] of rows) console.log(`| ${name} | ${t.p50} | ${t.p95} | ${t.max} |`);
    const { closeDb } = await import('@/db/client');
    await closeDb();
  } finally {
    if (process.env.BENCH_KEEP === '1' || reuse) console.log(`kept ${benchUrl}`);
    else await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
