// The physical limit for `npm run bench:api`: node:http and postgres.js running the same SQL as the
// API's data layer (lib/data/master-data.ts, profiles/index.ts and profiles/rows.ts), with nothing around it.
import http from 'node:http';
import postgres from 'postgres';

// The same connection settings as db/client.ts.
const sql = postgres(process.env.DATABASE_URL, {
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  onnotice: () => {},
  connection: { random_page_cost: '1.1' },
});
const port = Number(process.env.PORT ?? 3251);
const escapeLike = (v) => v.replace(/[\\%_]/g, (c) => `\\${c}`);
// The API's SELECT list for profile pages (lib/data/profiles/columns.ts), handed over by bench-api.ts.
const columns = process.env.PROFILE_COLUMNS;
if (!columns) throw new Error('PROFILE_COLUMNS is not set: start this server through npm run bench:api');
// Qualified, as Drizzle writes them: a bare "date" would mean the formatted output column.
const newest = 'order by profile.date desc nulls last, profile.id desc nulls last';

async function answer(url) {
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
  const offset = (page - 1) * 30;
  if (url.pathname === '/castes') {
    const [rows, [{ count }]] = await Promise.all([
      sql`select id, caste, status from caste where status = true order by id asc limit 30 offset 0`,
      sql`select count(*)::int from caste where status = true`,
    ]);
    return { member: rows, totalItems: count };
  }
  if (url.pathname === '/profiles') {
    const name = url.searchParams.get('fullName');
    if (name) {
      const pattern = `%${escapeLike(name)}%`;
      // Unprepared, as the API sends its filtered queries: a prepared statement's generic plan
      // cannot know the pattern and so cannot use the trigram index.
      const [rows, [{ count }]] = await Promise.all([
        sql.unsafe(
          `select ${columns} from profile where profile.full_name ilike $1 ${newest} limit 30 offset $2`,
          [pattern, offset],
        ),
        sql.unsafe('select count(*)::int as count from profile where full_name ilike $1', [pattern]),
      ]);
      return { member: rows, totalItems: count };
    }
    const [rows, [{ count }]] = await Promise.all([
      sql.unsafe(`select ${columns} from profile ${newest} limit 30 offset $1`, [offset], { prepare: true }),
      sql`select count from table_count where table_name = 'profile'`,
    ]);
    return { member: rows, totalItems: Number(count) };
  }
  const item = /^\/profiles\/(\d+)$/.exec(url.pathname);
  if (item) {
    const [row] = await sql`select * from profile where id = ${Number(item[1])}`;
    return row ?? null;
  }
  return undefined;
}

http
  .createServer(async (req, res) => {
    try {
      const body = await answer(new URL(req.url, 'http://localhost'));
      if (body === undefined) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/ld+json; charset=utf-8' }).end(JSON.stringify(body));
    } catch (error) {
      console.error(error);
      res.writeHead(500).end();
    }
  })
  .listen(port, () => console.log(`bare server on ${port}`));
