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

/** "2026/00042": the year and the year's sequential number. */
export const receiptNoOf = (year: number, number: number) => `${year}/${String(number).padStart(5, '0')}`;
