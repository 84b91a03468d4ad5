import 'server-only';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { registryResources } from '@/lib/resources/master-data';
import { MATCH_COLLECTION } from '@/lib/matching/match-resource';
import { PROFILE_COLLECTION } from '@/lib/resources/profile';
import { PROFILE_VISIT_COLLECTION, SAVED_SEARCH_COLLECTION } from '@/lib/resources/member-tools-lists';
import { NOTIFICATION_COLLECTION } from '@/lib/resources/notification-lists';
import { AUDIT_COLLECTION, VERIFICATION_COLLECTION } from '@/lib/resources/bureau-lists';
import { INVOICES_COLLECTION, PLAN_PAYMENTS_COLLECTION } from '@/lib/resources/invoice-lists';
import { enquiryEndpoint, userEndpoint } from './endpoints/accounts';
import { collegeEndpoints } from './endpoints/college';
import { grievanceEndpoint } from './endpoints/grievances';
import { interestEndpoint, shortlistEndpoint } from './endpoints/interests';
import { matchEndpoint } from './endpoints/matches';
import { conversationEndpoint, messageEndpoint } from './endpoints/messages';
import { notificationEndpoint } from './endpoints/notifications';
import { photoRequestEndpoint } from './endpoints/photo-requests';
import { profileVisitEndpoint } from './endpoints/profile-visits';
import { savedSearchEndpoint } from './endpoints/saved-searches';
import { masterEndpoint } from './endpoints/master-data';
import { mediaEndpoint } from './endpoints/media';
import { blockEndpoint, moderationEndpoint, reportEndpoint } from './endpoints/moderation';
import { profileEndpoint } from './endpoints/profiles';
import { verificationEndpoint } from './endpoints/verification';
import { auditEndpoint } from './endpoints/audit';
import { invoiceEndpoint, planPaymentEndpoint } from './endpoints/invoices';
import type { CollectionMethod, Endpoint, ItemMethod } from './endpoints/types';
import { assertAudience } from './audience';
import { entrypointResponse, negotiatedDocsResponse } from './discovery';
import { methodNotAllowed } from './errors';
import { idempotentPost } from './idempotency';
import { apiHandler, optionsHandler, type ApiContext } from './handler';
import { JSONLD_CONTENT_TYPE, jsonLd } from './http';
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
  // Asking to see photos shown on request (issue 22): the owner grants, declines or revokes.
  ['photo_requests', photoRequestEndpoint],
  // Complaints to the Grievance Officer (issue 23): anyone files, administrators work them.
  ['grievances', grievanceEndpoint],
  // Trust and safety (issue 22): the moderation queue (administrators), members' reports and blocks.
  ['moderation_items', moderationEndpoint],
  ['reports', reportEndpoint],
  ['blocks', blockEndpoint],
  // Running the bureau (issue 25): the administrators' verification calls and the audit log.
  [VERIFICATION_COLLECTION, verificationEndpoint],
  [AUDIT_COLLECTION, auditEndpoint],
  // Plan payments (administrators) and their invoices (a member reads their own).
  [PLAN_PAYMENTS_COLLECTION, planPaymentEndpoint],
  [INVOICES_COLLECTION, invoiceEndpoint],
  // Messages between the members of an accepted interest (issue 26 item 1).
  ['conversations', conversationEndpoint],
  ['messages', messageEndpoint],
  // Who viewed me (issue 26 item 4): the signed-in member's own.
  [PROFILE_VISIT_COLLECTION, profileVisitEndpoint],
  // Saved searches (issue 26 item 4): the signed-in member's own.
  [SAVED_SEARCH_COLLECTION, savedSearchEndpoint],
  // The notification centre (issue 26 item 2): the member's notices.
  [NOTIFICATION_COLLECTION, notificationEndpoint],
  // The college area (issue 12), from its registry: college staff and administrators only.
  ...collegeEndpoints,
]);

/**
 * Public documents API Platform also serves under /api/{name}: the entrypoint as /api/index.jsonld
 * and the documentation as /api/docs, by Accept (lib/hydra/discovery.ts). No items under them.
 */
const documents = new Map<string, (ctx: ApiContext) => Promise<Response>>([
  ['index', async () => entrypointResponse()],
  ['docs', async (ctx) => negotiatedDocsResponse(ctx)],
]);

function endpointOf(collection: string | undefined): Endpoint {
  const endpoint = collection ? endpoints.get(collection) : undefined;
  if (!endpoint) throw AppError.notFound();
  return endpoint;
}

/** What every /api/{collection}[/{id}] handler shares: API Platform's format suffixes, per-address media types. */
const routeOptions = {
  formatSuffix: true,
  alsoAccepts: (params: Record<string, string>) => (params.collection === 'docs' ? [OPENAPI_MEDIA_TYPE] : []),
};

const collectionMethods = (endpoint: Endpoint) => [
  ...(endpoint.list ? ['GET'] : []),
  ...Object.keys(endpoint.collection),
];

/** The endpoint's declared audience, checked once here for every method (lib/hydra/audience.ts). */
const admitted = async (ctx: ApiContext, endpoint: Endpoint) =>
  assertAudience(await ctx.actor(), endpoint.audience);

/** A page of a collection as its hydra:Collection, for the actor: the one read behind GET and server pages. */
async function readDocument(collection: string, search: URLSearchParams, actor: Actor | null) {
  const endpoint = endpointOf(collection);
  if (!endpoint.list) throw methodNotAllowed(collectionMethods(endpoint));
  return endpoint.list({ actor: assertAudience(actor, endpoint.audience), search });
}

/** The handler of one method at /api/{collection}; methods a resource lacks answer 405 with Allow. */
export function collectionRoute(method: CollectionMethod | ItemMethod) {
  return apiHandler(async (ctx) => {
    const document = documents.get(ctx.params.collection);
    if (document && method === 'GET') return document(ctx);
    if (document) throw methodNotAllowed(['GET']);
    const endpoint = endpointOf(ctx.params.collection);
    if (method === 'GET') {
      const read = await readDocument(ctx.params.collection, ctx.url.searchParams, await ctx.actor());
      return read instanceof Uint8Array
        ? new Response(read as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': JSONLD_CONTENT_TYPE } })
        : jsonLd(read);
    }
    const post = method === 'POST' ? endpoint.collection.POST : undefined;
    if (!post) throw methodNotAllowed(collectionMethods(endpoint));
    const actor = await admitted(ctx, endpoint);
    return endpoint.idempotencyKey ? idempotentPost(ctx, endpoint, actor, post) : post(ctx, actor);
  }, routeOptions);
}

/**
 * One page of a collection for a server page's first render, as objects: the members and the
 * total that GET /api/{collection}?{search} answers the same actor, read by the same function
 * (the endpoint's `list`, its audience checked the same way) without a request or a response.
 * Throws what GET would answer with (an AppError: a bad query, an actor it is not for).
 */
export async function readCollection(
  collection: string,
  search: URLSearchParams,
  actor: Actor,
): Promise<{ members: Record<string, unknown>[]; totalItems: number }> {
  const read = await readDocument(collection, search, actor);
  const document = (read instanceof Uint8Array ? JSON.parse(new TextDecoder().decode(read)) : read) as Record<
    string,
    unknown
  >;
  return {
    members: document['hydra:member'] as Record<string, unknown>[],
    totalItems: document['hydra:totalItems'] as number,
  };
}

/** The handler of one method at /api/{collection}/{id}. */
export function itemRoute(method: CollectionMethod | ItemMethod) {
  return apiHandler(async (ctx) => {
    if (documents.has(ctx.params.collection)) throw AppError.notFound();
    const endpoint = endpointOf(ctx.params.collection);
    const handler = endpoint.item[method as ItemMethod];
    if (!handler) throw methodNotAllowed(Object.keys(endpoint.item));
    return handler(ctx, ctx.params.id, await admitted(ctx, endpoint));
  }, routeOptions);
}

/**
 * OPTIONS at /api/{collection} or /api/{collection}/{id}: 204 with the methods this resource
 * really takes (Next.js would list every method the shared route module exports), CORS preflight included.
 */
export function optionsRoute(kind: 'collection' | 'item') {
  return optionsHandler(
    (ctx) => {
      if (documents.has(ctx.params.collection)) {
        if (kind === 'item') throw AppError.notFound();
        return ['GET'];
      }
      const endpoint = endpointOf(ctx.params.collection);
      return kind === 'item' ? Object.keys(endpoint.item) : collectionMethods(endpoint);
    },
    { formatSuffix: true },
  );
}
