/** The college area's screens: only their menu entries are specified so far. */
export const COLLEGE_PAGES: Record<string, string> = {
  dashboard: 'Dashboard',
  student: 'Students',
  fee: 'Fees',
  paymenthistory: 'Payment Receipts',
  course: 'Courses',
  semester: 'Semester',
  batch: 'Batch',
  feetype: 'Fee Type',
};
