import type { z } from 'zod';
import { AppError } from '@/lib/errors';

/** Validates data-layer input; a failure is a 422 AppError carrying the spec's message per field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const seen = new Set<string>();
  const violations = [];
  for (const issue of result.error.issues) {
    const propertyPath = issue.path.join('.');
    if (seen.has(propertyPath)) continue; // the first message of a field is the one forms show
    seen.add(propertyPath);
    violations.push({ propertyPath, message: issue.message });
  }
  throw AppError.validation(violations);
}
