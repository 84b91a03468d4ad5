/**
 * For `npm run bench:match`: node:http around our data layer, no framework. GET /matches?user=ID
 * reads the member's profile as GET /api/matches does (searchAccess's read and checks), turns their Looking For into
 * filters and runs searchMatches (first page of 20 by score); the bare server
 * (bare-match-server.mjs) runs only the resulting SQL.
 */
import http from 'node:http';
import { preferenceFilters, searchMatches } from '@/lib/data/match-search';
import { profileIsVisible } from '@/lib/data/member-visibility';
import { profileRowOfUser } from '@/lib/data/profiles/prepared';

const server = http.createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    // The searcher as GET /api/matches finds them: searchAccess's read and checks (lib/data/matches.ts
    // itself loads next-intl, which needs the framework).
    const viewer = await profileRowOfUser(Number(url.searchParams.get('user')));
    if (!viewer || viewer.hiddenAt || viewer.marriedAt || !profileIsVisible(viewer)) {
      response.writeHead(403).end();
      return;
    }
    const result = await searchMatches(viewer.id, preferenceFilters(viewer), {
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
// Exit on SIGTERM (rather than be killed) so that --cpu-prof writes its profile (BENCH_CPU_PROF).
process.once('SIGTERM', () => process.exit(0));
