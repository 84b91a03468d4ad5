import 'server-only';
import type { ContactAccess } from '@/lib/data/contact-access';
import {
  INTEREST_STATUSES,
  getInterest,
  listInterests,
  moveInterest,
  sendInterest,
  type InterestDirection,
  type InterestStatus,
  type InterestView,
} from '@/lib/data/interests';
import type { ListOptions } from '@/lib/data/list-query';
import type { MemberSummary } from '@/lib/data/member-summary';
import {
  addToShortlist,
  getShortlistEntry,
  listShortlist,
  removeFromShortlist,
  type ShortlistView,
} from '@/lib/data/shortlists';
import { AppError } from '@/lib/errors';
import {
  INTEREST_COLLECTION,
  SHORTLIST_COLLECTION,
  interestListFields,
  shortlistListFields,
} from '@/lib/resources/interest-lists';
import { collectionIri, iriOf } from '@/lib/resources/iri';
import { PROFILE_COLLECTION } from '@/lib/resources/profile';
import type { ListField, ListResult } from '@/lib/resources/list';
import { collectionBody } from '../collection';
import { MERGE_PATCH, jsonLd, noContent, readJsonBody } from '../http';
import { parseListQuery } from '../query';
import { contextOf } from '../serialize';
import type { Endpoint } from './types';

/**
 * /api/interests and /api/shortlists (issue 11, items 6 and 7): the signed-in member's own, as
 * JSON-LD. Each item embeds a short summary of the other member and, for interests, the contact
 * block that contact-access.ts decides: the mobile number only where it is revealed.
 */
const rfc3339 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
const profileIri = (id: number) => iriOf(PROFILE_COLLECTION, id);

function memberOf(summary: MemberSummary) {
  return {
    '@id': profileIri(summary.profileId),
    fullName: summary.fullName,
    age: summary.age,
    livingCity: summary.livingCity,
    occupation: summary.occupation,
    photo: summary.photo,
  };
}

/** The contact as the API shows it; `contactsLeft` while it may still be opened (null: unlimited). */
const contactJson = (contact: ContactAccess) =>
  contact.revealed
    ? { revealed: true, mobile: contact.mobile }
    : {
        revealed: false,
        reason: contact.reason,
        ...(contact.allowance && {
          contactsLeft:
            contact.allowance.total === 0 ? null : contact.allowance.total - contact.allowance.used,
        }),
      };

function interestItem(view: InterestView, withContext: boolean) {
  return {
    ...(withContext ? { '@context': contextOf('Interest') } : {}),
    '@id': iriOf(INTEREST_COLLECTION, view.id),
    '@type': 'Interest',
    id: view.id,
    from: profileIri(view.fromProfileId),
    to: profileIri(view.toProfileId),
    status: view.status,
    note: view.note,
    direction: view.direction,
    member: memberOf(view.other),
    contact: contactJson(view.contact),
    createdAt: rfc3339(view.createdAt),
    updatedAt: rfc3339(view.updatedAt),
  };
}

function shortlistItem(view: ShortlistView, withContext: boolean) {
  return {
    ...(withContext ? { '@context': contextOf('Shortlist') } : {}),
    '@id': iriOf(SHORTLIST_COLLECTION, view.id),
    '@type': 'Shortlist',
    id: view.id,
    profile: profileIri(view.profileId),
    member: memberOf(view.member),
    createdAt: rfc3339(view.createdAt),
  };
}

/** The one value a single-valued filter was given (several: 400), or undefined. */
function only(query: ListOptions, field: string): string | number | undefined {
  const filter = query.filters?.find((f) => f.field === field);
  if (!filter || filter.op !== 'in') return undefined;
  const [value, ...rest] = filter.values;
  if (rest.length)
    throw AppError.badRequest(`Invalid value for filter "${field}": only one value is allowed.`);
  return value as string | number;
}

function statusesOf(query: ListOptions): InterestStatus[] | undefined {
  const filter = query.filters?.find((f) => f.field === 'status');
  if (!filter || filter.op !== 'in') return undefined;
  return filter.values.map((value) => {
    if (!(INTEREST_STATUSES as readonly unknown[]).includes(value)) {
      throw AppError.badRequest(`Invalid value for filter "status": ${JSON.stringify(value)}.`);
    }
    return value as InterestStatus;
  });
}

function directionOf(query: ListOptions): InterestDirection | undefined {
  const value = only(query, 'direction');
  if (value === undefined || value === 'sent' || value === 'received') return value;
  throw AppError.badRequest(`Invalid value for filter "direction": ${JSON.stringify(value)}.`);
}

function collection<T>(
  search: URLSearchParams,
  shortName: string,
  name: string,
  fields: ListField[],
  result: ListResult<T>,
  members: unknown[],
) {
  return collectionBody({
    context: contextOf(shortName),
    path: collectionIri(name),
    search,
    result,
    members,
    fields,
  });
}

const created = (body: { '@id': string }) =>
  jsonLd(body, 201, { Location: body['@id'], 'Content-Location': body['@id'] });

/** The member area's own interests; the data layer decides who may send, answer and see contacts. */
export const interestEndpoint: Endpoint = {
  audience: 'member',
  list: async ({ actor, search }) => {
    const query = parseListQuery(search, interestListFields, INTEREST_COLLECTION);
    const withProfile = only(query, 'profile');
    const result = await listInterests({
      actor,
      direction: directionOf(query),
      statuses: statusesOf(query),
      withProfileId: typeof withProfile === 'number' ? withProfile : undefined,
      page: query.page,
      itemsPerPage: query.itemsPerPage,
    });
    return collection(
      search,
      'Interest',
      INTEREST_COLLECTION,
      interestListFields,
      result,
      result.items.map((v) => interestItem(v, false)),
    );
  },
  collection: {
    POST: async (ctx, actor) => {
      const input = await readJsonBody(ctx.request, 'POST');
      return created(interestItem(await sendInterest({ actor, input }), true));
    },
  },
  item: {
    GET: async (_ctx, id, actor) =>
      jsonLd(interestItem(await getInterest({ actor, id }), true), 200, {
        'Accept-Patch': MERGE_PATCH,
      }),
    PATCH: async (ctx, id, actor) => {
      const input = await readJsonBody(ctx.request, 'PATCH');
      return jsonLd(interestItem(await moveInterest({ actor, id, input }), true), 200, {
        'Accept-Patch': MERGE_PATCH,
      });
    },
  },
};

/** The member area's own shortlist. */
export const shortlistEndpoint: Endpoint = {
  audience: 'member',
  list: async ({ actor, search }) => {
    const query = parseListQuery(search, shortlistListFields, SHORTLIST_COLLECTION);
    const profile = only(query, 'profile');
    const result = await listShortlist({
      actor,
      profileId: typeof profile === 'number' ? profile : undefined,
      page: query.page,
      itemsPerPage: query.itemsPerPage,
    });
    return collection(
      search,
      'Shortlist',
      SHORTLIST_COLLECTION,
      shortlistListFields,
      result,
      result.items.map((v) => shortlistItem(v, false)),
    );
  },
  collection: {
    POST: async (ctx, actor) => {
      const input = await readJsonBody(ctx.request, 'POST');
      return created(shortlistItem(await addToShortlist({ actor, input }), true));
    },
  },
  item: {
    GET: async (_ctx, id, actor) => jsonLd(shortlistItem(await getShortlistEntry({ actor, id }), true)),
    DELETE: async (_ctx, id, actor) => {
      await removeFromShortlist({ actor, id });
      return noContent();
    },
  },
};
