import 'server-only';
import { getAuditEntry, listAuditEntries, type AuditEntry } from '@/lib/data/audit/list';
import { AUDIT_COLLECTION, auditListFields } from '@/lib/resources/bureau-lists';
import { collectionIri, iriOf } from '@/lib/resources/iri';
import { collectionBody } from '../collection';
import { jsonLd } from '../http';
import { parseListQuery } from '../query';
import { contextOf } from '../serialize';
import type { Endpoint } from './types';

/** GET /api/audit_entries (administrators): the audit log, newest first; read-only. */
const SHORT_NAME = 'AuditEntry';

const rfc3339 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

function auditItem(entry: AuditEntry, context = false) {
  return {
    ...(context ? { '@context': contextOf(SHORT_NAME) } : {}),
    '@id': iriOf(AUDIT_COLLECTION, entry.id),
    '@type': SHORT_NAME,
    id: entry.id,
    actor: entry.actorId === null ? null : iriOf('users', entry.actorId),
    actorEmail: entry.actorEmail,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    changes: entry.changes,
    createdAt: rfc3339(entry.createdAt),
  };
}

export const auditEndpoint: Endpoint = {
  audience: 'admin',
  list: async ({ actor, search }) => {
    const result = await listAuditEntries({
      actor,
      query: parseListQuery(search, auditListFields, AUDIT_COLLECTION),
    });
    return collectionBody({
      context: contextOf(SHORT_NAME),
      path: collectionIri(AUDIT_COLLECTION),
      search,
      result,
      members: result.items.map((entry) => auditItem(entry)),
      fields: auditListFields,
    });
  },
  collection: {},
  item: {
    GET: async (_ctx, id, actor) => jsonLd(auditItem(await getAuditEntry({ actor, id }), true)),
  },
};
