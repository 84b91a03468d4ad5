import { getPorutham } from '@/lib/hydra/endpoints/porutham';
import { apiHandler } from '@/lib/hydra/handler';

// GET /api/porutham?brideStar=&brideRaasi=&groomStar=&groomRaasi=: public (see lib/hydra/porutham-class.ts).
export const GET = apiHandler(getPorutham);
export const OPTIONS = apiHandler(
  async () => new Response(null, { status: 204, headers: { Allow: 'GET, HEAD, OPTIONS' } }),
);
