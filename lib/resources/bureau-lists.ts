import type { ListField } from './list';

export const VERIFICATION_COLLECTION = 'verification_calls';

/** GET /api/verification_calls: the queue in its one order (oldest registration first), paginated. */
export const verificationListFields: ListField[] = [];

export const AUDIT_COLLECTION = 'audit_entries';

/** GET /api/audit_entries and /admin/audit: by person (e-mail, contains), entity, id, action and date. */
export const auditListFields: ListField[] = [
  { name: 'id', kind: 'id' },
  { name: 'actorEmail', kind: 'text', search: true },
  { name: 'action', kind: 'exact' },
  { name: 'entity', kind: 'exact' },
  { name: 'entityId', kind: 'exact' },
  { name: 'createdAt', kind: 'datetime' },
];
