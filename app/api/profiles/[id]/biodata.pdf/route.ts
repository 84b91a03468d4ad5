import { apiHandler, optionsHandler } from '@/lib/hydra/handler';
import { getBiodataPdf } from '@/lib/hydra/endpoints/papers';

// GET /api/profiles/{id}/biodata.pdf: the member's own biodata, or an accepted candidate's (lib/data/biodata.ts).
export const GET = apiHandler(getBiodataPdf, { alsoAccepts: ['application/pdf'] });
export const OPTIONS = optionsHandler(() => ['GET']);
