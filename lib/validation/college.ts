import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { COLLEGE_MESSAGES as M, EARLIEST_RECEIPT_DAY, latestReceiptDay } from '@/lib/resources/college';
import { idFromIri } from '@/lib/resources/iri';
import { isRealDay } from './calendar';
import { CONSTRAINT_MESSAGES } from './constraint-messages';

/**
 * The rules of the college forms (students, fees, payment receipts, cancelling a receipt), written
 * once: each form checks what it is about to send with the schema its API route parses the body
 * with (lib/data/college/*.ts), so both say the same message under the same field. The input is
 * the wire format (references as IRIs, '' or null for an emptied control); the output is what
 * the database takes (references as ids). Checks that need the database (a reference that names
 * nothing, overpaying, a roll number taken) stay on the server.
 */

/**
 * A reference sent as an IRI: a missing one is a rule (422, `message`), a string that is not an
 * IRI of the right collection a malformed request (400, as API Platform answers). Forms send the
 * IRIs of their choices, so only a hand-made request meets the 400.
 */
function reference(collection: string, message: string) {
  return z
    .string({ error: message })
    .nullable()
    .transform((value, ctx) => {
      if (value === null || value === '') {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      const id = idFromIri(value, collection);
      if (id === null) throw AppError.badRequest(`Invalid IRI "${value}".`);
      return id;
    });
}

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: CONSTRAINT_MESSAGES.tooLong(max) });

/** Optional text: empty is stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: CONSTRAINT_MESSAGES.tooLong(max) })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** A day as the API writes it (YYYY-MM-DD), one that exists. */
const day = (message: string) =>
  z
    .string({ error: message })
    .refine((v) => isRealDay(v), { error: message })
    .transform((v) => v.slice(0, 10));

const MAX_RUPEES = 100_000_000;

/** Whole rupees, positive, below what an integer column holds. */
const rupees = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_RUPEES, { error: CONSTRAINT_MESSAGES.range(1, MAX_RUPEES) });

/** A student; the phone in international form (+91...), as the phone input sends it. */
export const studentSchema = z.object({
  name: requiredText(M.name, 100),
  rollNo: requiredText(M.rollNo, 30),
  course: reference('courses', M.course),
  batch: reference('batches', M.batch),
  semester: reference('semesters', M.semester),
  phone: optionalText(20).refine((v) => v === null || isValidPhoneNumber(v), { error: M.phone }),
  email: optionalText(254).refine((v) => v === null || z.email().safeParse(v).success, { error: M.email }),
  guardianName: optionalText(100),
  status: z.boolean().default(true),
});

/** One line of the fee structure: course x semester x fee type, its amount and due date. */
export const feeSchema = z.object({
  course: reference('courses', M.course),
  semester: reference('semesters', M.semester),
  feeType: reference('feetypes', M.feeType),
  amount: rupees(M.amount),
  dueDate: day(M.dueDate),
  status: z.boolean().default(true),
});

/** A payment: the student, the day, the mode and an amount against at least one fee. */
export const receiptSchema = z.object({
  student: reference('students', M.student),
  // Checked when parsed, so "today" is the day of the save, not of the module's loading.
  paidOn: day(M.paidOn).refine((v) => v >= EARLIEST_RECEIPT_DAY && v <= latestReceiptDay(), {
    error: M.paidOnRange,
  }),
  paymentMode: reference('paymentmodes', M.paymentMode),
  referenceNo: optionalText(60),
  items: z
    .array(z.object({ fee: reference('fees', M.items), amount: rupees(M.amount) }), { error: M.items })
    .min(1, { error: M.items })
    .max(50),
});

/** Cancelling a receipt, the only change it takes. */
export const cancelSchema = z.object({
  cancelReason: z
    .string({ error: M.cancelReason })
    .trim()
    .min(1, { error: M.cancelReason })
    .max(300, { error: CONSTRAINT_MESSAGES.tooLong(300) }),
});

/** The schema of each college record form, by the collection it writes (components/college). */
export const COLLEGE_FORM_SCHEMAS: Record<string, z.ZodType> = {
  students: studentSchema,
  fees: feeSchema,
};
