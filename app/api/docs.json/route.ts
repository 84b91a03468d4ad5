import { apiHandler } from '@/lib/hydra/handler';
import { openApiDocument } from '@/lib/hydra/openapi';

// OpenAPI 3 for clients that do not speak Hydra (public).
export const GET = apiHandler(async () =>
  new Response(JSON.stringify(openApiDocument()), { headers: { 'Content-Type': 'application/json; charset=utf-8' } }),
);
