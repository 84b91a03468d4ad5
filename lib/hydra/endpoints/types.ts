import type { Actor } from '@/lib/auth/roles';
import type { ApiContext } from '../handler';

export type CollectionMethod = 'GET' | 'POST';
export type ItemMethod = 'GET' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who an endpoint is for, checked once by the router before any handler runs (lib/hydra/audience.ts):
 * anyone signed in, the member area, administrators, or the college screens (college staff and
 * administrators). A list is any of them. It is the door, not the lock: the data layer still
 * decides what each actor may read and write.
 */
export type Audience = 'signed-in' | 'member' | 'admin' | 'college';

/**
 * A collection's page read for an actor from the query of its address: the hydra:Collection that
 * GET /api/{collection} prints, as an object, or as its JSON bytes where a hot path keeps the
 * members serialized (profiles). Server pages read it too (readCollection in lib/hydra/routes.ts).
 */
type CollectionDocument = Record<string, unknown> | Uint8Array;
type CollectionReader = (read: {
  actor: Actor;
  search: URLSearchParams;
}) => Promise<CollectionDocument>;

/** What one API resource answers, at /api/{collection} and /api/{collection}/{id}. */
export type Endpoint = {
  audience: Audience | readonly Audience[];
  /** GET /api/{collection}. */
  list?: CollectionReader;
  collection: { POST?: (ctx: ApiContext, actor: Actor) => Promise<Response> };
  item: Partial<Record<ItemMethod, (ctx: ApiContext, id: string, actor: Actor) => Promise<Response>>>;
  /**
   * POST on the collection takes an Idempotency-Key (lib/hydra/idempotency.ts): for writes a
   * client must be able to retry, payments first. Its write function claims the key in its
   * transaction (lib/data/idempotency.ts), and its item GET answers a repeat whose answer was lost.
   */
  idempotencyKey?: true;
};
