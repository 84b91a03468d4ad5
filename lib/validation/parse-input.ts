import type { z } from 'zod';
import { AppError } from '@/lib/errors';
import { firstViolations } from './form';

/** Validates data-layer input; a failure is a 422 AppError carrying the spec's message per field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // The first message of a field is the one forms show.
  throw AppError.validation(firstViolations(result.error.issues));
}
