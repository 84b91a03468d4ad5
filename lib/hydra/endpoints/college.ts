import 'server-only';
import type { Actor } from '@/lib/auth/roles';
import {
  cancelReceipt,
  createReceipt,
  getReceipt,
  listReceipts,
  outstandingFees,
} from '@/lib/data/college/receipts';
import { createConcession, getConcession, listConcessions } from '@/lib/data/college/concessions';
import {
  createFineWaiver,
  createLateFeeRule,
  getFineWaiver,
  getLateFeeRule,
  listFineWaivers,
  listLateFeeRules,
  updateLateFeeRule,
} from '@/lib/data/college/fines';
import { createRefund, getRefund, listRefunds } from '@/lib/data/college/refunds';
import { listDues } from '@/lib/data/college/reports';
import {
  createCollegeRecord,
  getCollegeRecord,
  listCollegeRecords,
  updateCollegeRecord,
  type CollegeTable,
} from '@/lib/data/college/records';
import { COLLEGE_TABLES, STUDENT_TABLE } from '@/lib/data/college/tables';
import type { ListOptions, ListResult } from '@/lib/data/list-query';
import { AppError } from '@/lib/errors';
import {
  CONCESSIONS,
  DUES,
  FINE_WAIVERS,
  LATE_FEES,
  RECEIPTS,
  REFUNDS,
  collegeListFields,
  type CollegeEntity,
} from '@/lib/resources/college';
import { collectionIri, idFromIdOrIri, iriOf } from '@/lib/resources/iri';
import { collectionBody } from '../collection';
import { MERGE_PATCH, jsonLd, readJsonBody } from '../http';
import { parseListQuery } from '../query';
import { contextOf } from '../serialize';
import type { Endpoint } from './types';

type Record_ = { id: number } & object;

type Spec<T extends Record_> = {
  entity: CollegeEntity;
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
  const { collection, shortName } = spec.entity;
  const fields = collegeListFields(spec.entity);
  const path = collectionIri(collection);
  const item = (record: T, withContext: boolean) => ({
    ...(withContext ? { '@context': contextOf(shortName) } : {}),
    '@id': iriOf(collection, record.id),
    '@type': shortName,
    ...record,
  });
  const endpoint: Endpoint = {
    audience: 'college',
    list: async ({ actor, search }) => {
      const query = parseListQuery(search, fields, collection);
      const result = await spec.list({ actor, query });
      return collectionBody({
        context: contextOf(shortName),
        path,
        search,
        result,
        members: result.items.map((r) => item(r, false)),
        fields,
      });
    },
    collection: {},
    item: {},
  };
  if (spec.create) {
    const create = spec.create;
    endpoint.collection.POST = async (ctx, actor) => {
      const record = await create({ actor, input: await readJsonBody(ctx.request, 'POST') });
      const iri = iriOf(collection, record.id);
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

/** A record list of the registry (students, fees): the generic data layer over its table. */
const recordEndpoint = (table: CollegeTable) =>
  collegeEndpoint({
    entity: table.entity,
    list: (o) => listCollegeRecords(table, o),
    get: (o) => getCollegeRecord(table, o),
    create: (o) => createCollegeRecord(table, o),
    patch: (o) => updateCollegeRecord(table, o),
  });

/** Retrying a payment must not make a second one: POST takes an Idempotency-Key. */
const receiptEndpoint: Endpoint = {
  ...collegeEndpoint({
    entity: RECEIPTS,
    list: listReceipts,
    get: getReceipt,
    create: createReceipt,
    patch: cancelReceipt,
  }),
  idempotencyKey: true,
};

/** Concessions are granted (POST) and read; never edited. */
const concessionEndpoint = collegeEndpoint({
  entity: CONCESSIONS,
  list: listConcessions,
  get: getConcession,
  create: createConcession,
});

/** Late fee rules: set (POST) and changed (PATCH), one per fee. */
const lateFeeEndpoint = collegeEndpoint({
  entity: LATE_FEES,
  list: listLateFeeRules,
  get: getLateFeeRule,
  create: createLateFeeRule,
  patch: updateLateFeeRule,
});

/** Waivers and refunds are recorded (POST) and read; never edited. */
const fineWaiverEndpoint = collegeEndpoint({
  entity: FINE_WAIVERS,
  list: listFineWaivers,
  get: getFineWaiver,
  create: createFineWaiver,
});
const refundEndpoint = collegeEndpoint({
  entity: REFUNDS,
  list: listRefunds,
  get: getRefund,
  create: createRefund,
});

/** Read-only: the outstanding-dues list (students with a balance above zero). */
const dueEndpoint = collegeEndpoint({ entity: DUES, list: listDues });

/** GET /api/students/{id}/... is not a route here; the payment form asks /api/feedues?student=ID. */
const feeDueEndpoint: Endpoint = {
  audience: 'college',
  list: async ({ actor, search }) => {
    const id = idFromIdOrIri(search.get('student') ?? '', STUDENT_TABLE.entity.collection);
    if (id === null) throw AppError.badRequest('Invalid value for filter "student".');
    await getCollegeRecord(STUDENT_TABLE, { actor, id });
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

/** The college area's part of the endpoint map (lib/hydra/routes.ts), read from the registry. */
export const collegeEndpoints: (readonly [string, Endpoint])[] = [
  ...COLLEGE_TABLES.map((table) => [table.entity.collection, recordEndpoint(table)] as const),
  [RECEIPTS.collection, receiptEndpoint],
  [DUES.collection, dueEndpoint],
  [CONCESSIONS.collection, concessionEndpoint],
  [LATE_FEES.collection, lateFeeEndpoint],
  [FINE_WAIVERS.collection, fineWaiverEndpoint],
  [REFUNDS.collection, refundEndpoint],
  ['feedues', feeDueEndpoint],
];
