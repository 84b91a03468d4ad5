import 'server-only';
import { ZodError, type ZodType } from 'zod';
import { env } from '@/lib/env';
import { AppError, type Violation } from '@/lib/errors';
import { isAllowedHost } from '@/lib/http/allowed-hosts';
import { parseId } from '@/lib/resources/iri';

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
 * The row a path or a caller names (`/api/{collection}/{id}`, a page's `[id]`): its id, or a 404
 * when the value cannot be a row id (lib/resources/iri.ts's `parseId`), as for a row that does
 * not exist. Called after the actor's checks, so a forbidden caller learns nothing from it.
 */
export function rowId(id: number | string): number {
  const key = parseId(id);
  if (key === null) throw AppError.notFound();
  return key;
}

const FOREIGN_IRI = 'This IRI names another server: use this API\'s own, such as "/api/castes/1".';

/**
 * A violation for an IRI with a scheme or host that is not this app's own (loopback, this
 * machine's addresses, APP_URL's host, ALLOWED_HOSTS: lib/http/allowed-hosts.ts). Only the path
 * of "http://evil.example/api/castes/1" was once kept, so it was stored as our /api/castes/1.
 */
export function foreignIriViolation(name: string, value: string): Violation | null {
  if (!/^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i.test(value)) return null;
  let url: URL | null = null;
  try {
    url = new URL(value, 'http://relative.invalid');
  } catch {
    // not a URL at all: foreign
  }
  const { APP_URL, ALLOWED_HOSTS } = env();
  const own =
    url !== null &&
    ['http:', 'https:'].includes(url.protocol) &&
    !url.username &&
    !url.password &&
    isAllowedHost(url.host, { appUrl: APP_URL, allowedHosts: ALLOWED_HOSTS });
  return own ? null : { propertyPath: name, message: FOREIGN_IRI };
}

/**
 * Keeps the known properties of `body`, with '' read as null for numbers, dates and references
 * (what an emptied form control sends), and refuses wrong JSON types with 400. Null passes: whether
 * a property may be null is a rule (422, with the spec's "Enter ...!" message), not a type.
 */
export function pickTyped(body: Record<string, unknown>, properties: InputProperty[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  const foreign: Violation[] = [];
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
    if (kind === 'iri' && typeof value === 'string') {
      const violation = foreignIriViolation(name, value);
      if (violation) foreign.push(violation);
    }
    picked[name] = value;
  }
  if (foreign.length > 0) throw AppError.validation(foreign);
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
