import 'server-only';
import { createMedia, deleteMedia, getMedia, listMedia, type MediaRecord } from '@/lib/data/media';
import { AppError } from '@/lib/errors';
import { collectionIri, iriOf } from '@/lib/resources/iri';
import { collectionBody } from '../collection';
import type { ApiContext } from '../handler';
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

async function signedIn(ctx: ApiContext) {
  const actor = await ctx.actor();
  if (!actor) throw AppError.unauthorized();
  return actor;
}

export const mediaEndpoint: Endpoint = {
  collection: {
    GET: async (ctx) => {
      const actor = await signedIn(ctx);
      const result = await listMedia({ actor, query: parseListQuery(ctx.url.searchParams, [], COLLECTION) });
      return jsonLd(
        collectionBody({
          context: contextOf('MediaObject'),
          path: collectionIri(COLLECTION),
          search: ctx.url.searchParams,
          result,
          members: result.items.map((m) => mediaItem(m, false)),
          fields: [],
        }),
      );
    },
    POST: async (ctx) => {
      const actor = await signedIn(ctx);
      const media = await withUploadedFile(ctx.request, (file) => createMedia({ actor, file }));
      const iri = iriOf(COLLECTION, media.id);
      return jsonLd(mediaItem(media, true), 201, { Location: iri, 'Content-Location': iri });
    },
  },
  item: {
    GET: async (ctx, id) => jsonLd(mediaItem(await getMedia({ actor: await signedIn(ctx), id }), true)),
    DELETE: async (ctx, id) => {
      await deleteMedia({ actor: await signedIn(ctx), id });
      return noContent();
    },
  },
};
