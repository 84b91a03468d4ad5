import { AppError } from '@/lib/errors';

/**
 * PostgreSQL text cannot hold a NUL character (U+0000): a query carrying one fails with
 * "invalid byte sequence" (22021), which once surfaced as a 500. Input is checked for it at the
 * edges (query strings, JSON bodies), so the client learns which value was wrong.
 *
 * The walk is iterative and bodies nest at most MAX_JSON_DEPTH levels: the recursive walk it
 * replaces overflowed the stack on JSON nested about 4,000 deep (an 8 kB body), a 500 on every write.
 */
const NUL = '\u0000';

/** Deepest nesting of arrays and objects a JSON body may have (no resource comes near it). */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = `The body is nested more than ${MAX_JSON_DEPTH} levels deep.`;

/** Whether a parsed JSON value nests arrays and objects more than `limit` levels deep. */
export function isNestedDeeperThan(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const inner of Object.values(current)) stack.push([inner, depth + 1]);
  }
  return false;
}

/** The path ("name", "tags.0", a key itself) of the first string holding a NUL in `value`, or null. */
export function nulPathOf(value: unknown): string | null {
  // Depth first, in key order, a key before what it holds: as a recursive walk would report it.
  const stack: [unknown, string, boolean][] = [[value, '', false]];
  while (stack.length > 0) {
    const [current, path, nulInKey] = stack.pop()!;
    if (nulInKey) return path.replaceAll(NUL, '\\u0000');
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const entries = Object.entries(current);
    for (let at = entries.length - 1; at >= 0; at--) {
      const [key, inner] = entries[at];
      stack.push([inner, path ? `${path}.${key}` : key, key.includes(NUL)]);
    }
  }
  return null;
}

/** 400 when a JSON body nests too deeply, or holds a NUL in any key or string. */
export function assertNoNulInBody(body: unknown): void {
  if (isNestedDeeperThan(body)) throw AppError.badRequest(TOO_DEEP_MESSAGE);
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
