import 'server-only';
import {
  assertCanWriteMasterData,
  createMasterData,
  deleteMasterData,
  getMasterData,
  listMasterData,
  updateMasterData,
} from '@/lib/data/master-data';
import { AppError } from '@/lib/errors';
import type { MasterResource } from '@/lib/resources/master-data';
import { masterListFields } from '@/lib/resources/master-list';
import { collectionBody } from '../collection';
import type { ApiContext } from '../handler';
import { MERGE_PATCH, jsonLd, noContent, readJsonBody } from '../http';
import { collectionIri, iriOf } from '@/lib/resources/iri';
import { parseListQuery } from '../query';
import { contextOf, masterItem } from '../serialize';
import type { Endpoint } from './types';

async function signedIn(ctx: ApiContext) {
  const actor = await ctx.actor();
  if (!actor) throw AppError.unauthorized();
  return actor;
}

/** The five operations of one master-data entity, all generic over its registry entry. */
export function masterEndpoint(resource: MasterResource): Endpoint {
  const fields = masterListFields(resource);
  const path = collectionIri(resource.collection);
  const itemResponse = (
    record: Parameters<typeof masterItem>[1],
    status = 200,
    headers: Record<string, string> = {},
  ) => jsonLd(masterItem(resource, record, true), status, { 'Accept-Patch': MERGE_PATCH, ...headers });

  const update = (mode: 'merge' | 'replace') => async (ctx: ApiContext, id: string) => {
    const actor = await signedIn(ctx);
    assertCanWriteMasterData(actor, resource);
    const input = await readJsonBody(ctx.request, mode === 'merge' ? 'PATCH' : 'PUT');
    return itemResponse(await updateMasterData({ actor, resource, id, input, mode }));
  };

  return {
    collection: {
      GET: async (ctx) => {
        const actor = await signedIn(ctx);
        const query = parseListQuery(ctx.url.searchParams, fields, resource.collection);
        const result = await listMasterData({ actor, resource, query });
        return jsonLd(
          collectionBody({
            context: contextOf(resource.shortName),
            path,
            search: ctx.url.searchParams,
            result,
            members: result.items.map((record) => masterItem(resource, record, false)),
            fields,
          }),
        );
      },
      POST: async (ctx) => {
        const actor = await signedIn(ctx);
        assertCanWriteMasterData(actor, resource);
        const input = await readJsonBody(ctx.request, 'POST');
        const record = await createMasterData({ actor, resource, input });
        const iri = iriOf(resource.collection, record.id);
        return itemResponse(record, 201, { Location: iri, 'Content-Location': iri });
      },
    },
    item: {
      GET: async (ctx, id) => itemResponse(await getMasterData({ actor: await signedIn(ctx), resource, id })),
      PUT: update('replace'),
      PATCH: update('merge'),
      DELETE: async (ctx, id) => {
        await deleteMasterData({ actor: await signedIn(ctx), resource, id });
        return noContent();
      },
    },
  };
}
