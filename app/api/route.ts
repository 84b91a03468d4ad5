import { entrypointDocument } from '@/lib/hydra/contexts';
import { apiHandler, optionsHandler } from '@/lib/hydra/handler';
import { PUBLIC_DOCUMENT_CACHE, jsonLd } from '@/lib/hydra/http';

// The Hydra entrypoint: public, like the documentation, so clients can discover the API.
export const GET = apiHandler(async () =>
  jsonLd(entrypointDocument(), 200, { 'Cache-Control': PUBLIC_DOCUMENT_CACHE }),
);

// Answers CORS preflights too: a client on another origin sends one before its Bearer-token GET.
export const OPTIONS = optionsHandler(() => ['GET']);
