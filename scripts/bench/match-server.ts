/**
 * For `npm run bench:match`: node:http around our data layer, no framework. GET /matches?viewer=ID
 * reads the viewer's profile, turns their Looking For into filters and runs searchMatches (first
 * page of 20 by score), as GET /api/matches will; the bare server (bare-match-server.mjs) runs
 * only the resulting SQL.
 */
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { profiles } from '@/db/schema';
import { preferenceFilters, searchMatches } from '@/lib/data/match-search';

const server = http.createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const id = Number(url.searchParams.get('viewer'));
    const [viewer] = await db.select().from(profiles).where(eq(profiles.id, id));
    if (!viewer) {
      response.writeHead(404).end();
      return;
    }
    const result = await searchMatches(id, preferenceFilters(viewer), {
      page: 1,
      itemsPerPage: 20,
      order: 'score',
    });
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(result));
  } catch (error) {
    console.error(error);
    response.writeHead(500).end();
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1');
