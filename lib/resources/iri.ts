/** IRIs of API resources: /api/{collection}/{id}. */
export const iriOf = (collection: string, id: number | string) => `/api/${collection}/${id}`;

export const collectionIri = (collection: string) => `/api/${collection}`;

/** The largest row id: ids are PostgreSQL `serial` (integer) columns. */
export const MAX_ID = 2_147_483_647;

/**
 * The one parser of a row id, as a path, a filter or a caller names it: a positive integer (written
 * in digits without a sign or leading zero) that fits an integer column, or null when the value
 * cannot be one. A path's null is a 404 (`rowId` in lib/data/input.ts), a filter's a 400: never
 * a database error.
 */
export function parseId(value: number | string): number | null {
  if (typeof value === 'string' && !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * The id an IRI of `collection` points to, or null when it is not one. An absolute IRI is
 * accepted for its path, as API Platform does.
 */
export function idFromIri(value: string, collection: string): number | null {
  let path = value;
  if (/^https?:\/\//i.test(value)) {
    try {
      path = new URL(value).pathname;
    } catch {
      return null;
    }
  }
  const prefix = `/api/${collection}/`;
  return path.startsWith(prefix) ? parseId(path.slice(prefix.length)) : null;
}

/** A filter value naming a row: a plain id ("3") or its IRI ("/api/castes/3"). */
export const idFromIdOrIri = (value: string, collection: string) =>
  parseId(value) ?? idFromIri(value, collection);
