import { contextResponse } from '@/lib/hydra/discovery';
import { apiHandler, optionsHandler } from '@/lib/hydra/handler';

// Every "@context" the API prints dereferences here (public), with or without API Platform's ".jsonld".
export const GET = apiHandler(async (ctx) => contextResponse(ctx), { formatSuffix: true });

// Answers CORS preflights too: a client on another origin sends one before its Bearer-token GET.
export const OPTIONS = optionsHandler(() => ['GET']);
