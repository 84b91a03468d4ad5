import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { idFromIri } from '@/lib/resources/iri';
import { isRealDay } from './calendar';
import { CONSTRAINT_MESSAGES } from './constraint-messages';

/** The messages of a plan payment and of cancelling an invoice (the admin screens show them as they are). */
export const PLAN_PAYMENT_MESSAGES = {
  profile: 'Select Member!',
  membersPlan: 'Select Members Plan!',
  amount: 'Enter Amount!',
  paymentMode: 'Select Payment Mode!',
  paidOn: 'Enter Paid On!',
  paidOnRange: 'Paid On cannot be in the future or before 2000.',
  cancelReason: 'Enter the reason for cancelling!',
  onlyCancel: 'An invoice is never edited: it can only be cancelled, with a reason.',
  alreadyCancelled: 'This invoice is already cancelled.',
} as const;

const M = PLAN_PAYMENT_MESSAGES;
const MAX_RUPEES = 100_000_000;

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

/** Tomorrow in UTC: a payment dated today in India is never refused for the time zone. */
const latestPaidOn = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** POST /api/plan_payments and the Record payment form. */
export const planPaymentSchema = z.object({
  profile: reference('profiles', M.profile),
  membersPlan: reference('membersplans', M.membersPlan),
  amount: z
    .number({ error: M.amount })
    .int({ error: M.amount })
    .min(1, { error: M.amount })
    .max(MAX_RUPEES, { error: CONSTRAINT_MESSAGES.range(1, MAX_RUPEES) }),
  paymentMode: reference('paymentmodes', M.paymentMode),
  referenceNo: z
    .string()
    .trim()
    .max(60, { error: CONSTRAINT_MESSAGES.tooLong(60) })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  paidOn: z
    .string({ error: M.paidOn })
    .refine((v) => isRealDay(v), { error: M.paidOn })
    .transform((v) => v.slice(0, 10))
    .refine((v) => v >= '2000-01-01' && v <= latestPaidOn(), { error: M.paidOnRange }),
});

/** PATCH /api/invoices/{id}: {"cancelled": true, "cancelReason"}, the only change an invoice takes. */
export const invoiceCancelSchema = z.object({
  cancelled: z.literal(true, { error: M.onlyCancel }),
  cancelReason: z
    .string({ error: M.cancelReason })
    .trim()
    .min(1, { error: M.cancelReason })
    .max(300, { error: CONSTRAINT_MESSAGES.tooLong(300) }),
});
