import type { ApiContext } from '../handler';

export type CollectionMethod = 'GET' | 'POST';
export type ItemMethod = 'GET' | 'PUT' | 'PATCH' | 'DELETE';

/** What one API resource answers, at /api/{collection} and /api/{collection}/{id}. */
export type Endpoint = {
  collection: Partial<Record<CollectionMethod, (ctx: ApiContext) => Promise<Response>>>;
  item: Partial<Record<ItemMethod, (ctx: ApiContext, id: string) => Promise<Response>>>;
  /** Media types this address serves besides JSON-LD (apiHandler's alsoAccepts). */
  alsoAccepts?: string[];
};
