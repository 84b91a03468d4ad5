import 'server-only';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { idFromIri } from '@/lib/resources/iri';
import { isRealDay } from '@/lib/validation/calendar';

/**
 * Zod pieces shared by the college writes. References arrive as IRIs (API.md); a string that is
 * not an IRI of the right collection is a malformed request (400), a missing one a rule (422).
 */
export function iriOf(collection: string, message: string) {
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

export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: `This value is too long. It should have ${max} characters or less.` });

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `This value is too long. It should have ${max} characters or less.` })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const day = (message: string) =>
  z.string({ error: message }).refine((v) => isRealDay(v), { error: message }).transform((v) => v.slice(0, 10));

/** Whole rupees, positive, below what an integer column holds. */
export const rupees = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(100_000_000, { error: 'This value should be between 1 and 100000000.' });

export const parseRowId = (id: number | string) => {
  const n = typeof id === 'number' ? id : /^[1-9]\d{0,9}$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/** A foreign key that does not resolve: the IRI the client sent names nothing. */
export const unresolved = () => AppError.badRequest('Invalid IRI: a referenced item does not exist.');
