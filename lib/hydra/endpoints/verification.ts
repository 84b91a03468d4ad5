import 'server-only';
import {
  getVerification,
  listVerificationQueue,
  recordVerificationCall,
  type VerificationEntry,
} from '@/lib/data/verification';
import { VERIFICATION_COLLECTION, verificationListFields } from '@/lib/resources/bureau-lists';
import { collectionIri, iriOf } from '@/lib/resources/iri';
import { PROFILE_COLLECTION } from '@/lib/resources/profile';
import { collectionBody } from '../collection';
import { jsonLd, readJsonBody } from '../http';
import { parseListQuery } from '../query';
import { contextOf } from '../serialize';
import type { Endpoint } from './types';

/**
 * /api/verification_calls (administrators): the verification queue, one item per member awaiting
 * mobile verification (its @id carries the profile's id), with the calls made so far; POST records
 * a call and answers that member's item.
 */
const SHORT_NAME = 'VerificationCall';
const rfc3339 = (date: Date | null) => (date ? date.toISOString().replace(/\.\d{3}Z$/, '+00:00') : null);

function verificationItem(entry: VerificationEntry, context: boolean) {
  return {
    ...(context ? { '@context': contextOf(SHORT_NAME) } : {}),
    '@id': iriOf(VERIFICATION_COLLECTION, entry.profileId),
    '@type': SHORT_NAME,
    id: entry.profileId,
    profile: iriOf(PROFILE_COLLECTION, entry.profileId),
    fullName: entry.fullName,
    mobile: entry.mobile,
    registeredAt: rfc3339(entry.registeredAt),
    mobileVerified: entry.mobileVerified,
    mobileVerifiedAt: rfc3339(entry.mobileVerifiedAt),
    calls: entry.calls.map((call) => ({
      outcome: call.outcome,
      note: call.note,
      callBackAt: rfc3339(call.callBackAt),
      calledBy: call.calledBy,
      createdAt: rfc3339(call.createdAt),
    })),
  };
}

export const verificationEndpoint: Endpoint = {
  audience: 'admin',
  list: async ({ actor, search }) => {
    const { page, itemsPerPage } = parseListQuery(search, verificationListFields, VERIFICATION_COLLECTION);
    const result = await listVerificationQueue({ actor, page, itemsPerPage });
    return collectionBody({
      context: contextOf(SHORT_NAME),
      path: collectionIri(VERIFICATION_COLLECTION),
      search,
      result,
      members: result.items.map((entry) => verificationItem(entry, false)),
      fields: verificationListFields,
    });
  },
  collection: {
    POST: async (ctx, actor) => {
      const entry = await recordVerificationCall({ actor, input: await readJsonBody(ctx.request, 'POST') });
      const iri = iriOf(VERIFICATION_COLLECTION, entry.profileId);
      return jsonLd(verificationItem(entry, true), 201, { Location: iri, 'Content-Location': iri });
    },
  },
  item: {
    GET: async (_ctx, id, actor) => jsonLd(verificationItem(await getVerification({ actor, id }), true)),
  },
};
