import { entrypointDocument } from '@/lib/hydra/contexts';
import { apiHandler } from '@/lib/hydra/handler';
import { jsonLd } from '@/lib/hydra/http';

// The Hydra entrypoint: public, like the documentation, so clients can discover the API.
export const GET = apiHandler(async () => jsonLd(entrypointDocument()));
