import { apiHandler, optionsHandler } from '@/lib/hydra/handler';
import { PUBLIC_DOCUMENT_CACHE } from '@/lib/hydra/http';
import { OPENAPI_MEDIA_TYPE, openApiDocument } from '@/lib/hydra/openapi';

/**
 * OpenAPI 3 for clients that do not speak Hydra (public). API Platform's clients ask for
 * application/vnd.openapi+json and get it labelled so; anyone else gets application/json.
 */
export const GET = apiHandler(
  async ({ request }) => {
    const type = request.headers.get('accept')?.toLowerCase().includes(OPENAPI_MEDIA_TYPE)
      ? OPENAPI_MEDIA_TYPE
      : 'application/json';
    return new Response(JSON.stringify(openApiDocument()), {
      headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': PUBLIC_DOCUMENT_CACHE },
    });
  },
  { alsoAccepts: [OPENAPI_MEDIA_TYPE] },
);

// Answers CORS preflights too: a client on another origin sends one before its Bearer-token GET.
export const OPTIONS = optionsHandler(() => ['GET']);
