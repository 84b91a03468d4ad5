import 'server-only';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { MAX_ID } from '@/lib/resources/iri';
import type { ActionAnswer } from './legacy-json';
import { setReplyStatus } from './reply-status';

/**
 * The arguments of a server action, checked before the action does anything. Next.js hands an
 * action whatever the request decodes to: `[null]` for an object, a number for a string. The
 * actions once destructured it and threw, and Next.js answers a throwing action with 500. Here a
 * wrong shape is a 400 and a text holding a NUL character (PostgreSQL cannot store one; a password
 * with one was accepted) a 422 naming the field. The reply's HTTP status is set through
 * lib/http/reply-status.ts (scripts/serve.mjs writes it instead of Next.js's own).
 * The shape of the whole request (JSON, an array, size, depth) is proxy.ts's
 * (lib/http/action-request.ts).
 */

const NUL_MESSAGE = 'This value contains a NUL character.';

/** Text from a form: a string without NUL, of a length no form needs more than. */
export const formText = z
  .string()
  .max(100_000)
  .refine((value) => !value.includes('\u0000'), { error: NUL_MESSAGE });

/** A row id as a form sends it (a number: the same range as lib/resources/iri.ts's parseId). */
export const formId = z.number().int().positive().max(MAX_ID);

/** Why the arguments are refused: a 422 with one violation per NUL-holding field, else a 400. */
function refusalOf(error: z.ZodError): AppError {
  const nul = error.issues.every((issue) => issue.message === NUL_MESSAGE);
  if (!nul) return AppError.badRequest('Malformed server action arguments.');
  return AppError.validation(
    // The first path segment is the argument's position; the field is what follows.
    error.issues.map((issue) => ({
      propertyPath: issue.path.slice(1).map(String).join('.') || String(issue.path[0] ?? ''),
      message: issue.message,
    })),
  );
}

/** The arguments if they fit `schema`; otherwise the refusal, with the reply's status already set. */
export function checkActionArguments<T extends unknown[]>(
  schema: z.ZodType<T>,
  args: unknown[],
): { args: T } | { refusal: AppError } {
  const result = schema.safeParse(args);
  if (result.success) return { args: result.data };
  const refusal = refusalOf(result.error);
  setReplyStatus(refusal.status);
  return { refusal };
}

/** The arguments if they fit `schema`; otherwise the refusal is thrown (its status set, see above). */
export function actionArguments<T extends unknown[]>(schema: z.ZodType<T>, args: unknown[]): T {
  const checked = checkActionArguments(schema, args);
  if ('refusal' in checked) throw checked.refusal;
  return checked.args;
}

/** A refusal as a form action's answer: the legacy { result: false, formerror } and the fields. */
export function refusedForm(error: AppError): ActionAnswer {
  const answer: ActionAnswer = { result: false, formerror: error.violations[0]?.message ?? error.message };
  return error.violations.length > 0 ? { ...answer, violations: error.violations } : answer;
}
