import 'server-only';
import {
  assertCanWriteMasterData,
  cachedMasterListBody,
  createMasterData,
  deleteMasterData,
  getMasterData,
  listMasterData,
  updateMasterData,
} from '@/lib/data/master-data';
import type { Actor } from '@/lib/auth/roles';
import type { MasterResource } from '@/lib/resources/master-data';
import { masterListFields } from '@/lib/resources/master-list';
import { collectionBody } from '../collection';
import type { ApiContext } from '../handler';
import { MERGE_PATCH, jsonLd, noContent, readJsonBody } from '../http';
import { collectionIri, iriOf } from '@/lib/resources/iri';
import { parseListQuery } from '../query';
import { contextOf, masterItem } from '../serialize';
import type { Endpoint } from './types';

/** The five operations of one master-data entity, all generic over its registry entry. */
export function masterEndpoint(resource: MasterResource): Endpoint {
  const fields = masterListFields(resource);
  const path = collectionIri(resource.collection);
  const itemResponse = (
    record: Parameters<typeof masterItem>[1],
    status = 200,
    headers: Record<string, string> = {},
  ) => jsonLd(masterItem(resource, record, true), status, { 'Accept-Patch': MERGE_PATCH, ...headers });

  const update = (mode: 'merge' | 'replace') => async (ctx: ApiContext, id: string, actor: Actor) => {
    assertCanWriteMasterData(actor, resource); // before the body is read: a refused caller's is never parsed
    const input = await readJsonBody(ctx.request, mode === 'merge' ? 'PATCH' : 'PUT');
    return itemResponse(await updateMasterData({ actor, resource, id, input, mode }));
  };

  return {
    // Every signed-in user reads the active rows; who writes is the data layer's rule (per resource).
    audience: 'signed-in',
    // The page as bytes, printed once per query string until the table changes; a query that
    // does not parse is refused each time (nothing is kept for it).
    list: async ({ actor, search }) =>
      cachedMasterListBody({ actor, resource, search: search.toString() }, async () => {
        const query = parseListQuery(search, fields, resource.collection);
        const result = await listMasterData({ actor, resource, query });
        const body = collectionBody({
          context: contextOf(resource.shortName),
          path,
          search,
          result,
          members: result.items.map((record) => masterItem(resource, record, false)),
          fields,
        });
        return Buffer.from(JSON.stringify(body));
      }),
    collection: {
      POST: async (ctx, actor) => {
        assertCanWriteMasterData(actor, resource);
        const input = await readJsonBody(ctx.request, 'POST');
        const record = await createMasterData({ actor, resource, input });
        const iri = iriOf(resource.collection, record.id);
        return itemResponse(record, 201, { Location: iri, 'Content-Location': iri });
      },
    },
    item: {
      GET: async (_ctx, id, actor) => itemResponse(await getMasterData({ actor, resource, id })),
      PUT: update('replace'),
      PATCH: update('merge'),
      DELETE: async (_ctx, id, actor) => {
        await deleteMasterData({ actor, resource, id });
        return noContent();
      },
    },
  };
}
