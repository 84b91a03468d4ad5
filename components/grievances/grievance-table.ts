import type { TableDescription } from '@/components/crud/columns';

/** The grievance list's columns; Time left is the deadline now running (24 hours, then 15 days). */
export const GRIEVANCE_TABLE: TableDescription = {
  key: 'grievances',
  collection: 'grievances',
  title: 'Grievances',
  emptyMessage: 'No Grievance.',
  noCreate: true,
  columns: [
    { name: 'ticket', label: 'Ticket', kind: 'text' },
    { name: 'createdAt', label: 'Filed', kind: 'datetime' },
    { name: 'dueAt', label: 'Time left', kind: 'datetime', display: 'timeLeft' },
    { name: 'status', label: 'Status', kind: 'text' },
    { name: 'subject', label: 'Subject', kind: 'text' },
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'email', label: 'Email', kind: 'text' },
  ],
};
