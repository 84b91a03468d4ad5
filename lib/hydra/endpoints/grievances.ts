import 'server-only';
import { getGrievance, listGrievances, updateGrievance } from '@/lib/data/grievance-admin';
import {
  deadlinesOf,
  fileGrievance,
  isOverdue,
  type Grievance,
  type GrievanceReply,
} from '@/lib/data/grievances';
import { clientIp } from '@/lib/data/rate-limit';
import { requestLocaleOf } from '@/lib/i18n/negotiate';
import { grievanceListFields } from '@/lib/resources/grievance-list';
import { collectionIri, iriOf } from '@/lib/resources/iri';
import { collectionBody } from '../collection';
import type { ApiContext } from '../handler';
import { MERGE_PATCH, jsonLd, readJsonBody } from '../http';
import { parseListQuery } from '../query';
import { contextOf } from '../serialize';
import type { Endpoint } from './types';

/**
 * /api/grievances: anyone files a complaint (POST, rate-limited; the answer carries the ticket
 * number, nothing else of the store); administrators list, read and work the tickets (GET,
 * PATCH {status, reply}).
 */
const COLLECTION = 'grievances';
const rfc3339 = (date: Date | null) => (date ? date.toISOString().replace(/\.\d{3}Z$/, '+00:00') : null);

function grievanceItem(grievance: Grievance, withContext: boolean, replies?: GrievanceReply[]) {
  const { acknowledgeBy, resolveBy } = deadlinesOf(grievance.createdAt);
  return {
    ...(withContext ? { '@context': contextOf('Grievance') } : {}),
    '@id': iriOf(COLLECTION, grievance.id),
    '@type': 'Grievance',
    id: grievance.id,
    ticket: grievance.ticket,
    name: grievance.name,
    email: grievance.email,
    subject: grievance.subject,
    details: grievance.details,
    profile: grievance.profile,
    status: grievance.status,
    createdAt: rfc3339(grievance.createdAt),
    acknowledgedAt: rfc3339(grievance.acknowledgedAt),
    closedAt: rfc3339(grievance.closedAt),
    acknowledgeBy: rfc3339(acknowledgeBy),
    resolveBy: rfc3339(resolveBy),
    dueAt: rfc3339(grievance.dueAt),
    overdue: isOverdue(grievance),
    ...(replies
      ? {
          replies: replies.map((reply) => ({
            message: reply.message,
            status: reply.status,
            createdAt: rfc3339(reply.createdAt),
          })),
        }
      : {}),
  };
}

/**
 * The administrators' side, behind /api/{collection} (audience checked by the router). Filing is
 * public and has its own route, app/api/grievances/route.ts (fileGrievanceResponse below): the
 * router admits no anonymous caller.
 */
export const grievanceEndpoint: Endpoint = {
  audience: 'admin',
  list: async ({ actor, search }) => {
    const result = await listGrievances({
      actor,
      query: parseListQuery(search, grievanceListFields, COLLECTION),
    });
    return collectionBody({
      context: contextOf('Grievance'),
      path: collectionIri(COLLECTION),
      search,
      result,
      members: result.items.map((g) => grievanceItem(g, false)),
      fields: grievanceListFields,
    });
  },
  collection: {},
  item: {
    GET: async (_ctx, id, actor) => {
      const { grievance, replies } = await getGrievance({ actor, id });
      return jsonLd(grievanceItem(grievance, true, replies), 200, { 'Accept-Patch': MERGE_PATCH });
    },
    PATCH: async (ctx, id, actor) => {
      const { grievance, replies } = await updateGrievance({
        actor,
        id,
        input: await readJsonBody(ctx.request, 'PATCH'),
        origin: ctx.origin,
      });
      return jsonLd(grievanceItem(grievance, true, replies), 200, { 'Accept-Patch': MERGE_PATCH });
    },
  },
};

/** POST /api/grievances: anyone files a complaint; 201 with the ticket number and the deadlines. */
export async function fileGrievanceResponse(ctx: ApiContext): Promise<Response> {
  const created = await fileGrievance({
    input: await readJsonBody(ctx.request, 'POST'),
    ip: clientIp(ctx.request.headers),
    origin: ctx.origin,
    locale: requestLocaleOf(ctx.request),
  });
  const iri = iriOf(COLLECTION, created.id);
  // The complainant learns the ticket number and the deadlines; the ticket itself opens only from
  // the e-mailed link (the address must be theirs) or for administrators.
  const { acknowledgeBy, resolveBy } = deadlinesOf(created.createdAt);
  return jsonLd(
    {
      '@context': contextOf('Grievance'),
      '@id': iri,
      '@type': 'Grievance',
      ticket: created.ticket,
      status: created.status,
      createdAt: rfc3339(created.createdAt),
      acknowledgeBy: rfc3339(acknowledgeBy),
      resolveBy: rfc3339(resolveBy),
    },
    201,
    { Location: iri, 'Content-Location': iri },
  );
}
