import { apiDocumentation } from '@/lib/hydra/docs';
import { apiHandler, optionsHandler } from '@/lib/hydra/handler';
import { PUBLIC_DOCUMENT_CACHE, jsonLd } from '@/lib/hydra/http';

// The Hydra API documentation that the Link header of every API response points to (public).
export const GET = apiHandler(async ({ origin }) =>
  jsonLd(apiDocumentation(origin), 200, { 'Cache-Control': PUBLIC_DOCUMENT_CACHE }),
);

// Answers CORS preflights too: a client on another origin sends one before its Bearer-token GET.
export const OPTIONS = optionsHandler(() => ['GET']);
