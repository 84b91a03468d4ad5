import type { ListField } from './list';

/** Plan payments and their invoices (issue 25 item 2). */
export const PLAN_PAYMENTS_COLLECTION = 'plan_payments';
export const INVOICES_COLLECTION = 'invoices';

/** GET /api/plan_payments and /admin/payments: by member, plan, mode, paid-on date, amount. */
export const planPaymentListFields: ListField[] = [
  { name: 'id', kind: 'id' },
  { name: 'profile', kind: 'relation', collection: 'profiles' },
  { name: 'fullName', kind: 'text', search: true },
  { name: 'membersPlan', kind: 'relation', collection: 'membersplans' },
  { name: 'paymentMode', kind: 'relation', collection: 'paymentmodes' },
  { name: 'paidOn', kind: 'date' },
  { name: 'amount', kind: 'number' },
];

/** GET /api/invoices: by member, number, financial year, date, cancelled. */
export const invoiceListFields: ListField[] = [
  { name: 'id', kind: 'id' },
  { name: 'profile', kind: 'relation', collection: 'profiles' },
  { name: 'buyerName', kind: 'text', search: true },
  { name: 'fyStart', kind: 'number' },
  { name: 'issuedOn', kind: 'date' },
  { name: 'cancelled', kind: 'boolean' },
];
