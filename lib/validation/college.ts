import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import type { CollegeEntity, CollegeField } from '@/lib/resources/college';
import {
  COLLEGE_MESSAGES as M,
  EARLIEST_RECEIPT_DAY,
  latestReceiptDay,
} from '@/lib/resources/college-messages';
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

/** The rule of one writable field, by its kind; the messages are the registry's. */
function fieldRule(field: CollegeField): z.ZodType | null {
  const required = field.requiredMessage ?? `Enter ${field.label}!`;
  const max = field.maxLength ?? 100;
  switch (field.kind) {
    case 'text':
      return field.requiredMessage ? requiredText(required, max) : optionalText(max);
    case 'phone':
      return optionalText(max).refine((v) => v === null || isValidPhoneNumber(v), { error: M.phone });
    case 'email':
      return optionalText(max).refine((v) => v === null || z.email().safeParse(v).success, {
        error: M.email,
      });
    case 'lookup':
      return reference(field.collection!, required);
    case 'rupees':
      return rupees(required);
    case 'date':
      return day(required);
    case 'status':
      return z.boolean().default(true);
    default:
      return null;
  }
}

/**
 * A college record as the API takes it and its form sends it: each writable field of the
 * registry entry by its rule (a student's phone in international form, +91..., as the phone
 * input sends it).
 */
export function collegeSchema(entity: CollegeEntity) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of entity.fields) {
    const rule = field.readOnly ? null : fieldRule(field);
    if (rule) shape[field.name] = rule;
  }
  return z.object(shape);
}

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
