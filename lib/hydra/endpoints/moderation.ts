import 'server-only';
import type { ListOptions } from '@/lib/data/list-query';
import {
  blockMember,
  getBlock,
  listBlocks,
  unblockMember,
  type BlockView,
} from '@/lib/data/moderation/blocks';
import {
  decideModerationItem,
  getModerationItem,
  listModerationItems,
  type ModerationItem,
  type ReportEntry,
} from '@/lib/data/moderation/items';
import { fileReport, getReport, listReports, type ReportView } from '@/lib/data/moderation/reports';
import { AppError } from '@/lib/errors';
import { collectionIri, iriOf } from '@/lib/resources/iri';
import {
  BLOCK_COLLECTION,
  MODERATION_COLLECTION,
  REPORT_COLLECTION,
  blockListFields,
  moderationListFields,
  reportListFields,
} from '@/lib/resources/moderation-lists';
import { INTEREST_COLLECTION } from '@/lib/resources/interest-lists';
import { PROFILE_COLLECTION } from '@/lib/resources/profile';
import { MODERATION_STATUSES, type ModerationStatus } from '@/lib/validation/moderation';
import { collectionBody } from '../collection';
import { MERGE_PATCH, jsonLd, noContent, readJsonBody } from '../http';
import { parseListQuery } from '../query';
import { contextOf } from '../serialize';
import type { Endpoint } from './types';

/**
 * /api/moderation_items (administrators), /api/reports and /api/blocks (the member's own), as
 * JSON-LD (issue 22, items 3 and 4). The data layer (lib/data/moderation) decides who may do what.
 */
const rfc3339 = (date: Date | null) => (date ? date.toISOString().replace(/\.\d{3}Z$/, '+00:00') : null);
const profileIri = (id: number) => iriOf(PROFILE_COLLECTION, id);
const interestIri = (id: number | null) => (id === null ? null : iriOf(INTEREST_COLLECTION, id));
const withContext = (shortName: string, on: boolean) => (on ? { '@context': contextOf(shortName) } : {});

function moderationItem(item: ModerationItem, context: boolean, reports?: ReportEntry[]) {
  return {
    ...withContext('ModerationItem', context),
    '@id': iriOf(MODERATION_COLLECTION, item.id),
    '@type': 'ModerationItem',
    id: item.id,
    kind: item.kind,
    profile: profileIri(item.profileId),
    fullName: item.fullName,
    status: item.status,
    photo: item.photo,
    snapshot: item.snapshot,
    reportCount: item.reportCount,
    reporterCount: item.reporterCount,
    ...(reports
      ? {
          reports: reports.map((r) => ({
            reason: r.reason,
            details: r.details,
            reporter: profileIri(r.reporterProfileId),
            // A reported message: it and the messages around it, as they were.
            ...(r.messages ? { messages: r.messages } : {}),
            interest: interestIri(r.interestId),
            note: r.note,
            createdAt: rfc3339(r.createdAt),
          })),
        }
      : {}),
    reason: item.reason,
    decidedBy: item.decidedBy,
    decidedAt: rfc3339(item.decidedAt),
    restoredAt: rfc3339(item.restoredAt),
    restoredBy: item.restoredBy,
    restoreReason: item.restoreReason,
    createdAt: rfc3339(item.createdAt),
  };
}

function reportItem(view: ReportView, context: boolean) {
  return {
    ...withContext('Report', context),
    '@id': iriOf(REPORT_COLLECTION, view.id),
    '@type': 'Report',
    id: view.id,
    profile: profileIri(view.profileId),
    fullName: view.fullName,
    reason: view.reason,
    details: view.details,
    interest: interestIri(view.interestId),
    note: view.note,
    status: view.status,
    createdAt: rfc3339(view.createdAt),
    decidedAt: rfc3339(view.decidedAt),
  };
}

function blockItem(view: BlockView, context: boolean) {
  const { member } = view;
  return {
    ...withContext('Block', context),
    '@id': iriOf(BLOCK_COLLECTION, view.id),
    '@type': 'Block',
    id: view.id,
    profile: profileIri(view.profileId),
    member: {
      '@id': profileIri(member.profileId),
      fullName: member.fullName,
      age: member.age,
      livingCity: member.livingCity,
      occupation: member.occupation,
      photo: member.photo,
    },
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

const created = (body: { '@id': string }) =>
  jsonLd(body, 201, { Location: body['@id'], 'Content-Location': body['@id'] });

export const moderationEndpoint: Endpoint = {
  audience: 'admin',
  list: async ({ actor, search }) => {
    const result = await listModerationItems({
      actor,
      query: parseListQuery(search, moderationListFields, MODERATION_COLLECTION),
    });
    return collectionBody({
      context: contextOf('ModerationItem'),
      path: collectionIri(MODERATION_COLLECTION),
      search,
      result,
      members: result.items.map((item) => moderationItem(item, false)),
      fields: moderationListFields,
    });
  },
  collection: {},
  item: {
    GET: async (_ctx, id, actor) => {
      const { item, reports } = await getModerationItem({ actor, id });
      return jsonLd(moderationItem(item, true, reports), 200, { 'Accept-Patch': MERGE_PATCH });
    },
    PATCH: async (ctx, id, actor) => {
      const input = await readJsonBody(ctx.request, 'PATCH');
      const { item, reports } = await decideModerationItem({ actor, id, input });
      return jsonLd(moderationItem(item, true, reports), 200, { 'Accept-Patch': MERGE_PATCH });
    },
  },
};

export const reportEndpoint: Endpoint = {
  audience: 'member',
  list: async ({ actor, search }) => {
    const query = parseListQuery(search, reportListFields, REPORT_COLLECTION);
    const status = only(query, 'status');
    if (status !== undefined && !(typeof status === 'string' && status in MODERATION_STATUSES)) {
      throw AppError.badRequest(`Invalid value for filter "status": ${JSON.stringify(status)}.`);
    }
    const profile = only(query, 'profile');
    const result = await listReports({
      actor,
      status: status as ModerationStatus | undefined,
      profileId: typeof profile === 'number' ? profile : undefined,
      page: query.page,
      itemsPerPage: query.itemsPerPage,
    });
    return collectionBody({
      context: contextOf('Report'),
      path: collectionIri(REPORT_COLLECTION),
      search,
      result,
      members: result.items.map((view) => reportItem(view, false)),
      fields: reportListFields,
    });
  },
  collection: {
    POST: async (ctx, actor) =>
      created(reportItem(await fileReport({ actor, input: await readJsonBody(ctx.request, 'POST') }), true)),
  },
  item: {
    GET: async (_ctx, id, actor) => jsonLd(reportItem(await getReport({ actor, id }), true)),
  },
};

export const blockEndpoint: Endpoint = {
  audience: 'member',
  list: async ({ actor, search }) => {
    const query = parseListQuery(search, blockListFields, BLOCK_COLLECTION);
    const profile = only(query, 'profile');
    const result = await listBlocks({
      actor,
      profileId: typeof profile === 'number' ? profile : undefined,
      page: query.page,
      itemsPerPage: query.itemsPerPage,
    });
    return collectionBody({
      context: contextOf('Block'),
      path: collectionIri(BLOCK_COLLECTION),
      search,
      result,
      members: result.items.map((view) => blockItem(view, false)),
      fields: blockListFields,
    });
  },
  collection: {
    POST: async (ctx, actor) =>
      created(blockItem(await blockMember({ actor, input: await readJsonBody(ctx.request, 'POST') }), true)),
  },
  item: {
    GET: async (_ctx, id, actor) => jsonLd(blockItem(await getBlock({ actor, id }), true)),
    DELETE: async (_ctx, id, actor) => {
      await unblockMember({ actor, id });
      return noContent();
    },
  },
};
