import 'server-only';
import type { Actor } from '@/lib/auth/roles';
import { createFee, getFee, listFees, updateFee } from '@/lib/data/college/fees';
import {
  cancelReceipt,
  createReceipt,
  getReceipt,
  listReceipts,
  outstandingFees,
} from '@/lib/data/college/receipts';
import { listDues } from '@/lib/data/college/reports';
import { createStudent, getStudent, listStudents, updateStudent } from '@/lib/data/college/students';
import type { ListOptions, ListResult } from '@/lib/data/list-query';
import { AppError } from '@/lib/errors';
import {
  COLLEGE_COLLECTIONS,
  dueListFields,
  feeListFields,
  receiptListFields,
  studentListFields,
} from '@/lib/resources/college';
import { collectionIri, iriOf } from '@/lib/resources/iri';
import type { ListField } from '@/lib/resources/list';
import { collectionBody } from '../collection';
import { MERGE_PATCH, jsonLd, readJsonBody } from '../http';
import { parseListQuery } from '../query';
import { contextOf } from '../serialize';
import type { Endpoint } from './types';

type Record_ = { id: number } & object;

type Spec<T extends Record_> = {
  collection: string;
  shortName: string;
  fields: ListField[];
  list: (o: { actor: Actor | null; query: ListOptions }) => Promise<ListResult<T>>;
  get?: (o: { actor: Actor | null; id: string }) => Promise<T>;
  create?: (o: { actor: Actor | null; input: unknown }) => Promise<T>;
  patch?: (o: { actor: Actor | null; id: string; input: unknown }) => Promise<T>;
};

/**
 * The college collections over the same wire format as master data: list with API Platform
 * filters, item, POST, merge-patch. Nothing here deletes: students and fees are switched off
 * with status, receipts cancelled with a reason (PATCH {"cancelReason"}).
 */
function collegeEndpoint<T extends Record_>(spec: Spec<T>): Endpoint {
  const path = collectionIri(spec.collection);
  const item = (record: T, withContext: boolean) => ({
    ...(withContext ? { '@context': contextOf(spec.shortName) } : {}),
    '@id': iriOf(spec.collection, record.id),
    '@type': spec.shortName,
    ...record,
  });
  const endpoint: Endpoint = {
    audience: 'college',
    list: async ({ actor, search }) => {
      const query = parseListQuery(search, spec.fields, spec.collection);
      const result = await spec.list({ actor, query });
      return collectionBody({
        context: contextOf(spec.shortName),
        path,
        search,
        result,
        members: result.items.map((r) => item(r, false)),
        fields: spec.fields,
      });
    },
    collection: {},
    item: {},
  };
  if (spec.create) {
    const create = spec.create;
    endpoint.collection.POST = async (ctx, actor) => {
      const record = await create({ actor, input: await readJsonBody(ctx.request, 'POST') });
      const iri = iriOf(spec.collection, record.id);
      return jsonLd(item(record, true), 201, {
        Location: iri,
        'Content-Location': iri,
        'Accept-Patch': MERGE_PATCH,
      });
    };
  }
  if (spec.get) {
    const get = spec.get;
    endpoint.item.GET = async (_ctx, id, actor) =>
      jsonLd(item(await get({ actor, id }), true), 200, { 'Accept-Patch': MERGE_PATCH });
  }
  if (spec.patch) {
    const patch = spec.patch;
    endpoint.item.PATCH = async (ctx, id, actor) => {
      const record = await patch({ actor, id, input: await readJsonBody(ctx.request, 'PATCH') });
      return jsonLd(item(record, true), 200, { 'Accept-Patch': MERGE_PATCH });
    };
  }
  return endpoint;
}

export const studentEndpoint = collegeEndpoint({
  ...COLLEGE_COLLECTIONS.students,
  fields: studentListFields,
  list: listStudents,
  get: getStudent,
  create: createStudent,
  patch: updateStudent,
});

export const feeEndpoint = collegeEndpoint({
  ...COLLEGE_COLLECTIONS.fees,
  fields: feeListFields,
  list: listFees,
  get: getFee,
  create: createFee,
  patch: updateFee,
});

export const receiptEndpoint = collegeEndpoint({
  ...COLLEGE_COLLECTIONS.receipts,
  fields: receiptListFields,
  list: listReceipts,
  get: getReceipt,
  create: createReceipt,
  patch: cancelReceipt,
});

/** Read-only: the outstanding-dues list (students with a balance above zero). */
export const dueEndpoint = collegeEndpoint({
  ...COLLEGE_COLLECTIONS.dues,
  fields: dueListFields,
  list: listDues,
});

/** GET /api/students/{id}/... is not a route here; the payment form asks /api/feedues?student=ID. */
export const feeDueEndpoint: Endpoint = {
  audience: 'college',
  list: async ({ actor, search }) => {
    const raw = search.get('student') ?? '';
    const id = Number(/(\d+)$/.exec(raw)?.[1]);
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
      throw AppError.badRequest('Invalid value for filter "student".');
    await getStudent({ actor, id });
    return {
      '@context': contextOf('FeeDue'),
      '@id': '/api/feedues',
      '@type': 'hydra:Collection',
      'hydra:member': await outstandingFees({ actor, studentId: id }),
    };
  },
  collection: {},
  item: {},
};
