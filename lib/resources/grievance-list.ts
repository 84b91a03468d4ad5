import type { ListField } from './list';

/** What the administrators' grievance list filters, sorts and searches on (GET /api/grievances). */
export const grievanceListFields: ListField[] = [
  { name: 'id', kind: 'id' },
  { name: 'ticket', kind: 'text', search: true },
  { name: 'name', kind: 'text', search: true },
  { name: 'email', kind: 'text', search: true },
  { name: 'subject', kind: 'text' },
  { name: 'status', kind: 'text' },
  { name: 'details', kind: 'text', search: true },
  { name: 'profile', kind: 'text', search: true },
  { name: 'createdAt', kind: 'datetime' },
  { name: 'dueAt', kind: 'datetime' },
];
