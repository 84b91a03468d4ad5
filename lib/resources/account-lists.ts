import type { ListField } from './list';

/** What the administrators' account list filters and sorts on (GET /api/users). */
export const userListFields: ListField[] = [
  { name: 'id', kind: 'id', search: true },
  { name: 'email', kind: 'text', search: true },
  { name: 'activated', kind: 'boolean' },
  { name: 'createdAt', kind: 'datetime' },
];

/** What the enquiry list filters on (GET /api/enquiries): handled or not, and q over its texts. */
export const enquiryListFields: ListField[] = [{ name: 'handled', kind: 'boolean' }];
