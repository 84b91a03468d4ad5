import type { FormField, TableColumn, TableDescription } from './screens';
import { placed, type CollegeEntity, type CollegeField } from './college';

/**
 * The college screens, read from the registry (lib/resources/college.ts): each list's columns and
 * each record form's controls, as plain data for the browser.
 */

function column(field: CollegeField): TableColumn {
  const label = field.heading ?? field.label;
  switch (field.kind) {
    case 'id':
      return { name: field.name, label, kind: 'id' };
    case 'lookup':
      return { name: field.name, label, kind: 'lookup', collection: field.collection };
    case 'rupees':
      return { name: field.name, label, kind: 'integer', display: 'inr', align: 'right' };
    case 'date':
      return { name: field.name, label, kind: 'date' };
    case 'status':
      return { name: field.name, label, kind: 'status' };
    case 'flag':
      return { name: field.name, label, kind: 'boolean' };
    default:
      return { name: field.name, label, kind: 'text', ...(field.link && { link: field.link }) };
  }
}

/**
 * The dues list's narrowest widths: nine columns beside the 240 px menu must fit at 1280 px, Due,
 * Paid and Balance included (issue 27); longer text wraps (the table's `fit`), a phone number
 * keeps to one line, and what is left over widens the columns.
 */
const REPORT_SIZES: Partial<Record<CollegeField['kind'], number>> = {
  text: 100,
  phone: 120,
  lookup: 80,
  rupees: 80,
};

/** A college list: its columns in registry order (a phone shows only the entity's phoneColumns). */
export const collegeTable = (entity: CollegeEntity): TableDescription => ({
  key: entity.key,
  collection: entity.collection,
  title: entity.title,
  emptyMessage: entity.emptyMessage,
  ...(entity.report && { readOnly: true, fit: true }),
  columns: entity.fields
    .filter((f) => placed(f, 'table'))
    .map((f) => {
      // The student's name (the link to the ledger) is the widest: it wraps between words, not inside.
      const size = entity.report ? (f.link ? 160 : REPORT_SIZES[f.kind]) : undefined;
      const phoneHidden = entity.phoneColumns && !entity.phoneColumns.includes(f.name);
      return { ...column(f), ...(size && { size }), ...(phoneHidden && { phoneHidden: true as const }) };
    }),
});

const FORM_KIND: Partial<Record<CollegeField['kind'], FormField['kind']>> = {
  text: 'text',
  phone: 'phone',
  email: 'email',
  lookup: 'lookup',
  rupees: 'integer',
  date: 'date',
  status: 'status',
};

/** A college record form: the writable fields, in registry order. */
export const collegeFormFields = (entity: CollegeEntity): FormField[] =>
  entity.fields
    .filter((f) => placed(f, 'form') && FORM_KIND[f.kind])
    .map((f) => ({
      name: f.name,
      label: f.label,
      kind: FORM_KIND[f.kind]!,
      ...(f.collection && { collection: f.collection }),
      ...(f.requiredMessage && { required: true }),
    }));
