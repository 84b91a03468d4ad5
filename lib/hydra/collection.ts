import type { ListField, ListResult } from '@/lib/resources/list';
import { searchVariables } from './query';

/** PHP's rawurlencode (RFC 3986), which API Platform's view IRIs use for keys and values. */
const rawEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The request's own query, re-encoded, without `page`; `page` always goes last. */
function viewIri(path: string, search: URLSearchParams, page: number | null): string {
  const parts: string[] = [];
  for (const [key, value] of search) if (key !== 'page') parts.push(`${rawEncode(key)}=${rawEncode(value)}`);
  if (page !== null) parts.push(`page=${page}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

/**
 * hydra:view as API Platform 3 prints it: omitted when everything fits one page and no query
 * parameter (other than pagination) was sent; only @id when one page but filtered; otherwise
 * first, last, and previous/next where they exist.
 */
export function viewOf(path: string, search: URLSearchParams, result: ListResult<unknown>) {
  const applied = [...search.keys()].some((k) => k !== 'pagination');
  const paginated = result.paginated && result.lastPage !== 1;
  if (!applied && !paginated) return undefined;
  const view: Record<string, string> = {
    '@id': viewIri(path, search, paginated ? result.page : null),
    '@type': 'hydra:PartialCollectionView',
  };
  if (paginated) {
    view['hydra:first'] = viewIri(path, search, 1);
    view['hydra:last'] = viewIri(path, search, result.lastPage);
    if (result.page > 1) view['hydra:previous'] = viewIri(path, search, result.page - 1);
    if (result.page < result.lastPage) view['hydra:next'] = viewIri(path, search, result.page + 1);
  }
  return view;
}

type Search = { object: unknown; json: string };
const searchCache = new Map<string, Search>();

/** hydra:search of a collection, as an object and as JSON text, built once per path and field list. */
function searchFor(path: string, fields: ListField[]): Search {
  // Keyed by the field names too: members and administrators list profiles with different fields.
  const key = `${path}?${fields.map((f) => f.name).join(',')}`;
  let search = searchCache.get(key);
  if (!search) {
    const variables = searchVariables(fields);
    const object = {
      '@type': 'hydra:IriTemplate',
      'hydra:template': `${path}{?${variables.map((v) => v.variable).join(',')}}`,
      'hydra:variableRepresentation': 'BasicRepresentation',
      'hydra:mapping': variables.map((v) => ({
        '@type': 'IriTemplateMapping',
        variable: v.variable,
        property: v.property,
        required: false,
      })),
    };
    search = { object, json: JSON.stringify(object) };
    searchCache.set(key, search);
  }
  return search;
}

/** hydra:search: the IRI template of every filter and order parameter the collection takes. */
export const searchOf = (path: string, fields: ListField[]) => searchFor(path, fields).object;

/** A hydra:Collection of already-serialized members. */
export function collectionBody(options: {
  context: string;
  path: string;
  search: URLSearchParams;
  result: ListResult<unknown>;
  members: unknown[];
  fields: ListField[];
}) {
  const { context, path, search, result, members, fields } = options;
  const body: Record<string, unknown> = {
    '@context': context,
    '@id': path,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': result.totalItems,
  };
  const view = viewOf(path, search, result);
  if (view) body['hydra:view'] = view;
  body['hydra:search'] = searchOf(path, fields);
  return body;
}

/**
 * The same collection as collectionBody(), as UTF-8 JSON, around members serialized already (the
 * profile list keeps each member serialized, see endpoints/profiles.ts): the page is one copy of
 * bytes kept in memory, not a string built and encoded again. Its 20 kB hydra:search is serialized
 * once, not on every request. A member may come in parts (a kept fragment and what follows it),
 * copied once, here, into the page.
 */
export function collectionBytes(
  options: Omit<Parameters<typeof collectionBody>[0], 'members'>,
  members: readonly (Uint8Array | readonly Uint8Array[])[],
): Buffer {
  const { context, path, search, result, fields } = options;
  const head = JSON.stringify({ '@context': context, '@id': path, '@type': 'hydra:Collection' });
  const view = viewOf(path, search, result);
  const tail =
    `],"hydra:totalItems":${result.totalItems}` +
    (view ? `,"hydra:view":${JSON.stringify(view)}` : '') +
    `,"hydra:search":${searchFor(path, fields).json}}`;
  const parts: Uint8Array[] = [Buffer.from(`${head.slice(0, -1)},"hydra:member":[`)];
  members.forEach((member, i) => {
    if (i) parts.push(COMMA);
    if (member instanceof Uint8Array) parts.push(member);
    else parts.push(...member);
  });
  parts.push(Buffer.from(tail));
  return Buffer.concat(parts);
}

const COMMA = Buffer.from(',');
