import type { ListField } from './list';

export const MODERATION_COLLECTION = 'moderation_items';
export const REPORT_COLLECTION = 'reports';
export const BLOCK_COLLECTION = 'blocks';

/** What GET /api/moderation_items filters, sorts and searches on (administrators). */
export const moderationListFields: ListField[] = [
  { name: 'id', kind: 'id' },
  { name: 'kind', kind: 'exact' },
  { name: 'status', kind: 'exact' },
  { name: 'profile', kind: 'relation', collection: 'profiles' },
  { name: 'fullName', kind: 'text', search: true },
  { name: 'reporterCount', kind: 'number' },
  { name: 'createdAt', kind: 'datetime' },
  { name: 'decidedAt', kind: 'datetime' },
];

/** GET /api/reports: the reporter's own reports, by status. */
export const reportListFields: ListField[] = [
  { name: 'status', kind: 'exact' },
  { name: 'profile', kind: 'relation', collection: 'profiles' },
];

/** GET /api/blocks: the member's own blocks (profile=IRI: is this member blocked?). */
export const blockListFields: ListField[] = [{ name: 'profile', kind: 'relation', collection: 'profiles' }];
