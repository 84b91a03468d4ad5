import 'server-only';
import { AppError } from '@/lib/errors';
import { contextDocument, entrypointDocument } from './contexts';
import { apiDocumentation } from './docs';
import type { ApiContext } from './handler';
import { PUBLIC_DOCUMENT_CACHE, jsonLd } from './http';
import { OPENAPI_MEDIA_TYPE, openApiDocument } from './openapi';

/**
 * The public documents a client discovers the API with, each at every address API Platform
 * serves it at: the entrypoint at /api and /api/index.jsonld, the Hydra documentation at
 * /api/docs.jsonld and /api/docs (JSON-LD asked for), OpenAPI at /api/docs.json and /api/docs
 * (OpenAPI asked for), the contexts at /api/contexts/{Name} and /api/contexts/{Name}.jsonld.
 * The same for every reader, so cacheable for a while (see PUBLIC_DOCUMENT_CACHE).
 */
const publicJsonLd = (body: unknown) => jsonLd(body, 200, { 'Cache-Control': PUBLIC_DOCUMENT_CACHE });

export const entrypointResponse = () => publicJsonLd(entrypointDocument());

export const hydraDocsResponse = (ctx: Pick<ApiContext, 'origin'>) =>
  publicJsonLd(apiDocumentation(ctx.origin));

export function contextResponse(ctx: Pick<ApiContext, 'origin' | 'params'>) {
  const document = contextDocument(ctx.params.shortName, ctx.origin);
  if (!document) throw AppError.notFound();
  return publicJsonLd(document);
}

/** OpenAPI, labelled with API Platform's media type when asked for, plain JSON otherwise. */
export function openApiResponse(ctx: Pick<ApiContext, 'request'>) {
  const type = ctx.request.headers.get('accept')?.toLowerCase().includes(OPENAPI_MEDIA_TYPE)
    ? OPENAPI_MEDIA_TYPE
    : 'application/json';
  return new Response(JSON.stringify(openApiDocument()), {
    headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': PUBLIC_DOCUMENT_CACHE },
  });
}

/**
 * /api/docs without a format suffix: API Platform's docs formats by Accept. JSON-LD (and any
 * type, or none) gets the Hydra documentation, as API Platform's first docs format; OpenAPI's
 * own type or plain JSON gets OpenAPI, as /api/docs.json answers.
 */
export function negotiatedDocsResponse(ctx: Pick<ApiContext, 'request' | 'origin'>) {
  const accept = (ctx.request.headers.get('accept') ?? '').toLowerCase();
  const wantsOpenApi =
    !accept.includes('application/ld+json') &&
    (accept.includes(OPENAPI_MEDIA_TYPE) || accept.includes('application/json'));
  return wantsOpenApi ? openApiResponse(ctx) : hydraDocsResponse(ctx);
}
