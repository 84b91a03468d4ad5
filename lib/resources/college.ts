import type { ListField } from './list';
import { COLLEGE_MESSAGES as M } from './college-messages';

/**
 * The college registry (issue 20 item 1): each college entity described once, field by field, as
 * lib/resources/profile.ts and master-data.ts describe theirs. Everything else is read from here:
 * the list screens' columns and the record forms (college-screens.ts), the zod schemas
 * (lib/validation/college.ts), the data layer's columns, records and inputs
 * (lib/data/college/records.ts), the Hydra classes (lib/hydra/college-classes.ts), the API's
 * endpoint map (lib/hydra/endpoints/college.ts) and the college menu (lib/menus.ts). Isomorphic.
 */
type CollegeFieldKind =
  | 'id'
  | 'text'
  /** international form (+91...), the profile form's phone input */
  | 'phone'
  | 'email'
  /** a reference to another collection, an IRI on the wire and a select in forms */
  | 'lookup'
  /** whole rupees */
  | 'rupees'
  /** a calendar day, YYYY-MM-DD */
  | 'date'
  /** active or not: a switch in forms, true unless sent */
  | 'status'
  /** a yes/no the server sets */
  | 'flag'
  /** a whole number the server sets (a receipt's year and number) */
  | 'integer'
  /** an instant the server sets, ISO 8601 (when a record was saved) */
  | 'datetime'
  /** a receipt's lines [{fee, amount}] */
  | 'items';

/** Where a field appears: API list filters, table columns, the record form, the API's class. */
type Placement = 'list' | 'table' | 'form' | 'api';

export type CollegeField = {
  /** Property name on the wire and in forms. */
  name: string;
  kind: CollegeFieldKind;
  /** Label in forms, and the column heading unless `heading` says otherwise. */
  label: string;
  heading?: string;
  /** For lookups: the collection referenced. */
  collection?: string;
  /** The message when it is missing: the field is required. */
  requiredMessage?: string;
  maxLength?: number;
  /** Part of the list's global search (q). */
  search?: boolean;
  /** Computed or set by the server: never written by clients. */
  readOnly?: boolean;
  /** The API documentation's words, when not the label. */
  description?: string;
  /** The entity's name (schema.org's name in the documentation). */
  isName?: boolean;
  /** Only these places; by default a field is everywhere its kind allows. */
  only?: Placement[];
  /** In the table, the cell links to `${link}/${id}` (a student's name to their ledger). */
  link?: string;
};

export type CollegeEntity = {
  /** The screen's path segment (/college/{key}) and the table's key. */
  key: string;
  collection: string;
  shortName: string;
  /** The list's title and its menu label. */
  title: string;
  /** The record form's title: "New Student", "Edit Student". */
  itemTitle: string;
  emptyMessage: string;
  /** The API documentation's description. */
  description: string;
  fields: CollegeField[];
  /** A report: read-only, not in the menu or the API documentation (the outstanding dues). */
  report?: boolean;
  /** In the college menu, in registry order. */
  menu?: boolean;
  /** An item's methods when not GET and PATCH (a concession is granted, never edited). */
  itemMethods?: ('GET' | 'PATCH')[];
  /** The only columns of its list on a phone (below 576 px); all when not given. */
  phoneColumns?: string[];
};

const id: CollegeField = { name: 'id', kind: 'id', label: 'Id', description: 'The identifier.' };
const status: CollegeField = { name: 'status', kind: 'status', label: 'Status', description: 'Active' };
type Extra = Partial<CollegeField>;
const lookup = (name: string, collection: string, label: string, extra: Extra = {}): CollegeField => ({
  ...{ name, kind: 'lookup', label, collection },
  ...extra,
});
/** Whole rupees; the column heading says the unit ("Amount(Rs)"). */
const rupees = (name: string, label: string, heading: string, extra: Extra = {}): CollegeField => ({
  ...{ name, kind: 'rupees', label, heading },
  ...extra,
});
/**
 * Set or computed by the server and printed with each record, in no screen: the API documentation
 * lists it (readable, not writable), as API Platform lists every property a resource prints.
 */
const printed = (
  name: string,
  kind: CollegeFieldKind,
  description: string,
  extra: Extra = {},
): CollegeField => ({
  ...{ name, kind, label: description, readOnly: true, only: ['api'] as Placement[], description },
  ...extra,
});
const createdAt = printed('createdAt', 'datetime', 'When it was saved');
/** The student's name and roll number, printed beside the student's IRI and listed and searched by. */
const studentName: CollegeField = {
  name: 'studentName',
  kind: 'text',
  label: 'Student',
  readOnly: true,
  search: true,
  only: ['list', 'table', 'api'],
  description: "The student's name",
};
const rollNo: CollegeField = {
  name: 'rollNo',
  kind: 'text',
  label: 'Roll No',
  readOnly: true,
  search: true,
  only: ['list', 'table', 'api'],
  description: "The student's roll number",
};
const feeName = printed('feeName', 'text', 'The fee: its fee type and semester');
const ACCESS = ' College staff and administrators only.';

export const STUDENTS: CollegeEntity = {
  key: 'student',
  collection: 'students',
  shortName: 'Student',
  title: 'Students',
  itemTitle: 'Student',
  emptyMessage: 'No Student.',
  menu: true,
  description: `A student; due, paid and balance are computed (fees due to date minus receipts not cancelled).${ACCESS}`,
  fields: [
    id,
    {
      name: 'name',
      kind: 'text',
      label: 'Name',
      requiredMessage: M.name,
      maxLength: 100,
      search: true,
      isName: true,
      link: '/college/student',
    },
    {
      name: 'rollNo',
      kind: 'text',
      label: 'Roll No',
      requiredMessage: M.rollNo,
      maxLength: 30,
      search: true,
      description: 'Roll No (unique)',
    },
    lookup('course', 'courses', 'Course', { requiredMessage: M.course }),
    lookup('batch', 'batches', 'Batch', { requiredMessage: M.batch }),
    lookup('semester', 'semesters', 'Semester', {
      requiredMessage: M.semester,
      description: 'Current semester',
    }),
    {
      name: 'phone',
      kind: 'phone',
      label: 'Phone',
      maxLength: 20,
      search: true,
      description: 'Phone, international (+91...)',
    },
    { name: 'email', kind: 'email', label: 'Email', maxLength: 254, search: true },
    { name: 'guardianName', kind: 'text', label: 'Guardian Name', maxLength: 100, search: true },
    {
      name: 'guardianPhone',
      kind: 'phone',
      label: 'Guardian Phone',
      maxLength: 20,
      search: true,
      // Not a column of the student table (it would not fit at 1280 px); the dues list shows it.
      only: ['list', 'form', 'api'],
      description: "Guardian's phone, international (+91...)",
    },
    rupees('due', 'Due', 'Due(Rs)', {
      readOnly: true,
      only: ['api'],
      description: 'Fees due to date (rupees)',
    }),
    rupees('paid', 'Paid', 'Paid(Rs)', { readOnly: true, only: ['api'], description: 'Paid (rupees)' }),
    rupees('balance', 'Balance', 'Balance(Rs)', {
      readOnly: true,
      only: ['table', 'api'],
      description: 'Due minus paid (rupees)',
    }),
    status,
  ],
};

export const FEES: CollegeEntity = {
  key: 'fee',
  collection: 'fees',
  shortName: 'Fee',
  title: 'Fees',
  itemTitle: 'Fee',
  emptyMessage: 'No Fee.',
  menu: true,
  description: `The fee structure: one amount per course x semester x fee type, due on a date.${ACCESS}`,
  fields: [
    id,
    lookup('course', 'courses', 'Course', { requiredMessage: M.course }),
    lookup('semester', 'semesters', 'Semester', { requiredMessage: M.semester }),
    lookup('feeType', 'feetypes', 'Fee Type', { requiredMessage: M.feeType }),
    rupees('amount', 'Amount', 'Amount(Rs)', {
      requiredMessage: M.amount,
      search: true,
      description: 'Amount (rupees)',
    }),
    { name: 'dueDate', kind: 'date', label: 'Due Date', requiredMessage: M.dueDate },
    status,
  ],
};

/** Lists and documents receipts; the payment form and the receipt's rules are its own (payment-form.tsx). */
export const RECEIPTS: CollegeEntity = {
  key: 'paymenthistory',
  collection: 'receipts',
  shortName: 'Receipt',
  title: 'Payment Receipts',
  itemTitle: 'Receipt',
  emptyMessage: 'No Receipt.',
  menu: true,
  description: `A payment receipt, numbered per year. POST {student, paidOn, paymentMode, referenceNo, items: [{fee, amount}]}; never edited or deleted: PATCH {"cancelReason"} cancels it.${ACCESS}`,
  fields: [
    { ...id, only: ['list', 'api'] },
    {
      name: 'receiptNo',
      kind: 'text',
      label: 'Receipt No',
      readOnly: true,
      search: true,
      isName: true,
      description: 'Receipt No (year/number)',
    },
    printed('year', 'integer', 'The year of its number'),
    printed('number', 'integer', 'Its number within the year'),
    { name: 'paidOn', kind: 'date', label: 'Date', requiredMessage: M.paidOn },
    lookup('student', 'students', 'Student', { requiredMessage: M.student, only: ['api'] }),
    studentName,
    rollNo,
    lookup('course', 'courses', 'Course', {
      readOnly: true,
      only: ['list', 'table', 'api'],
      description: "The student's course",
    }),
    lookup('batch', 'batches', 'Batch', {
      readOnly: true,
      only: ['list', 'table', 'api'],
      description: "The student's batch",
    }),
    lookup('semester', 'semesters', 'Semester', {
      readOnly: true,
      only: ['api'],
      description: "The student's semester when paid",
    }),
    printed('courseName', 'text', "The student's course, by name"),
    printed('batchName', 'text', "The student's batch, by name"),
    printed('semesterName', 'text', 'The semester when paid, by name'),
    printed(
      'balanceAfter',
      'rupees',
      'What the student still owed right after this payment (rupees); null for old receipts',
    ),
    printed(
      'receivedBy',
      'text',
      'The staff account that took the payment (its name, else its e-mail); null once deleted',
    ),
    lookup('paymentMode', 'paymentmodes', 'Payment Mode', { requiredMessage: M.paymentMode }),
    printed('paymentModeName', 'text', 'The payment mode, by name'),
    { name: 'referenceNo', kind: 'text', label: 'Reference No', maxLength: 60, only: ['api'] },
    {
      name: 'items',
      kind: 'items',
      label: 'The amounts against fee items: [{fee, amount}]',
      requiredMessage: M.items,
      only: ['api'],
    },
    rupees('total', 'Total', 'Amount(Rs)', { readOnly: true, description: 'Total (rupees)' }),
    { name: 'cancelled', kind: 'flag', label: 'Cancelled', readOnly: true },
    printed('cancelledAt', 'datetime', 'When it was cancelled, or null'),
    {
      name: 'cancelReason',
      kind: 'text',
      label: 'Reason for cancelling (PATCH: cancels the receipt)',
      maxLength: 300,
      only: ['api'],
    },
    printed('refundedTotal', 'rupees', 'What refunds gave back of it (rupees)'),
    createdAt,
  ],
};

/** The outstanding-dues report (the dashboard's list): active students with a balance above zero. */
export const DUES: CollegeEntity = {
  key: 'dues',
  collection: 'dues',
  shortName: 'Due',
  title: 'Outstanding Dues',
  itemTitle: 'Due',
  emptyMessage: 'Nothing is outstanding.',
  report: true,
  // At 390 px the nine columns scrolled sideways: a phone shows who owes how much.
  phoneColumns: ['name', 'balance'],
  description: `A student's fees due to date, paid and balance.${ACCESS}`,
  fields: [
    { ...id, only: ['list'] },
    { name: 'name', kind: 'text', label: 'Name', search: true, link: '/college/student' },
    { name: 'rollNo', kind: 'text', label: 'Roll No', search: true },
    { name: 'guardianPhone', kind: 'phone', label: 'Guardian Phone', search: true },
    lookup('course', 'courses', 'Course'),
    lookup('batch', 'batches', 'Batch'),
    lookup('semester', 'semesters', 'Semester'),
    rupees('due', 'Due', 'Due(Rs)'),
    rupees('paid', 'Paid', 'Paid(Rs)'),
    rupees('balance', 'Balance', 'Balance(Rs)'),
  ],
};

/** Concessions and scholarships (issue 27 item 3): granted on a student's ledger, through the API. */
export const CONCESSIONS: CollegeEntity = {
  key: 'concession',
  collection: 'concessions',
  shortName: 'Concession',
  title: 'Concessions',
  itemTitle: 'Concession',
  emptyMessage: 'No Concession.',
  itemMethods: ['GET'],
  description: `A concession or scholarship on one fee of one student, reducing what is due on it: kind "percent" (value 1 to 100 of the fee) or "amount" (value in rupees), never more than what is still owed on the fee; one per student and fee, never edited.${ACCESS}`,
  fields: [
    { ...id, only: ['list', 'api'] },
    lookup('student', 'students', 'Student', { requiredMessage: M.student }),
    studentName,
    rollNo,
    lookup('fee', 'fees', 'Fee', { requiredMessage: M.concessionFee }),
    feeName,
    {
      name: 'kind',
      kind: 'text',
      label: 'Kind',
      requiredMessage: M.concessionKind,
      only: ['api'],
      description: '"percent" or "amount"',
    },
    {
      name: 'value',
      kind: 'rupees',
      label: 'Value',
      requiredMessage: M.concessionValue,
      only: ['api'],
      description: 'A percentage (1 to 100) or rupees',
    },
    rupees('amount', 'Amount', 'Amount(Rs)', {
      readOnly: true,
      description: 'What it comes to (rupees), fixed when granted',
    }),
    {
      name: 'reason',
      kind: 'text',
      label: 'Reason',
      requiredMessage: M.concessionReason,
      maxLength: 300,
      search: true,
      // What API Platform Admin names a concession by (the student and fee are references).
      isName: true,
    },
    {
      name: 'approvedBy',
      kind: 'text',
      label: 'Approved By',
      requiredMessage: M.approvedBy,
      maxLength: 100,
      search: true,
    },
    createdAt,
  ],
};

/** Late fee rules (issue 27 item 3): one per fee, set on the fee form; students owe them by themselves. */
export const LATE_FEES: CollegeEntity = {
  key: 'latefee',
  collection: 'late_fees',
  shortName: 'LateFee',
  title: 'Late Fees',
  itemTitle: 'Late Fee',
  emptyMessage: 'No Late Fee.',
  description: `A late fee rule on a fee: after the due date and graceDays (0 to 365), kind "flat" (amount once) or "per_day" (amount for each day, at most cap; no cap when null). Due automatically from each student who had not paid (or been conceded) the fee in full by the end of the grace period; while unpaid a fine per day grows to today, once paid it stops on the day of the last payment. One per fee; changed with PATCH, never deleted.${ACCESS}`,
  fields: [
    { ...id, only: ['list', 'api'] },
    lookup('fee', 'fees', 'Fee', {
      requiredMessage: M.lateFeeFee,
      description: 'The fee (not changed by PATCH)',
    }),
    { name: 'feeName', kind: 'text', label: 'Fee', readOnly: true, isName: true, only: ['api'] },
    {
      name: 'graceDays',
      kind: 'rupees',
      label: 'Grace Days',
      requiredMessage: M.graceDays,
      description: 'Days after the due date before the late fee is due (0 to 365)',
    },
    {
      name: 'kind',
      kind: 'text',
      label: 'Kind',
      requiredMessage: M.lateFeeKind,
      only: ['api'],
      description: '"flat" or "per_day"',
    },
    rupees('amount', 'Amount', 'Amount(Rs)', {
      requiredMessage: M.lateFeeAmount,
      description: 'The fine (rupees), once or per day',
    }),
    rupees('cap', 'Cap', 'Cap(Rs)', {
      only: ['api'],
      description: 'At most this in all, for a fine per day (rupees); null: no cap',
    }),
  ],
};

/** A student's late fee on a fee, waived with a reason (the ledger's "Waive"). */
export const FINE_WAIVERS: CollegeEntity = {
  key: 'finewaiver',
  collection: 'fine_waivers',
  shortName: 'FineWaiver',
  title: 'Late Fee Waivers',
  itemTitle: 'Late Fee Waiver',
  emptyMessage: 'No Waiver.',
  itemMethods: ['GET'],
  description: `A late fee waived for one student and fee, with the reason, who waived it (waivedBy) and when (waivedAt). POST {student, fee, reason}: 422 when the student owes no late fee on the fee; what was already paid of it stays paid. Never edited or deleted.${ACCESS}`,
  fields: [
    { ...id, only: ['list', 'api'] },
    lookup('student', 'students', 'Student', { requiredMessage: M.student }),
    studentName,
    rollNo,
    lookup('fee', 'fees', 'Fee', { requiredMessage: M.lateFeeFee }),
    feeName,
    rupees('amount', 'Amount', 'Amount(Rs)', { readOnly: true, description: 'The late fee waived (rupees)' }),
    {
      name: 'reason',
      kind: 'text',
      label: 'Reason',
      requiredMessage: M.waiverReason,
      maxLength: 300,
      search: true,
      isName: true,
    },
    {
      name: 'waivedBy',
      kind: 'text',
      label: 'Waived By',
      readOnly: true,
      only: ['api'],
      description: 'The staff account that waived it',
    },
    {
      name: 'waivedAt',
      kind: 'datetime',
      label: 'Waived At',
      readOnly: true,
      only: ['api'],
      description: 'When (ISO 8601)',
    },
  ],
};

/** Refunds against a receipt (issue 27 item 3): "Refund" on a receipt, shown on the ledger. */
export const REFUNDS: CollegeEntity = {
  key: 'refund',
  collection: 'refunds',
  shortName: 'Refund',
  title: 'Refunds',
  itemTitle: 'Refund',
  emptyMessage: 'No Refund.',
  itemMethods: ['GET'],
  description: `Money given back against a receipt, numbered per year in its own series (refundNo R2026/00001). POST {paymentReceipt, amount, reason, paymentMode, refundedOn}: a receipt's refunds never exceed it (422 on amount), a cancelled receipt has nothing to refund; it reduces what the student paid (the fee lines of the receipt, the last first, are owed again). Never edited or deleted; a refunded receipt cannot be cancelled.${ACCESS}`,
  fields: [
    { ...id, only: ['list', 'api'] },
    {
      name: 'refundNo',
      kind: 'text',
      label: 'Refund No',
      readOnly: true,
      search: true,
      isName: true,
      description: 'Refund No (R year/number)',
    },
    printed('year', 'integer', 'The year of its number'),
    printed('number', 'integer', 'Its number within the year'),
    lookup('paymentReceipt', 'receipts', 'Receipt', { requiredMessage: M.refundReceipt }),
    { name: 'receiptNo', kind: 'text', label: 'Receipt No', readOnly: true, only: ['api'] },
    lookup('student', 'students', 'Student', { readOnly: true }),
    studentName,
    rollNo,
    printed('courseName', 'text', "The student's course, by name"),
    printed('semesterName', 'text', 'The semester of the receipt refunded, by name'),
    printed('batchName', 'text', "The student's batch, by name"),
    rupees('amount', 'Amount', 'Amount(Rs)', {
      requiredMessage: M.refundAmount,
      description: 'Refunded (rupees)',
    }),
    {
      name: 'reason',
      kind: 'text',
      label: 'Reason',
      requiredMessage: M.refundReason,
      maxLength: 300,
      search: true,
    },
    lookup('paymentMode', 'paymentmodes', 'Payment Mode', { requiredMessage: M.paymentMode }),
    printed('paymentModeName', 'text', 'The payment mode, by name'),
    { name: 'refundedOn', kind: 'date', label: 'Date', requiredMessage: M.refundedOn },
    {
      name: 'refundedBy',
      kind: 'text',
      label: 'Refunded By',
      readOnly: true,
      only: ['api'],
      description: 'The staff account that recorded it',
    },
    createdAt,
  ],
};

/** Every college entity: the API serves each at /api/{collection}. */
export const collegeEntities: CollegeEntity[] = [
  STUDENTS,
  FEES,
  RECEIPTS,
  DUES,
  CONCESSIONS,
  LATE_FEES,
  FINE_WAIVERS,
  REFUNDS,
];

export const findCollegeEntity = (key: string) => collegeEntities.find((e) => e.key === key);

/** Whether a field appears in a place (its `only`, else where its kind belongs). */
export function placed(field: CollegeField, place: Placement): boolean {
  if (field.only) return field.only.includes(place);
  if (place === 'form') return !field.readOnly && field.kind !== 'id' && field.kind !== 'items';
  if (place === 'list' || place === 'table') return field.kind !== 'items';
  return true;
}

/** What the list filters on, sorts by and searches (lib/data/list-query.ts, the API's filters). */
export const collegeListFields = (entity: CollegeEntity): ListField[] =>
  entity.fields
    .filter((field) => placed(field, 'list'))
    .map((field) => ({
      name: field.name,
      kind: LIST_KIND[field.kind],
      ...(field.collection && { collection: field.collection }),
      ...(field.search && { search: true }),
    }));

const LIST_KIND: Record<CollegeFieldKind, ListField['kind']> = {
  id: 'id',
  text: 'text',
  phone: 'text',
  email: 'text',
  lookup: 'relation',
  rupees: 'number',
  date: 'date',
  status: 'boolean',
  flag: 'boolean',
  integer: 'number',
  datetime: 'datetime',
  items: 'text',
};
