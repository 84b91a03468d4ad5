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
    { name: 'paidOn', kind: 'date', label: 'Date', requiredMessage: M.paidOn },
    lookup('student', 'students', 'Student', { requiredMessage: M.student, only: ['api'] }),
    {
      name: 'studentName',
      kind: 'text',
      label: 'Student',
      readOnly: true,
      search: true,
      only: ['list', 'table'],
    },
    { name: 'rollNo', kind: 'text', label: 'Roll No', readOnly: true, search: true, only: ['list', 'table'] },
    lookup('course', 'courses', 'Course', { readOnly: true, only: ['list', 'table'] }),
    lookup('batch', 'batches', 'Batch', { readOnly: true, only: ['list', 'table'] }),
    lookup('paymentMode', 'paymentmodes', 'Payment Mode', { requiredMessage: M.paymentMode }),
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
    {
      name: 'cancelReason',
      kind: 'text',
      label: 'Reason for cancelling (PATCH: cancels the receipt)',
      maxLength: 300,
      only: ['api'],
    },
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
  description: `A student's fees due to date, paid and balance.${ACCESS}`,
  fields: [
    { ...id, only: ['list'] },
    { name: 'name', kind: 'text', label: 'Name', search: true },
    { name: 'rollNo', kind: 'text', label: 'Roll No', search: true },
    lookup('course', 'courses', 'Course'),
    lookup('batch', 'batches', 'Batch'),
    lookup('semester', 'semesters', 'Semester'),
    rupees('due', 'Due', 'Due(Rs)'),
    rupees('paid', 'Paid', 'Paid(Rs)'),
    rupees('balance', 'Balance', 'Balance(Rs)'),
  ],
};

/** Every college entity: the API serves each at /api/{collection}. */
export const collegeEntities: CollegeEntity[] = [STUDENTS, FEES, RECEIPTS, DUES];

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
  items: 'text',
};
