import 'server-only';
import type { ListOptions } from '@/lib/data/list-query';
import {
  answerPhotoRequest,
  getPhotoRequest,
  listPhotoRequests,
  requestPhotos,
  PHOTO_REQUEST_STATUSES,
  type PhotoRequestDirection,
  type PhotoRequestStatus,
  type PhotoRequestView,
} from '@/lib/data/photo-requests';
import { AppError } from '@/lib/errors';
import { PHOTO_REQUEST_COLLECTION, photoRequestListFields } from '@/lib/resources/interest-lists';
import { collectionIri, iriOf } from '@/lib/resources/iri';
import { PROFILE_COLLECTION } from '@/lib/resources/profile';
import { collectionBody } from '../collection';
import { MERGE_PATCH, jsonLd, readJsonBody } from '../http';
import { parseListQuery } from '../query';
import { contextOf } from '../serialize';
import type { Endpoint } from './types';

/**
 * /api/photo_requests (issue 22, item 2): a member's requests to see photos, sent and received.
 * `profile` is the profile whose photos are asked for, `requester` the member asking.
 */
const SHORT_NAME = 'PhotoRequest';
const rfc3339 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
const profileIri = (id: number) => iriOf(PROFILE_COLLECTION, id);

function requestItem(view: PhotoRequestView, withContext: boolean) {
  return {
    ...(withContext ? { '@context': contextOf(SHORT_NAME) } : {}),
    '@id': iriOf(PHOTO_REQUEST_COLLECTION, view.id),
    '@type': SHORT_NAME,
    id: view.id,
    profile: profileIri(view.toProfileId),
    requester: profileIri(view.fromProfileId),
    status: view.status,
    direction: view.direction,
    member: {
      '@id': profileIri(view.other.profileId),
      fullName: view.other.fullName,
      age: view.other.age,
      livingCity: view.other.livingCity,
      occupation: view.other.occupation,
      photo: view.other.photo,
    },
    createdAt: rfc3339(view.createdAt),
    updatedAt: rfc3339(view.updatedAt),
  };
}

function one(query: ListOptions, field: string): unknown {
  const filter = query.filters?.find((f) => f.field === field);
  if (!filter || filter.op !== 'in') return undefined;
  if (filter.values.length > 1)
    throw AppError.badRequest(`Invalid value for filter "${field}": only one value is allowed.`);
  return filter.values[0];
}

function filtersOf(query: ListOptions) {
  const direction = one(query, 'direction');
  if (direction !== undefined && direction !== 'sent' && direction !== 'received')
    throw AppError.badRequest(`Invalid value for filter "direction": ${JSON.stringify(direction)}.`);
  const statusFilter = query.filters?.find((f) => f.field === 'status');
  const statuses =
    statusFilter && statusFilter.op === 'in'
      ? statusFilter.values.map((value) => {
          if (!(PHOTO_REQUEST_STATUSES as readonly unknown[]).includes(value))
            throw AppError.badRequest(`Invalid value for filter "status": ${JSON.stringify(value)}.`);
          return value as PhotoRequestStatus;
        })
      : undefined;
  const profile = one(query, 'profile');
  return {
    direction: direction as PhotoRequestDirection | undefined,
    statuses,
    withProfileId: typeof profile === 'number' ? profile : undefined,
  };
}

/** The member area's own photo requests; the data layer decides who may ask and who answers. */
export const photoRequestEndpoint: Endpoint = {
  audience: 'member',
  list: async ({ actor, search }) => {
    const query = parseListQuery(search, photoRequestListFields, PHOTO_REQUEST_COLLECTION);
    const result = await listPhotoRequests({
      actor,
      ...filtersOf(query),
      page: query.page,
      itemsPerPage: query.itemsPerPage,
    });
    return collectionBody({
      context: contextOf(SHORT_NAME),
      path: collectionIri(PHOTO_REQUEST_COLLECTION),
      search,
      result,
      members: result.items.map((v) => requestItem(v, false)),
      fields: photoRequestListFields,
    });
  },
  collection: {
    POST: async (ctx, actor) => {
      const input = await readJsonBody(ctx.request, 'POST');
      const body = requestItem(await requestPhotos({ actor, input }), true);
      return jsonLd(body, 201, { Location: body['@id'], 'Content-Location': body['@id'] });
    },
  },
  item: {
    GET: async (_ctx, id, actor) =>
      jsonLd(requestItem(await getPhotoRequest({ actor, id }), true), 200, { 'Accept-Patch': MERGE_PATCH }),
    PATCH: async (ctx, id, actor) => {
      const input = await readJsonBody(ctx.request, 'PATCH');
      return jsonLd(requestItem(await answerPhotoRequest({ actor, id, input }), true), 200, {
        'Accept-Patch': MERGE_PATCH,
      });
    },
  },
};
