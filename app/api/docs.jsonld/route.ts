import { hydraDocsResponse } from '@/lib/hydra/discovery';
import { apiHandler, optionsHandler } from '@/lib/hydra/handler';

// The Hydra API documentation that the Link header of every API response points to (public).
export const GET = apiHandler(async (ctx) => hydraDocsResponse(ctx));

// Answers CORS preflights too: a client on another origin sends one before its Bearer-token GET.
export const OPTIONS = optionsHandler(() => ['GET']);
