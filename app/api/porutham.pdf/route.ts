import { apiHandler, optionsHandler } from '@/lib/hydra/handler';
import { getPoruthamPdf } from '@/lib/hydra/endpoints/papers';

// GET /api/porutham.pdf?brideStar=&brideRaasi=&groomStar=&groomRaasi=: public, like /api/porutham.
export const GET = apiHandler(getPoruthamPdf, { alsoAccepts: ['application/pdf'] });
export const OPTIONS = optionsHandler(() => ['GET']);
