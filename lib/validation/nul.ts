import { AppError } from '@/lib/errors';

/**
 * PostgreSQL text cannot hold a NUL character (U+0000): a query carrying one fails with
 * "invalid byte sequence" (22021), which once surfaced as a 500. Input is checked for it at the
 * edges (query strings, JSON bodies), so the client learns which value was wrong.
 */
const NUL = '\u0000';

/** The path ("name", "tags.0", a key itself) of the first string holding a NUL in `value`, or null. */
export function nulPathOf(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return at.replaceAll(NUL, '\\u0000');
    const found = nulPathOf(inner, at);
    if (found !== null) return found;
  }
  return null;
}

/** 400 when a JSON body holds a NUL in any key or string. */
export function assertNoNulInBody(body: unknown): void {
  const path = nulPathOf(body);
  if (path !== null) throw AppError.badRequest(`The "${path || 'body'}" attribute contains a NUL character.`);
}

/** 400 when a query parameter's name or value holds a NUL (checked before anything else, also for anonymous callers). */
export function assertNoNulInQuery(search: URLSearchParams): void {
  for (const [key, value] of search) {
    if (key.includes(NUL) || value.includes(NUL)) {
      throw AppError.badRequest(
        `Invalid value for "${key.replaceAll(NUL, '\\u0000')}": it contains a NUL character.`,
      );
    }
  }
}
