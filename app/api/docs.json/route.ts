import { openApiResponse } from '@/lib/hydra/discovery';
import { apiHandler, optionsHandler } from '@/lib/hydra/handler';
import { OPENAPI_MEDIA_TYPE } from '@/lib/hydra/openapi';

/**
 * OpenAPI 3 for clients that do not speak Hydra (public). API Platform's clients ask for
 * application/vnd.openapi+json and get it labelled so; anyone else gets application/json.
 */
export const GET = apiHandler(async (ctx) => openApiResponse(ctx), { alsoAccepts: [OPENAPI_MEDIA_TYPE] });

// Answers CORS preflights too: a client on another origin sends one before its Bearer-token GET.
export const OPTIONS = optionsHandler(() => ['GET']);
