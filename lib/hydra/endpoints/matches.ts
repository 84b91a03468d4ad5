import 'server-only';
import { getMatch, listMatches, type MatchItem } from '@/lib/data/matches';
import { parseMatchQuery } from '@/lib/matching/match-query';
import { MATCH_COLLECTION, MATCH_SHORT_NAME } from '@/lib/matching/match-resource';
import type { PoruthamResult } from '@/lib/matching/porutham';
import { levelJson } from '@/lib/matching/porutham-words';
import { collectionIri } from '@/lib/resources/iri';
import { jsonLd } from '../http';
import { contextOf } from '../serialize';
import { findApiClass } from '../api-classes';
import { viewOf } from '../collection';
import { profileItem } from './profiles';
import type { Endpoint } from './types';

/**
 * GET /api/matches and /api/matches/{profileId}: the signed-in member's candidates. A thin
 * serializer of lib/data/matches.ts, which picks each candidate's view (profiles/views.ts).
 */
const as = { collection: MATCH_COLLECTION, shortName: MATCH_SHORT_NAME };

const poruthamJson = (result: PoruthamResult | null) =>
  result && {
    score: result.score,
    recommended: result.recommended,
    level: levelJson(result),
    items: result.items,
  };

const matchJson = (item: MatchItem, context: boolean) => ({
  ...profileItem(item.view, { context, as }),
  // false: `photo` is the blurred placeholder and `photos` empty (lib/data/photo-access.ts).
  photosShown: item.photosShown,
  porutham: poruthamJson(item.porutham),
});

function searchTemplate(path: string) {
  const variables = findApiClass(MATCH_SHORT_NAME)!.searchVariables!;
  return {
    '@type': 'hydra:IriTemplate',
    'hydra:template': `${path}{?${variables.map((v) => v.variable).join(',')}}`,
    'hydra:variableRepresentation': 'BasicRepresentation',
    'hydra:mapping': variables.map((v) => ({
      '@type': 'IriTemplateMapping',
      variable: v.variable,
      property: v.property,
      required: false,
    })),
  };
}

/** The member area's; the data layer decides who may search (verified and active) and what each candidate shows. */
export const matchEndpoint: Endpoint = {
  audience: 'member',
  list: async ({ actor, search }) => {
    const query = parseMatchQuery(search);
    const result = await listMatches({ actor, query });
    const path = collectionIri(MATCH_COLLECTION);
    const body: Record<string, unknown> = {
      '@context': contextOf(MATCH_SHORT_NAME),
      '@id': path,
      '@type': 'hydra:Collection',
      'hydra:member': result.items.map((item) => matchJson(item, false)),
    };
    // Past the search's count cap the total is not known: left out, as API Platform's partial
    // pagination does (hydra:view then has next but no last). docs/API.md, Matching resources.
    if (result.totalExact) body['hydra:totalItems'] = result.totalItems;
    const view = viewOf(path, search, result);
    if (view && !result.totalExact) delete view['hydra:last'];
    if (view) body['hydra:view'] = view;
    body['hydra:search'] = searchTemplate(path);
    return body;
  },
  collection: {},
  item: {
    GET: async (_ctx, id, actor) => jsonLd(matchJson(await getMatch({ actor, id }), true)),
  },
};
