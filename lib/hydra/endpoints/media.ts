import 'server-only';
import { createMedia, deleteMedia, getMedia, listMedia, type MediaRecord } from '@/lib/data/media';
import { collectionIri, iriOf } from '@/lib/resources/iri';
import { collectionBody } from '../collection';
import { jsonLd, noContent } from '../http';
import { withUploadedFile } from '../multipart';
import { parseListQuery } from '../query';
import { contextOf } from '../serialize';
import type { Endpoint } from './types';

const COLLECTION = 'media_objects';
const TYPE = 'https://schema.org/MediaObject';

/** An upload in JSON-LD: API Platform's MediaObject, with its contentUrl. */
function mediaItem(media: MediaRecord, withContext: boolean) {
  return {
    ...(withContext ? { '@context': contextOf('MediaObject') } : {}),
    '@id': iriOf(COLLECTION, media.id),
    '@type': TYPE,
    contentUrl: media.contentUrl,
  };
}

/** Every signed-in user uploads; the data layer decides whose uploads each one sees. */
export const mediaEndpoint: Endpoint = {
  audience: 'signed-in',
  list: async ({ actor, search }) => {
    const result = await listMedia({ actor, query: parseListQuery(search, [], COLLECTION) });
    return collectionBody({
      context: contextOf('MediaObject'),
      path: collectionIri(COLLECTION),
      search,
      result,
      members: result.items.map((m) => mediaItem(m, false)),
      fields: [],
    });
  },
  collection: {
    POST: async (ctx, actor) => {
      const media = await withUploadedFile(ctx.request, (file) => createMedia({ actor, file }));
      const iri = iriOf(COLLECTION, media.id);
      return jsonLd(mediaItem(media, true), 201, { Location: iri, 'Content-Location': iri });
    },
  },
  item: {
    GET: async (_ctx, id, actor) => jsonLd(mediaItem(await getMedia({ actor, id }), true)),
    DELETE: async (_ctx, id, actor) => {
      await deleteMedia({ actor, id });
      return noContent();
    },
  },
};
