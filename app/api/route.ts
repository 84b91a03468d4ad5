import { entrypointResponse } from '@/lib/hydra/discovery';
import { apiHandler, optionsHandler } from '@/lib/hydra/handler';

// The Hydra entrypoint: public, like the documentation, so clients can discover the API.
export const GET = apiHandler(async () => entrypointResponse());

// Answers CORS preflights too: a client on another origin sends one before its Bearer-token GET.
export const OPTIONS = optionsHandler(() => ['GET']);
