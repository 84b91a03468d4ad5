/** IRIs of API resources: /api/{collection}/{id}. */
export const iriOf = (collection: string, id: number | string) => `/api/${collection}/${id}`;

export const collectionIri = (collection: string) => `/api/${collection}`;

const MAX_ID = 2_147_483_647;

/** A positive integer id as written in a path or a filter, or null. */
export function parseIntegerId(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
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
  return path.startsWith(prefix) ? parseIntegerId(path.slice(prefix.length)) : null;
}

/** A filter value naming a row: a plain id ("3") or its IRI ("/api/castes/3"). */
export const idFromIdOrIri = (value: string, collection: string) =>
  parseIntegerId(value) ?? idFromIri(value, collection);
