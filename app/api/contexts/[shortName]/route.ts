import { AppError } from '@/lib/errors';
import { contextDocument } from '@/lib/hydra/contexts';
import { apiHandler, optionsHandler } from '@/lib/hydra/handler';
import { PUBLIC_DOCUMENT_CACHE, jsonLd } from '@/lib/hydra/http';

// Every "@context" the API prints dereferences here (public).
export const GET = apiHandler(async ({ params, origin }) => {
  const document = contextDocument(params.shortName, origin);
  if (!document) throw AppError.notFound();
  return jsonLd(document, 200, { 'Cache-Control': PUBLIC_DOCUMENT_CACHE });
});

// Answers CORS preflights too: a client on another origin sends one before its Bearer-token GET.
export const OPTIONS = optionsHandler(() => ['GET']);
