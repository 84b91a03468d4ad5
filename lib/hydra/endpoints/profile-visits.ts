import 'server-only';
import type { MemberSummary } from '@/lib/data/member-summary';
import { getProfileVisit, listProfileVisits, type ProfileVisit } from '@/lib/data/profile-visits';
import { collectionIri, iriOf } from '@/lib/resources/iri';
import { PROFILE_VISIT_COLLECTION, profileVisitListFields } from '@/lib/resources/member-tools-lists';
import { PROFILE_COLLECTION } from '@/lib/resources/profile';
import { collectionBody } from '../collection';
import { jsonLd } from '../http';
import { parseListQuery } from '../query';
import { contextOf } from '../serialize';
import type { Endpoint } from './types';

/**
 * GET /api/profile_views (issue 26 item 4): who viewed the signed-in member, newest first, each
 * naming the viewer's profile and when; the data layer (profile-visits.ts) leaves out whom the
 * member may not see and refuses a member who browses privately.
 */
const rfc3339 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

const memberOf = (summary: MemberSummary) => ({
  '@id': iriOf(PROFILE_COLLECTION, summary.profileId),
  fullName: summary.fullName,
  age: summary.age,
  livingCity: summary.livingCity,
  occupation: summary.occupation,
  photo: summary.photo,
});

function visitItem(visit: ProfileVisit, withContext: boolean) {
  return {
    ...(withContext ? { '@context': contextOf('ProfileView') } : {}),
    '@id': iriOf(PROFILE_VISIT_COLLECTION, visit.id),
    '@type': 'ProfileView',
    id: visit.id,
    profile: iriOf(PROFILE_COLLECTION, visit.profileId),
    member: memberOf(visit.member),
    viewedAt: rfc3339(visit.viewedAt),
  };
}

export const profileVisitEndpoint: Endpoint = {
  audience: 'member',
  list: async ({ actor, search }) => {
    const query = parseListQuery(search, profileVisitListFields, PROFILE_VISIT_COLLECTION);
    const result = await listProfileVisits({ actor, page: query.page, itemsPerPage: query.itemsPerPage });
    return collectionBody({
      context: contextOf('ProfileView'),
      path: collectionIri(PROFILE_VISIT_COLLECTION),
      search,
      result,
      members: result.items.map((visit) => visitItem(visit, false)),
      fields: profileVisitListFields,
    });
  },
  collection: {},
  item: {
    GET: async (_ctx, id, actor) => jsonLd(visitItem(await getProfileVisit({ actor, id }), true)),
  },
};
