import type { TableDescription } from '@/components/crud/columns';

/** The moderation queue's columns: open items first, oldest first (lib/data/moderation/items.ts). */
export const MODERATION_TABLE: TableDescription = {
  key: 'moderation',
  collection: 'moderation_items',
  title: 'Moderation',
  emptyMessage: 'Nothing to moderate.',
  noCreate: true,
  columns: [
    { name: 'createdAt', label: 'Queued', kind: 'datetime' },
    { name: 'kind', label: 'Kind', kind: 'text' },
    { name: 'photo', label: 'Photo', kind: 'photo' },
    { name: 'fullName', label: 'Profile', kind: 'text' },
    { name: 'status', label: 'Status', kind: 'text', display: 'restored' },
    { name: 'reporterCount', label: 'Reported by', kind: 'integer' },
    { name: 'decidedAt', label: 'Decided', kind: 'datetime' },
  ],
};
