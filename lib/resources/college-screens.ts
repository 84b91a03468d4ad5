import type { FormField, TableDescription } from '@/lib/resources/screens';

/** The Students and Fees screens: their list columns and form fields (plain data for the browser). */
export const studentTable: TableDescription = {
  key: 'student',
  collection: 'students',
  title: 'Students',
  emptyMessage: 'No Student.',
  columns: [
    { name: 'id', label: 'Id', kind: 'id' },
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'rollNo', label: 'Roll No', kind: 'text' },
    { name: 'course', label: 'Course', kind: 'lookup', collection: 'courses' },
    { name: 'batch', label: 'Batch', kind: 'lookup', collection: 'batches' },
    { name: 'semester', label: 'Semester', kind: 'lookup', collection: 'semesters' },
    { name: 'phone', label: 'Phone', kind: 'text' },
    { name: 'email', label: 'Email', kind: 'text' },
    { name: 'guardianName', label: 'Guardian Name', kind: 'text' },
    { name: 'balance', label: 'Balance(Rs)', kind: 'integer', display: 'inr', align: 'right' },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
};

export const studentFields: FormField[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'rollNo', label: 'Roll No', kind: 'text', required: true },
  { name: 'course', label: 'Course', kind: 'lookup', collection: 'courses', required: true },
  { name: 'batch', label: 'Batch', kind: 'lookup', collection: 'batches', required: true },
  { name: 'semester', label: 'Semester', kind: 'lookup', collection: 'semesters', required: true },
  { name: 'phone', label: 'Phone', kind: 'phone' },
  { name: 'email', label: 'Email', kind: 'email' },
  { name: 'guardianName', label: 'Guardian Name', kind: 'text' },
  { name: 'status', label: 'Status', kind: 'status' },
];

export const feeTable: TableDescription = {
  key: 'fee',
  collection: 'fees',
  title: 'Fees',
  emptyMessage: 'No Fee.',
  columns: [
    { name: 'id', label: 'Id', kind: 'id' },
    { name: 'course', label: 'Course', kind: 'lookup', collection: 'courses' },
    { name: 'semester', label: 'Semester', kind: 'lookup', collection: 'semesters' },
    { name: 'feeType', label: 'Fee Type', kind: 'lookup', collection: 'feetypes' },
    { name: 'amount', label: 'Amount(Rs)', kind: 'integer', display: 'inr', align: 'right' },
    { name: 'dueDate', label: 'Due Date', kind: 'date' },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
};

export const feeFields: FormField[] = [
  { name: 'course', label: 'Course', kind: 'lookup', collection: 'courses', required: true },
  { name: 'semester', label: 'Semester', kind: 'lookup', collection: 'semesters', required: true },
  { name: 'feeType', label: 'Fee Type', kind: 'lookup', collection: 'feetypes', required: true },
  { name: 'amount', label: 'Amount', kind: 'integer', required: true },
  { name: 'dueDate', label: 'Due Date', kind: 'date', required: true },
  { name: 'status', label: 'Status', kind: 'status' },
];

export const receiptTable: TableDescription = {
  key: 'paymenthistory',
  collection: 'receipts',
  title: 'Payment Receipts',
  emptyMessage: 'No Receipt.',
  columns: [
    { name: 'receiptNo', label: 'Receipt No', kind: 'text' },
    { name: 'paidOn', label: 'Date', kind: 'date' },
    { name: 'studentName', label: 'Student', kind: 'text' },
    { name: 'rollNo', label: 'Roll No', kind: 'text' },
    { name: 'course', label: 'Course', kind: 'lookup', collection: 'courses' },
    { name: 'batch', label: 'Batch', kind: 'lookup', collection: 'batches' },
    { name: 'paymentMode', label: 'Payment Mode', kind: 'lookup', collection: 'paymentmodes' },
    { name: 'total', label: 'Amount(Rs)', kind: 'integer', display: 'inr', align: 'right' },
    { name: 'cancelled', label: 'Cancelled', kind: 'boolean' },
  ],
};

export const dueTable: TableDescription = {
  key: 'dues',
  collection: 'dues',
  title: 'Outstanding Dues',
  emptyMessage: 'Nothing is outstanding.',
  readOnly: true,
  columns: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'rollNo', label: 'Roll No', kind: 'text' },
    { name: 'course', label: 'Course', kind: 'lookup', collection: 'courses' },
    { name: 'batch', label: 'Batch', kind: 'lookup', collection: 'batches' },
    { name: 'semester', label: 'Semester', kind: 'lookup', collection: 'semesters' },
    { name: 'due', label: 'Due(Rs)', kind: 'integer', display: 'inr', align: 'right' },
    { name: 'paid', label: 'Paid(Rs)', kind: 'integer', display: 'inr', align: 'right' },
    { name: 'balance', label: 'Balance(Rs)', kind: 'integer', display: 'inr', align: 'right' },
  ],
};
