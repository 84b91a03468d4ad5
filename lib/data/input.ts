import 'server-only';
import { ZodError, type ZodType } from 'zod';
import { AppError, type Violation } from '@/lib/errors';

/**
 * The two steps every write goes through, as in API Platform: first the JSON types are checked
 * (a wrong type is a malformed request: 400, the first offending attribute named), then the rules
 * (422 with one violation per field, carrying the spec's message).
 */
type InputKind = 'string' | 'integer' | 'boolean' | 'iri' | 'date';

export type InputProperty = { name: string; kind: InputKind };

/** PHP's names for JSON types, which API Platform's messages use. */
function typeName(value: unknown): string {
  if (value === null) return 'NULL';
  if (Array.isArray(value) || typeof value === 'object') return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'boolean') return 'bool';
  return typeof value;
}

const EXPECTED: Record<InputKind, string> = { string: 'string', integer: 'int', boolean: 'bool', iri: 'string', date: 'string' };

/** A request body must be a JSON object. */
export function expectObject(input: unknown): Record<string, unknown> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw AppError.badRequest('The input data is misformatted.');
  }
  return input as Record<string, unknown>;
}

/**
 * Keeps the known properties of `body`, with '' read as null for numbers, dates and references
 * (what an emptied form control sends), and refuses wrong JSON types with 400. Null passes: whether
 * a property may be null is a rule (422, with the spec's "Enter ...!" message), not a type.
 */
export function pickTyped(body: Record<string, unknown>, properties: InputProperty[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const { name, kind } of properties) {
    if (!(name in body)) continue;
    let value = body[name];
    if (value === '' && kind !== 'string') value = null;
    if (value !== null && value !== undefined) {
      if (kind === 'iri' && typeof value === 'object') {
        throw AppError.badRequest(`Nested documents for attribute "${name}" are not allowed. Use IRIs instead.`);
      }
      if (kind === 'iri' && typeof value !== 'string') {
        throw AppError.badRequest(`Expected IRI or nested document for attribute "${name}", "${typeName(value)}" given.`);
      }
      const ok =
        kind === 'integer'
          ? typeof value === 'number' && Number.isSafeInteger(value)
          : kind === 'boolean'
            ? typeof value === 'boolean'
            : typeof value === 'string';
      if (!ok) {
        throw AppError.badRequest(`The type of the "${name}" attribute must be "${EXPECTED[kind]}", "${typeName(value)}" given.`);
      }
    }
    picked[name] = value;
  }
  return picked;
}

/** Zod issues as violations: the first path segment names the property, the message is the rule's. */
export function violationsOf(error: ZodError): Violation[] {
  return error.issues.map((issue) => ({ propertyPath: issue.path.map(String).join('.'), message: issue.message }));
}

/** Parses with a zod schema; a failure becomes a 422 AppError listing every violation. */
export function parseOrThrow<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw AppError.validation(violationsOf(result.error));
  return result.data;
}
