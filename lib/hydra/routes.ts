import 'server-only';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { collectionIri } from '@/lib/resources/iri';
import { registryResources } from '@/lib/resources/master-data';
import { MATCH_COLLECTION } from '@/lib/matching/match-resource';
import { PROFILE_COLLECTION } from '@/lib/resources/profile';
import { enquiryEndpoint, userEndpoint } from './endpoints/accounts';
import { collegeEndpoints } from './endpoints/college';
import { interestEndpoint, shortlistEndpoint } from './endpoints/interests';
import { matchEndpoint } from './endpoints/matches';
import { masterEndpoint } from './endpoints/master-data';
import { mediaEndpoint } from './endpoints/media';
import { profileEndpoint } from './endpoints/profiles';
import type { CollectionMethod, Endpoint, ItemMethod } from './endpoints/types';
import { entrypointResponse, negotiatedDocsResponse } from './discovery';
import { methodNotAllowed } from './errors';
import { idempotentPost } from './idempotency';
import { apiHandler, optionsHandler } from './handler';
import { OPENAPI_MEDIA_TYPE } from './openapi';

/** Every resource under /api/{collection}: the registry's master data, then the richer ones by name. */
const endpoints = new Map<string, Endpoint>([
  ...registryResources.map((r) => [r.collection, masterEndpoint(r)] as const),
  [PROFILE_COLLECTION, profileEndpoint],
  [MATCH_COLLECTION, matchEndpoint],
  ['media_objects', mediaEndpoint],
  ['enquiries', enquiryEndpoint],
  ['users', userEndpoint],
  // Retrying an interest (or a payment) must not make a second one: both take an Idempotency-Key.
  ['interests', { ...interestEndpoint, idempotencyKey: true }],
  ['shortlists', shortlistEndpoint],
  // The college area (issue 12), from its registry: college staff and administrators only.
  ...collegeEndpoints,
]);

/**
 * Public documents API Platform also serves under /api/{name}: the entrypoint as /api/index.jsonld
 * and the documentation as /api/docs, by Accept (lib/hydra/discovery.ts). No items under them.
 */
const documents = new Map<string, Endpoint>([
  ['index', { collection: { GET: async () => entrypointResponse() }, item: {} }],
  [
    'docs',
    {
      collection: { GET: async (ctx) => negotiatedDocsResponse(ctx) },
      item: {},
      alsoAccepts: [OPENAPI_MEDIA_TYPE],
    },
  ],
]);

function endpointOf(collection: string | undefined): Endpoint {
  const endpoint = collection ? (endpoints.get(collection) ?? documents.get(collection)) : undefined;
  if (!endpoint) throw AppError.notFound();
  return endpoint;
}

/** What every /api/{collection}[/{id}] handler shares: API Platform's format suffixes, per-resource media types. */
const routeOptions = {
  formatSuffix: true,
  alsoAccepts: (params: Record<string, string>) =>
    (params.collection && documents.get(params.collection)?.alsoAccepts) || [],
};

/** The handler of one method at /api/{collection}; methods a resource lacks answer 405 with Allow. */
export function collectionRoute(method: CollectionMethod | ItemMethod) {
  return apiHandler(async (ctx) => {
    const endpoint = endpointOf(ctx.params.collection);
    const handler = endpoint.collection[method as CollectionMethod];
    if (!handler) throw methodNotAllowed(Object.keys(endpoint.collection));
    return method === 'POST' && endpoint.idempotencyKey
      ? idempotentPost(ctx, endpoint, handler)
      : handler(ctx);
  }, routeOptions);
}

/**
 * GET /api/{collection}?{query} answered in this process for a server page's first render: the
 * API's own handler and body (and its page cache), so the page gets exactly what the browser
 * would fetch, without the round trip. Throws what the handler throws (an AppError for a bad query).
 */
export async function getCollectionInProcess(
  collection: string,
  query: string,
  actor: Actor,
): Promise<Response> {
  const handler = endpointOf(collection).collection.GET;
  if (!handler) throw methodNotAllowed(Object.keys(endpointOf(collection).collection));
  const url = new URL(`${collectionIri(collection)}${query ? `?${query}` : ''}`, 'http://in-process');
  const request = new Request(url, { headers: { Accept: 'application/ld+json' } });
  return handler({ request, url, origin: url.origin, params: { collection }, actor: async () => actor });
}

/** The handler of one method at /api/{collection}/{id}. */
export function itemRoute(method: CollectionMethod | ItemMethod) {
  return apiHandler(async (ctx) => {
    const endpoint = endpointOf(ctx.params.collection);
    if (documents.has(ctx.params.collection)) throw AppError.notFound();
    const handler = endpoint.item[method as ItemMethod];
    if (!handler) throw methodNotAllowed(Object.keys(endpoint.item));
    return handler(ctx, ctx.params.id);
  }, routeOptions);
}

/**
 * OPTIONS at /api/{collection} or /api/{collection}/{id}: 204 with the methods this resource
 * really takes (Next.js would list every method the shared route module exports), CORS preflight included.
 */
export function optionsRoute(kind: 'collection' | 'item') {
  return optionsHandler(
    (ctx) => {
      const endpoint = endpointOf(ctx.params.collection);
      if (kind === 'item' && documents.has(ctx.params.collection)) throw AppError.notFound();
      return Object.keys(endpoint[kind]);
    },
    { formatSuffix: true },
  );
}
