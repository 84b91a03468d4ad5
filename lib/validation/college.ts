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
    .array(
      z.object({
        fee: reference('fees', M.items),
        amount: rupees(M.amount),
        // The late fee on the fee (issue 27) rather than the fee itself.
        fine: z
          .boolean()
          .nullish()
          .transform((v) => v === true),
      }),
      { error: M.items },
    )
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

/**
 * A concession or scholarship (issue 27 item 3): a student, one fee, a percentage (1 to 100) or an
 * amount in rupees, the reason and who approved it. What it comes to in rupees, and whether it
 * fits in what is still owed on the fee, the server decides.
 */
export const concessionSchema = z
  .object({
    student: reference('students', M.student),
    fee: reference('fees', M.concessionFee),
    kind: z.enum(['percent', 'amount'], { error: M.concessionKind }),
    value: z
      .number({ error: M.concessionValue })
      .int({ error: M.concessionValue })
      .min(1, { error: M.concessionValue })
      .max(MAX_RUPEES, { error: CONSTRAINT_MESSAGES.range(1, MAX_RUPEES) }),
    reason: requiredText(M.concessionReason, 300),
    approvedBy: requiredText(M.approvedBy, 100),
  })
  .refine((v) => v.kind !== 'percent' || v.value <= 100, {
    path: ['value'],
    error: M.percentRange,
  });

/**
 * A late fee rule on a fee (issue 27 item 3): a grace period in days after the due date, then a
 * flat fine or a fine per day, capped (the cap for a fine per day only; none means no cap).
 */
export const lateFeeRuleSchema = z
  .object({
    fee: reference('fees', M.lateFeeFee),
    graceDays: z
      .number({ error: M.graceDays })
      .int({ error: M.graceDays })
      .min(0, { error: M.graceDays })
      .max(365, { error: M.graceDays }),
    kind: z.enum(['flat', 'per_day'], { error: M.lateFeeKind }),
    amount: rupees(M.lateFeeAmount),
    cap: z
      .number({ error: M.lateFeeAmount })
      .int({ error: M.lateFeeAmount })
      .min(1, { error: M.lateFeeAmount })
      .max(MAX_RUPEES, { error: CONSTRAINT_MESSAGES.range(1, MAX_RUPEES) })
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((v) => v.cap === null || v.cap >= v.amount, { path: ['cap'], error: M.capBelowAmount });

/** Waiving one student's late fee on one fee: the reason is required. */
export const fineWaiverSchema = z.object({
  student: reference('students', M.student),
  fee: reference('fees', M.lateFeeFee),
  reason: requiredText(M.waiverReason, 300),
});

/** A refund against a receipt: how much, why, how it was paid back and when. */
export const refundSchema = z.object({
  paymentReceipt: reference('receipts', M.refundReceipt),
  amount: rupees(M.refundAmount),
  reason: requiredText(M.refundReason, 300),
  paymentMode: reference('paymentmodes', M.paymentMode),
  refundedOn: day(M.refundedOn).refine((v) => v >= EARLIEST_RECEIPT_DAY && v <= latestReceiptDay(), {
    error: M.refundedOnRange,
  }),
});
