import 'server-only';
import { ZodError } from 'zod';
import { violationsOf } from '@/lib/data/input';
import { asAppError } from '@/lib/database-failure';
import { AppError, type Violation } from '@/lib/errors';
import { errorBody, TITLE } from '@/lib/http/error-body';
import { jsonLd } from './http';

function violationsBody(violations: Violation[]) {
  const description = violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n');
  return {
    '@context': '/api/contexts/ConstraintViolationList',
    '@type': 'ConstraintViolationList',
    'hydra:title': TITLE,
    'hydra:description': description,
    title: TITLE,
    detail: description,
    status: 422,
    violations,
  };
}

/**
 * The one place where anything thrown while answering an API call becomes a response: AppError
 * keeps its status, message and headers; a database outage is a 503 with Retry-After and a value
 * PostgreSQL refused a 400 (lib/database-failure.ts); a ZodError is a 422; anything else is logged here and
 * answered with a bare 500, so no stack trace or SQL ever reaches a client.
 */
export function errorResponse(error: unknown): Response {
  const known = asAppError(error);
  if (known) {
    if (known.status === 422) return jsonLd(violationsBody(known.violations), 422, known.headers);
    if (known.status === 503) console.warn('[api] database unavailable:', codeOf(error));
    return jsonLd(errorBody(known.status, known.message), known.status, known.headers);
  }
  if (error instanceof ZodError) return jsonLd(violationsBody(violationsOf(error)), 422);
  console.error('[api] unexpected error', error);
  return jsonLd(errorBody(500, 'Internal Server Error'), 500);
}

/** The driver's code of an error (or its cause), for a one-line log without the SQL. */
const codeOf = (error: unknown) =>
  String(
    (error as { code?: unknown; cause?: { code?: unknown } })?.code ??
      (error as { cause?: { code?: unknown } })?.cause?.code ??
      'unknown',
  );

export const methodNotAllowed = (allowed: string[]) =>
  new AppError(405, 'Method Not Allowed', [], { Allow: allowed.join(', ') });
