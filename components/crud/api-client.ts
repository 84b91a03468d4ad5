import type { Violation } from '@/lib/errors';
import type { ResourceDescription, ResourceRow } from './types';

/**
 * The browser's side of the JSON-LD API (shared/docs/API.md), signed in by the session cookie.
 * Every failure becomes an ApiError whose message is the server's hydra:description, which the
 * screens show unchanged (spec section 8).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly violations: Violation[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type CollectionPage = { members: ResourceRow[]; total: number; next: string | null };

const JSON_LD = 'application/ld+json';

async function toApiError(response: Response): Promise<ApiError> {
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    // An answer that is not JSON (a proxy's error page): fall back to the status line below.
  }
  const description = body['hydra:description'] ?? body.detail;
  const message =
    typeof description === 'string' && description
      ? description
      : `${response.status} ${response.statusText}`.trim();
  const violations = Array.isArray(body.violations) ? (body.violations as Violation[]) : [];
  return new ApiError(response.status, message, violations);
}

async function request(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    credentials: 'same-origin',
    headers: { Accept: JSON_LD, ...init.headers },
  });
  if (!response.ok) throw await toApiError(response);
  return response;
}

export const collectionPath = (collection: string) => `/api/${collection}`;

/** One page of a collection; `url` is a collection path with its query, or a hydra:next IRI. */
export async function fetchCollectionPage(url: string, signal?: AbortSignal): Promise<CollectionPage> {
  const body = (await (await request(url, { signal })).json()) as Record<string, unknown>;
  const view = body['hydra:view'] as Record<string, unknown> | undefined;
  const next = view?.['hydra:next'];
  return {
    members: (body['hydra:member'] as ResourceRow[] | undefined) ?? [],
    total: Number(body['hydra:totalItems'] ?? 0),
    next: typeof next === 'string' ? next : null,
  };
}

/** One record as the API prints it; `Row` names the item's shape where the caller knows it (the profile). */
export async function fetchItem<Row = ResourceRow>(
  collection: string,
  id: number,
  signal?: AbortSignal,
): Promise<Row> {
  return (await (await request(`${collectionPath(collection)}/${id}`, { signal })).json()) as Row;
}

/** What a write may add: headers of its own (an Idempotency-Key per attempt), a signal to abort it. */
export type WriteOptions = { headers?: Record<string, string>; signal?: AbortSignal };

/**
 * One write to an IRI (a collection to POST to, an item to PATCH, PUT or DELETE): the body as
 * JSON-LD (a PATCH as merge-patch), the item the server answers, or null for an empty 204.
 */
export async function sendWrite<Row = ResourceRow>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  { headers, signal }: WriteOptions = {},
): Promise<Row | null> {
  const contentType = method === 'PATCH' ? 'application/merge-patch+json' : JSON_LD;
  const response = await request(url, {
    method,
    signal,
    headers: { ...(body === undefined ? {} : { 'Content-Type': contentType }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status === 204 ? null : ((await response.json()) as Row);
}

/** Creates (POST) when id is null, otherwise updates the record by id (PATCH, or PUT where the screen replaces). */
export async function saveItem<Row = ResourceRow>(
  resource: Pick<ResourceDescription, 'collection' | 'updateMethod'>,
  id: number | null,
  payload: Record<string, unknown>,
  options?: WriteOptions,
): Promise<Row> {
  const path = collectionPath(resource.collection);
  const saved =
    id === null
      ? await sendWrite<Row>('POST', path, payload, options)
      : await sendWrite<Row>(resource.updateMethod, `${path}/${id}`, payload, options);
  return saved as Row;
}
