import 'server-only';
import { ZodError } from 'zod';
import { violationsOf } from '@/lib/data/input';
import { AppError, isAppError, type Violation } from '@/lib/errors';
import { errorBody, TITLE } from './error-body';
import { jsonLd } from './http';

export { errorBody };

export function violationsBody(violations: Violation[]) {
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
 * keeps its status, message and headers; a ZodError is a 422; anything else is logged here and
 * answered with a bare 500, so no stack trace or SQL ever reaches a client.
 */
export function errorResponse(error: unknown): Response {
  if (isAppError(error)) {
    if (error.status === 422) return jsonLd(violationsBody(error.violations), 422, error.headers);
    return jsonLd(errorBody(error.status, error.message), error.status, error.headers);
  }
  if (error instanceof ZodError) return jsonLd(violationsBody(violationsOf(error)), 422);
  console.error('[api] unexpected error', error);
  return jsonLd(errorBody(500, 'Internal Server Error'), 500);
}

export const methodNotAllowed = (allowed: string[]) =>
  new AppError(405, 'Method Not Allowed', [], { Allow: allowed.join(', ') });
