import 'server-only';
import { assertArea } from '@/lib/auth/guard';
import { getEnquiry, listEnquiries, setEnquiryHandled, type Enquiry } from '@/lib/data/enquiries';
import { expectObject, pickTyped } from '@/lib/data/input';
import { resultOf } from '@/lib/data/list-query';
import { getUser, listUsers, type UserRecord } from '@/lib/data/users';
import { enquiryListFields, userListFields } from '@/lib/resources/account-lists';
import { AppError } from '@/lib/errors';
import { collectionIri, iriOf, parseIntegerId } from '@/lib/resources/iri';
import { collectionBody } from '../collection';
import type { ApiContext } from '../handler';
import { MERGE_PATCH, jsonLd, readJsonBody } from '../http';
import { parseListQuery } from '../query';
import { contextOf } from '../serialize';
import type { Endpoint } from './types';

/** Contact enquiries and accounts: administrators only (the contact form itself is /contactaction). */
async function administrator(ctx: ApiContext) {
  return assertArea(await ctx.actor(), 'admin');
}

const idOf = (id: string) => parseIntegerId(id) ?? 0;
const rfc3339 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

function enquiryItem(enquiry: Enquiry, withContext: boolean) {
  return {
    ...(withContext ? { '@context': contextOf('Enquiry') } : {}),
    '@id': iriOf('enquiries', enquiry.id),
    '@type': 'Enquiry',
    id: enquiry.id,
    name: enquiry.name,
    email: enquiry.email,
    mobile: enquiry.mobile,
    message: enquiry.message,
    handled: enquiry.handled,
    createdAt: rfc3339(enquiry.createdAt),
  };
}

export const enquiryEndpoint: Endpoint = {
  collection: {
    GET: async (ctx) => {
      const actor = await administrator(ctx);
      const query = parseListQuery(ctx.url.searchParams, enquiryListFields, 'enquiries');
      const handled = query.filters?.find((f) => f.field === 'handled' && f.op === 'in');
      const pageSize = query.pagination === false ? 1000 : (query.itemsPerPage ?? 30);
      const page = await listEnquiries({
        actor,
        page: query.pagination === false ? 1 : query.page,
        pageSize,
        search: query.q,
        handled:
          handled && handled.op === 'in' && handled.values.length === 1
            ? (handled.values[0] as boolean)
            : undefined,
      });
      const result = resultOf(page.items, page.total, {
        page: page.page,
        itemsPerPage: page.pageSize,
        paginated: query.pagination !== false,
        offset: 0,
      });
      return jsonLd(
        collectionBody({
          context: contextOf('Enquiry'),
          path: collectionIri('enquiries'),
          search: ctx.url.searchParams,
          result,
          members: page.items.map((e) => enquiryItem(e, false)),
          fields: enquiryListFields,
        }),
      );
    },
  },
  item: {
    GET: async (ctx, id) =>
      jsonLd(enquiryItem(await getEnquiry({ actor: await administrator(ctx), id: idOf(id) }), true), 200, {
        'Accept-Patch': MERGE_PATCH,
      }),
    PATCH: async (ctx, id) => {
      const actor = await administrator(ctx);
      const current = await getEnquiry({ actor, id: idOf(id) });
      const body = pickTyped(expectObject(await readJsonBody(ctx.request, 'PATCH')), [
        { name: 'handled', kind: 'boolean' },
      ]);
      if (body.handled === null)
        throw AppError.validation([{ propertyPath: 'handled', message: 'This value should not be null.' }]);
      const updated =
        body.handled === undefined
          ? current
          : await setEnquiryHandled({ actor, id: current.id, handled: body.handled as boolean });
      return jsonLd(enquiryItem(updated, true), 200, { 'Accept-Patch': MERGE_PATCH });
    },
  },
};

/** An account as administrators see it: never its password hash. */
function userItem(user: UserRecord, withContext: boolean) {
  return {
    ...(withContext ? { '@context': contextOf('User') } : {}),
    '@id': iriOf('users', user.id),
    '@type': 'User',
    id: user.id,
    email: user.email,
    roles: user.roles,
    activated: user.activated,
    createdAt: user.createdAt,
  };
}

export const userEndpoint: Endpoint = {
  collection: {
    GET: async (ctx) => {
      const actor = await administrator(ctx);
      const result = await listUsers({
        actor,
        query: parseListQuery(ctx.url.searchParams, userListFields, 'users'),
      });
      return jsonLd(
        collectionBody({
          context: contextOf('User'),
          path: collectionIri('users'),
          search: ctx.url.searchParams,
          result,
          members: result.items.map((u) => userItem(u, false)),
          fields: userListFields,
        }),
      );
    },
  },
  item: {
    GET: async (ctx, id) =>
      jsonLd(userItem(await getUser({ actor: await administrator(ctx), id: idOf(id) }), true)),
  },
};
