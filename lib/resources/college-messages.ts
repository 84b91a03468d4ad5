/**
 * The college area's words: the forms' and the API's messages (one message per rule, the same on
 * both sides), and how receipts are numbered and dated. Isomorphic (screens and API share it).
 */
export const COLLEGE_MESSAGES = {
  name: 'Enter Name!',
  rollNo: 'Enter Roll No!',
  rollNoTaken: (rollNo: string) => `Roll No "${rollNo}" already exists.`,
  course: 'Select Course!',
  batch: 'Select Batch!',
  semester: 'Select Semester!',
  feeType: 'Select Fee Type!',
  phone: 'Enter a valid phone number!',
  email: 'Enter a valid e-mail!',
  amount: 'Enter Amount!',
  dueDate: 'Enter Due Date!',
  feeTaken: 'A fee for this course, semester and fee type already exists.',
  student: 'Select Student!',
  concessionFee: 'Select Fee!',
  concessionKind: 'Select Percentage or Amount!',
  concessionValue: 'Enter the concession!',
  concessionReason: 'Enter the reason for the concession!',
  approvedBy: 'Enter who approved it!',
  percentRange: 'A percentage is at most 100.',
  concessionTaken: 'This student already has a concession on this fee.',
  concessionTooLarge: (feeName: string, outstanding: string) =>
    `The concession on ${feeName} is more than what is still owed: at most ${outstanding}.`,
  paidOn: 'Enter Date!',
  paymentMode: 'Select Payment Mode!',
  items: 'Enter an amount against at least one fee!',
  otherCourse: 'This fee is not for the student’s course.',
  overpay: (feeName: string, outstanding: string) =>
    `The amount for ${feeName} is more than what is due: at most ${outstanding} can be paid.`,
  beyondCourse: (semester: string, semesters: number) =>
    `${semester} is beyond this course’s ${semesters} semesters.`,
  courseTooShort: (highest: number) =>
    `Students or fees of this course are in semester ${highest}: it cannot have fewer semesters.`,
  semesterTooLate: (semesters: number) =>
    `A course with ${semesters} semesters uses this semester: its number cannot be higher.`,
  laterSemester: (feeName: string) => `${feeName} is for a semester after the student’s current one.`,
  inactiveFee: (feeName: string) => `${feeName} is no longer active: it cannot be paid.`,
  paidOnRange: 'Enter a date from 2000 up to today!',
  belowPaid: (paid: string) => `${paid} has already been paid against this fee: the amount cannot be less.`,
  cancelReason: 'Enter the reason for cancelling!',
  alreadyCancelled: 'This receipt is already cancelled.',
  noEdit: 'A receipt cannot be edited or deleted; cancel it with a reason instead.',
  refundedReceipt: 'Money was refunded from this receipt: it cannot be cancelled.',
  lateFeeFee: 'Select Fee!',
  lateFeeKind: 'Select Flat or Per day!',
  lateFeeAmount: 'Enter the late fee!',
  graceDays: 'Enter the grace period in days (0 to 365)!',
  capBelowAmount: 'The cap is at least the fine for one day.',
  lateFeeTaken: 'This fee already has a late fee rule: change that one.',
  noLateFee: (feeName: string) => `There is no late fee on ${feeName} for this student to waive.`,
  alreadyWaived: 'This late fee is already waived.',
  waiverReason: 'Enter the reason for waiving the late fee!',
  finePaidInFull: 'This late fee is already paid in full: there is nothing to waive.',
  overpayFine: (feeName: string, outstanding: string) =>
    `The late fee on ${feeName} is less: at most ${outstanding} can be paid.`,
  refundReceipt: 'Select Receipt!',
  refundAmount: 'Enter the amount to refund!',
  refundReason: 'Enter the reason for the refund!',
  refundedOn: 'Enter Date!',
  refundedOnRange: 'Enter a date from the receipt’s date up to today!',
  refundCancelled: 'This receipt is cancelled: there is nothing to refund.',
  refundTooLarge: (receiptNo: string, left: string) =>
    `The refund is more than what is left of receipt ${receiptNo}: at most ${left} can be refunded.`,
};

/**
 * The days a receipt may be dated (issue 21 item 9: "0001-01-01" and "9999-12-31" were taken and
 * numbered "1/00002"). The date numbers the receipt (its year) and counts in that day's
 * collection, so it must be a real day of the college's books: not before 2000 (older books are
 * not kept here), and not in the future beyond one day, the margin for the college's time zone
 * (India is 5:30 ahead of the server's UTC, so its today can be the server's tomorrow).
 */
export const EARLIEST_RECEIPT_DAY = '2000-01-01';
export const latestReceiptDay = (now = new Date()) =>
  new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);

/** "R2026/00007": a refund's number, in its own yearly series. */
export const refundNoOf = (year: number, number: number) => `R${year}/${String(number).padStart(5, '0')}`;

/** "2026/00042": the year and the year's sequential number. */
export const receiptNoOf = (year: number, number: number) => `${year}/${String(number).padStart(5, '0')}`;
