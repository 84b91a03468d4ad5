import 'server-only';
import { AppError } from '@/lib/errors';

/** A foreign key that does not resolve: the IRI the client sent names nothing. */
export const unresolved = () => AppError.badRequest('Invalid IRI: a referenced item does not exist.');
