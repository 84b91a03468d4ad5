import 'server-only';
import { AppError } from '@/lib/errors';

/** The row id a path or call names, or null when it cannot be one (a 404, not a database error). */
export const parseRowId = (id: number | string) => {
  const n = typeof id === 'number' ? id : /^[1-9]\d{0,9}$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/** A foreign key that does not resolve: the IRI the client sent names nothing. */
export const unresolved = () => AppError.badRequest('Invalid IRI: a referenced item does not exist.');
