// For `npm run bench:match`: the physical limit. node:http and postgres.js running the SQL that
// searchMatches builds (compiled once per viewer by bench-match.ts, in QUERIES_FILE), nothing else;
// with ?user=, the searcher's row first, as our server (scripts/bench/match-server.ts) reads it.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import postgres from 'postgres';

// The same connection settings as db/client.ts.
const sql = postgres(process.env.DATABASE_URL, {
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  onnotice: () => {},
  connection: { random_page_cost: '1.1', jit: 'off' },
});
const { searcherSql, queries } = JSON.parse(readFileSync(process.env.QUERIES_FILE, 'utf8'));

http
  .createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const query = queries[Number(url.searchParams.get('i')) % queries.length];
      // With ?user=: first the searcher's row, as our server reads it (the data layer's prepared
      // statement, its text compiled by bench-match.ts), so that both send the same statements.
      const user = url.searchParams.get('user');
      if (user !== null) {
        const [searcher] = await sql.unsafe(searcherSql, [Number(user)], { prepare: true });
        if (!searcher) {
          response.writeHead(403).end();
          return;
        }
      }
      const rows = await sql.unsafe(query.sql, query.params);
      const items = rows.map(({ profileId, score, recommended }) => ({
        profileId,
        score: Number(score),
        recommended,
      }));
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ total: rows[0]?.total ?? 0, items }));
    } catch (error) {
      console.error(error);
      response.writeHead(500).end();
    }
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
