import 'server-only';
import {
  assertCanWriteProfile,
  createProfile,
  deleteProfile,
  getProfile,
  listProfileVersions,
  updateProfile,
  type ProfileRecord,
  type ProfileVersion,
} from '@/lib/data/profiles';
import {
  PROFILE_VIEW_FIELDS,
  ownViewOf,
  readViewFragments,
  readViewListBody,
  type ProfileView,
} from '@/lib/data/profiles/views';
import type { ListedProfile } from '@/lib/data/profiles/rows';
import type { Actor } from '@/lib/auth/roles';
import { collectionIri, iriOf } from '@/lib/resources/iri';
import { findMasterResourceByCollection } from '@/lib/resources/master-data';
import {
  PROFILE_COLLECTION,
  PROFILE_SHORT_NAME,
  profileFields,
  profileListFields,
} from '@/lib/resources/profile';
import { collectionBytes } from '../collection';
import type { ApiContext } from '../handler';
import { MERGE_PATCH, jsonLd, noContent, readJsonBody } from '../http';
import { parseListQuery } from '../query';
import { contextOf } from '../serialize';
import type { Endpoint } from './types';
import { mediaIriOf } from '@/lib/media/photo-names';

/**
 * The gallery as API Platform prints a to-many relation: the media objects' IRIs, in order; and
 * who sees the photos. A view that has none (never so far) prints neither.
 */
function photoProperties(record: ProfileView): Record<string, unknown> {
  if (!Array.isArray(record.photos)) return {};
  return {
    photos: record.photos.map((url) => mediaIriOf(url)).filter((iri) => iri !== null),
    photoVisibility: record.photoVisibility,
  };
}

/** Per field, once: how to print it (relations carry the collection their IRIs point into). */
const plan = profileFields.map((field) => ({
  name: field.name,
  key: `,${JSON.stringify(field.name)}:`,
  lookup: field.type === 'relation' ? findMasterResourceByCollection(field.collection!)! : null,
}));

/**
 * A profile view (lib/data/profiles/views.ts) in JSON-LD, references as IRIs (what writes take):
 * a thin serializer that prints exactly the fields the view holds. `as` prints it as another
 * resource (a Match is a candidate's view at /api/matches/{id}).
 */
export function profileItem(
  record: ProfileView,
  options: { context: boolean; as?: { collection: string; shortName: string } },
) {
  const { collection, shortName } = options.as ?? {
    collection: PROFILE_COLLECTION,
    shortName: PROFILE_SHORT_NAME,
  };
  const item: Record<string, unknown> = options.context ? { '@context': contextOf(shortName) } : {};
  item['@id'] = iriOf(collection, record.id);
  item['@type'] = shortName;
  item.id = record.id;
  for (const { name, lookup } of plan) {
    const value = record[name];
    if (value === undefined) continue; // hidden from this reader
    item[name] = lookup && typeof value === 'number' ? iriOf(lookup.collection, value) : value;
  }
  Object.assign(item, photoProperties(record));
  return item;
}

/**
 * A profile of the collection as JSON text: exactly what profileItem() prints, bar the @context,
 * references as IRIs like the item and the docs (hydra:Link), so a client reads both the same way.
 * Written as text because a page is 30 of these: building objects and then serializing them cost
 * three times as much.
 */
function listedProfileJson(record: ProfileView): string {
  let json = `{"@id":${JSON.stringify(iriOf(PROFILE_COLLECTION, record.id))},"@type":"${PROFILE_SHORT_NAME}","id":${record.id}`;
  for (const { name, key, lookup } of plan) {
    const value = record[name];
    if (value === undefined) continue;
    json +=
      key + JSON.stringify(lookup && typeof value === 'number' ? iriOf(lookup.collection, value) : value);
  }
  for (const [name, value] of Object.entries(photoProperties(record)))
    json += `,${JSON.stringify(name)}:${JSON.stringify(value)}`;
  return `${json}}`;
}

/** The members of a page as UTF-8 JSON: each profile serialized once per version, read only then. */
async function listedProfilesJson(actor: Actor, page: readonly ProfileVersion[]): Promise<Buffer[]> {
  const view = ownViewOf(actor);
  // A member's list is their own profile only (the page's SQL already says so; this is the second lock).
  const allow = (record: ListedProfile) => view === 'admin' || record.userId === actor.id;
  return readViewFragments(
    view,
    page,
    async (records) => new Map(records.map((record) => [record.id, Buffer.from(listedProfileJson(record))])),
    allow,
  );
}

const itemResponse = (record: ProfileRecord, status = 200, headers: Record<string, string> = {}) =>
  jsonLd(profileItem(record, { context: true }), status, { 'Accept-Patch': MERGE_PATCH, ...headers });

function update(mode: 'merge' | 'replace') {
  return async (ctx: ApiContext, id: string, actor: Actor) => {
    await assertCanWriteProfile({ actor, id }); // 404 before the body is read
    const input = await readJsonBody(ctx.request, mode === 'merge' ? 'PATCH' : 'PUT');
    return itemResponse(await updateProfile({ actor, id, input, mode }));
  };
}

/** Members (their own) and administrators (all); the data layer decides which and what each sees. */
export const profileEndpoint: Endpoint = {
  audience: ['member', 'admin'],
  list: async ({ actor, search }) => {
    const fields = profileListFields(PROFILE_VIEW_FIELDS[ownViewOf(actor)]);
    const query = parseListQuery(search, fields, PROFILE_COLLECTION);
    const build = async () => {
      const result = await listProfileVersions({ actor, query });
      return collectionBytes(
        {
          context: contextOf(PROFILE_SHORT_NAME),
          path: collectionIri(PROFILE_COLLECTION),
          search,
          result,
          fields,
        },
        await listedProfilesJson(actor, result.items),
      );
    };
    // Every administrator sees the same page for the same URL; a member's list is their one profile.
    const small = query.pagination !== false && (query.itemsPerPage ?? 30) <= 100;
    return readViewListBody(ownViewOf(actor), search.toString(), small, build);
  },
  collection: {
    POST: async (ctx, actor) => {
      const input = await readJsonBody(ctx.request, 'POST');
      const record = await createProfile({ actor, input });
      const iri = iriOf(PROFILE_COLLECTION, record.id);
      return itemResponse(record, 201, { Location: iri, 'Content-Location': iri });
    },
  },
  item: {
    GET: async (_ctx, id, actor) => itemResponse(await getProfile({ actor, id })),
    PUT: update('replace'),
    PATCH: update('merge'),
    DELETE: async (_ctx, id, actor) => {
      await deleteProfile({ actor, id });
      return noContent();
    },
  },
};
