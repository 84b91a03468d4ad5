import 'server-only';
import { getEnquiry, listEnquiries, setEnquiryHandled, type Enquiry } from '@/lib/data/enquiries';
import { expectObject, pickTyped } from '@/lib/data/input';
import { resultOf } from '@/lib/data/list-query';
import { getUser, listUsers, type UserRecord } from '@/lib/data/users';
import { enquiryListFields, userListFields } from '@/lib/resources/account-lists';
import { AppError } from '@/lib/errors';
import { collectionIri, iriOf } from '@/lib/resources/iri';
import { collectionBody } from '../collection';
import { MERGE_PATCH, jsonLd, readJsonBody } from '../http';
import { parseListQuery } from '../query';
import { contextOf } from '../serialize';
import type { Endpoint } from './types';

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

/** Contact enquiries: administrators only (the contact form itself is /contactaction). */
export const enquiryEndpoint: Endpoint = {
  audience: 'admin',
  list: async ({ actor, search }) => {
    const query = parseListQuery(search, enquiryListFields, 'enquiries');
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
    return collectionBody({
      context: contextOf('Enquiry'),
      path: collectionIri('enquiries'),
      search,
      result,
      members: page.items.map((e) => enquiryItem(e, false)),
      fields: enquiryListFields,
    });
  },
  collection: {},
  item: {
    GET: async (_ctx, id, actor) =>
      jsonLd(enquiryItem(await getEnquiry({ actor, id }), true), 200, {
        'Accept-Patch': MERGE_PATCH,
      }),
    PATCH: async (ctx, id, actor) => {
      const current = await getEnquiry({ actor, id });
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

/** Accounts: administrators only. */
export const userEndpoint: Endpoint = {
  audience: 'admin',
  list: async ({ actor, search }) => {
    const result = await listUsers({ actor, query: parseListQuery(search, userListFields, 'users') });
    return collectionBody({
      context: contextOf('User'),
      path: collectionIri('users'),
      search,
      result,
      members: result.items.map((u) => userItem(u, false)),
      fields: userListFields,
    });
  },
  collection: {},
  item: {
    GET: async (_ctx, id, actor) => jsonLd(userItem(await getUser({ actor, id }), true)),
  },
};
