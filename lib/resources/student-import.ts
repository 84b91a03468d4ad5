/**
 * The students CSV import (issue 27 item 5), what the page and the server share: the columns (as
 * the student form labels them), the template's example row, and the limits.
 */
export const STUDENT_IMPORT_COLUMNS = [
  'Name',
  'Roll No',
  'Course',
  'Batch',
  'Semester',
  'Phone',
  'Email',
  'Guardian Name',
  'Guardian Phone',
] as const;

export const STUDENT_IMPORT_EXAMPLE = [
  'Kavya R',
  'PHY25001',
  'B.Sc Physics',
  '2025-2028',
  'Semester 1',
  '+919812345678',
  'kavya@example.com',
  'Ramesh K',
  '+919876543210',
];

/** The largest file taken (bytes) and the most students in one. */
export const STUDENT_IMPORT_MAX_BYTES = 1_000_000;
export const STUDENT_IMPORT_MAX_ROWS = 5000;
