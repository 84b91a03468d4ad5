import { getPorutham } from '@/lib/hydra/endpoints/porutham';
import { apiHandler, optionsHandler } from '@/lib/hydra/handler';

// GET /api/porutham?brideStar=&brideRaasi=&groomStar=&groomRaasi=: public (see lib/hydra/porutham-class.ts).
export const GET = apiHandler(getPorutham);
// Answers CORS preflights too, like every other API address.
export const OPTIONS = optionsHandler(() => ['GET']);
