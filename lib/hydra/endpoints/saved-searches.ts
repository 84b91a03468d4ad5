import 'server-only';
import {
  createSavedSearch,
  deleteSavedSearch,
  getSavedSearch,
  listSavedSearches,
  updateSavedSearch,
  type SavedSearch,
} from '@/lib/data/saved-searches';
import { collectionIri, iriOf } from '@/lib/resources/iri';
import { SAVED_SEARCH_COLLECTION, savedSearchListFields } from '@/lib/resources/member-tools-lists';
import { collectionBody } from '../collection';
import { MERGE_PATCH, jsonLd, noContent, readJsonBody } from '../http';
import { parseListQuery } from '../query';
import { contextOf } from '../serialize';
import type { Endpoint } from './types';

/**
 * /api/saved_searches (issue 26 item 4): the signed-in member's saved searches, each a name and
 * the match page's query string; `matches` is where it runs (GET /api/matches?{query}).
 */
const rfc3339 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

function searchItem(search: SavedSearch, withContext: boolean) {
  return {
    ...(withContext ? { '@context': contextOf('SavedSearch') } : {}),
    '@id': iriOf(SAVED_SEARCH_COLLECTION, search.id),
    '@type': 'SavedSearch',
    id: search.id,
    name: search.name,
    query: search.query,
    alert: search.alert,
    matches: search.query ? `/api/matches?${search.query}` : '/api/matches',
    createdAt: rfc3339(search.createdAt),
    updatedAt: rfc3339(search.updatedAt),
  };
}

const item = (search: SavedSearch) => jsonLd(searchItem(search, true), 200, { 'Accept-Patch': MERGE_PATCH });

export const savedSearchEndpoint: Endpoint = {
  audience: 'member',
  list: async ({ actor, search }) => {
    const query = parseListQuery(search, savedSearchListFields, SAVED_SEARCH_COLLECTION);
    const result = await listSavedSearches({ actor, page: query.page, itemsPerPage: query.itemsPerPage });
    return collectionBody({
      context: contextOf('SavedSearch'),
      path: collectionIri(SAVED_SEARCH_COLLECTION),
      search,
      result,
      members: result.items.map((saved) => searchItem(saved, false)),
      fields: savedSearchListFields,
    });
  },
  collection: {
    POST: async (ctx, actor) => {
      const input = await readJsonBody(ctx.request, 'POST');
      const body = searchItem(await createSavedSearch({ actor, input }), true);
      return jsonLd(body, 201, { Location: body['@id'], 'Content-Location': body['@id'] });
    },
  },
  item: {
    GET: async (_ctx, id, actor) => item(await getSavedSearch({ actor, id })),
    PATCH: async (ctx, id, actor) => {
      const input = await readJsonBody(ctx.request, 'PATCH');
      return item(await updateSavedSearch({ actor, id, input }));
    },
    DELETE: async (_ctx, id, actor) => {
      await deleteSavedSearch({ actor, id });
      return noContent();
    },
  },
};
