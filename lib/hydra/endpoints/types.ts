import type { ApiContext } from '../handler';

export type CollectionMethod = 'GET' | 'POST';
export type ItemMethod = 'GET' | 'PUT' | 'PATCH' | 'DELETE';

/** What one API resource answers, at /api/{collection} and /api/{collection}/{id}. */
export type Endpoint = {
  collection: Partial<Record<CollectionMethod, (ctx: ApiContext) => Promise<Response>>>;
  item: Partial<Record<ItemMethod, (ctx: ApiContext, id: string) => Promise<Response>>>;
  /**
   * POST on the collection takes an Idempotency-Key (lib/hydra/idempotency.ts): for writes a
   * client must be able to retry, payments first. Its write function claims the key in its
   * transaction (lib/data/idempotency.ts), and its item GET answers a repeat whose answer was lost.
   */
  idempotencyKey?: true;
  /** Media types this address serves besides JSON-LD (apiHandler's alsoAccepts). */
  alsoAccepts?: string[];
};
