import { AppError, isAppError } from '@/lib/errors';

/**
 * What an error means for the client, for every path that answers one (API, server actions, the
 * legacy JSON calls, instrumentation.ts): an AppError as it is; the database's being unreachable a
 * 503; a value it cannot store a 400; anything else null (a bug, a 500). It reads only the error,
 * so it sits below lib/data and lib/http, which both use it (README "Layers").
 */

/** Seconds a client is told to wait when the database is unreachable: about one restart. */
export const DB_RETRY_AFTER_SECONDS = 5;

/**
 * Signs that the database could not be reached or went away mid-query: postgres.js's own codes,
 * the socket's, and SQLSTATEs of class 08 (connection exception) and 57P0x (the server is shutting
 * down or starting), 53300 (too many connections) and 57014 (our statement_timeout fired).
 */
const UNAVAILABLE_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);

function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') codes.push(code);
    current = cause;
  }
  return codes;
}

/** Whether the error is the database's being unreachable, restarting or out of time (a 503). */
export const isDatabaseUnavailable = (error: unknown): boolean =>
  codesOf(error).some((code) => UNAVAILABLE_CODES.has(code) || code.startsWith('08'));

/**
 * Whether PostgreSQL itself ended the session the statement was sent on (57P01 an administrator's or
 * a restart's shutdown, 57P02 a crash): the statement did not complete there, and an open
 * transaction on it was rolled back, so a read may simply be sent again on another connection.
 */
export const isSessionTerminated = (error: unknown): boolean =>
  codesOf(error).some((code) => code === '57P01' || code === '57P02');

/**
 * What a database failure means for the client, or null when it is not one: unreachable or
 * restarting → 503 with Retry-After (the request can simply be repeated); a value PostgreSQL cannot
 * store or compare (SQLSTATE class 22, e.g. an invalid byte sequence or a number out of range) → 400.
 * The input checks catch these first with precise messages; this is the net under them, so neither
 * ever becomes a 500.
 */
function dbFailure(error: unknown): AppError | null {
  const codes = codesOf(error);
  if (isDatabaseUnavailable(error)) {
    return new AppError(503, 'The database is unavailable. Please try again in a few seconds.', [], {
      'Retry-After': String(DB_RETRY_AFTER_SECONDS),
    });
  }
  if (codes.some((code) => /^22[0-9A-Z]{3}$/.test(code) || code === '54000')) {
    return AppError.badRequest(
      'A value in the request cannot be stored or compared (invalid character, number or date).',
    );
  }
  return null;
}

/** The AppError an error stands for (itself, or a database failure's meaning), or null for a bug. */
export const asAppError = (error: unknown): AppError | null => (isAppError(error) ? error : dbFailure(error));
