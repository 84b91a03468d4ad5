import type { z } from 'zod';
import type { Violation } from '@/lib/errors';
import './jitless';

/**
 * The bridge between a shared zod schema and a Mantine form, used the same way on both sides: the
 * server turns a failed parse into violations (parse-input.ts), the form shows the same first
 * message per field, and a server's violations land under the field they name.
 */
type FieldErrors = Record<string, string>;

/** One violation per field: its first issue, the message a form shows under it. */
export function firstViolations(issues: readonly z.core.$ZodIssue[]): Violation[] {
  const seen = new Set<string>();
  const violations: Violation[] = [];
  for (const issue of issues) {
    const propertyPath = issue.path.map(String).join('.');
    if (seen.has(propertyPath)) continue;
    seen.add(propertyPath);
    violations.push({ propertyPath, message: issue.message });
  }
  return violations;
}

/** A server's violations as form errors (form.setErrors), the first message of each field kept. */
export function violationErrors(violations: readonly Violation[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { propertyPath, message } of violations) errors[propertyPath] ??= message;
  return errors;
}

/** Turns a zod schema into a Mantine form validator that shows the first message of each field. */
export function formValidator<T extends z.ZodType>(schema: T) {
  return (values: unknown): FieldErrors => {
    const result = schema.safeParse(values);
    return result.success ? {} : violationErrors(firstViolations(result.error.issues));
  };
}
