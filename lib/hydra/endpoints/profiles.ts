import 'server-only';
import { isAdmin } from '@/lib/auth/roles';
import {
  assertCanWriteProfile,
  createProfile,
  deleteProfile,
  getProfile,
  listProfileVersions,
  readListedProfiles,
  updateProfile,
  type ProfileRecord,
  type ProfileVersion,
} from '@/lib/data/profiles';
import { cachedListBody, cachedProfileFragments } from '@/lib/data/profile-search';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { collectionIri, iriOf } from '@/lib/resources/iri';
import { findMasterResourceByCollection } from '@/lib/resources/master-data';
import { PROFILE_COLLECTION, PROFILE_SHORT_NAME, profileFields, profileListFields } from '@/lib/resources/profile';
import { collectionBytes } from '../collection';
import type { ApiContext } from '../handler';
import { JSONLD_CONTENT_TYPE, MERGE_PATCH, jsonLd, noContent, readJsonBody } from '../http';
import { parseListQuery } from '../query';
import { contextOf } from '../serialize';
import type { Endpoint } from './types';

/** Per field, once: how to print it (relations carry the collection their IRIs point into). */
const plan = profileFields.map((field) => ({
  name: field.name,
  key: `,${JSON.stringify(field.name)}:`,
  lookup: field.type === 'relation' ? findMasterResourceByCollection(field.collection!)! : null,
}));

/** A profile in JSON-LD, references as IRIs (what writes take). */
export function profileItem(record: ProfileRecord, options: { context: boolean }) {
  const item: Record<string, unknown> = options.context ? { '@context': contextOf(PROFILE_SHORT_NAME) } : {};
  item['@id'] = iriOf(PROFILE_COLLECTION, record.id);
  item['@type'] = PROFILE_SHORT_NAME;
  item.id = record.id;
  for (const { name, lookup } of plan) {
    const value = record[name];
    if (value === undefined) continue; // hidden from this reader
    item[name] = lookup && typeof value === 'number' ? iriOf(lookup.collection, value) : value;
  }
  return item;
}

/**
 * A profile of the collection as JSON text: exactly what profileItem() prints, bar the @context,
 * references as IRIs like the item and the docs (hydra:Link), so a client reads both the same way.
 * Written as text because a page is 30 of these: building objects and then serializing them cost
 * three times as much.
 */
function listedProfileJson(record: ProfileRecord): string {
  let json = `{"@id":${JSON.stringify(iriOf(PROFILE_COLLECTION, record.id))},"@type":"${PROFILE_SHORT_NAME}","id":${record.id}`;
  for (const { name, key, lookup } of plan) {
    const value = record[name];
    if (value === undefined) continue;
    json += key + JSON.stringify(lookup && typeof value === 'number' ? iriOf(lookup.collection, value) : value);
  }
  return `${json}}`;
}

/** The members of a page as UTF-8 JSON: each profile serialized once per version, read only then. */
async function listedProfilesJson(actor: Actor, admin: boolean, page: readonly ProfileVersion[]): Promise<Buffer[]> {
  const reader = admin ? 'admin' : 'member'; // members do not see every field
  const idOf = new Map(page.map(({ id, version }) => [`${reader}:${id}:${version}`, id]));
  const json = await cachedProfileFragments([...idOf.keys()], async (missing) => {
    const ids = missing.map((key) => idOf.get(key)!);
    const records = await readListedProfiles({ actor, ids });
    const printedById = new Map(records.map((record) => [record.id, Buffer.from(listedProfileJson(record))]));
    // A profile written since its version was read is printed as it is now; one deleted, not at all.
    const printed = new Map<string, Buffer>();
    for (const key of missing) {
      const text = printedById.get(idOf.get(key)!);
      if (text !== undefined) printed.set(key, text);
    }
    return printed;
  });
  return json.filter((bytes): bytes is Buffer => bytes !== undefined);
}

async function signedIn(ctx: ApiContext) {
  const actor = await ctx.actor();
  if (!actor) throw AppError.unauthorized();
  return actor;
}

const itemResponse = (record: ProfileRecord, status = 200, headers: Record<string, string> = {}) =>
  jsonLd(profileItem(record, { context: true }), status, { 'Accept-Patch': MERGE_PATCH, ...headers });

function update(mode: 'merge' | 'replace') {
  return async (ctx: ApiContext, id: string) => {
    const actor = await signedIn(ctx);
    await assertCanWriteProfile({ actor, id });
    const input = await readJsonBody(ctx.request, mode === 'merge' ? 'PATCH' : 'PUT');
    return itemResponse(await updateProfile({ actor, id, input, mode }));
  };
}

export const profileEndpoint: Endpoint = {
  collection: {
    GET: async (ctx) => {
      const actor = await signedIn(ctx);
      await assertCanWriteProfile({ actor }); // the same who-may rule as reads: members and administrators
      const admin = isAdmin(actor);
      const fields = profileListFields(!admin);
      const query = parseListQuery(ctx.url.searchParams, fields, PROFILE_COLLECTION);
      const build = async () => {
        const result = await listProfileVersions({ actor, query });
        return collectionBytes(
          {
            context: contextOf(PROFILE_SHORT_NAME),
            path: collectionIri(PROFILE_COLLECTION),
            search: ctx.url.searchParams,
            result,
            fields,
          },
          await listedProfilesJson(actor, admin, result.items),
        );
      };
      // Every administrator sees the same page for the same URL; a member's list is their one profile.
      const small = query.pagination !== false && (query.itemsPerPage ?? 30) <= 100;
      const body = admin && small ? await cachedListBody(ctx.url.search, build) : await build();
      // Buffer.concat's bytes live in a plain ArrayBuffer; the Response copies them, the cache keeps its own.
      return new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': JSONLD_CONTENT_TYPE } });
    },
    POST: async (ctx) => {
      const actor = await signedIn(ctx);
      await assertCanWriteProfile({ actor });
      const input = await readJsonBody(ctx.request, 'POST');
      const record = await createProfile({ actor, input });
      const iri = iriOf(PROFILE_COLLECTION, record.id);
      return itemResponse(record, 201, { Location: iri, 'Content-Location': iri });
    },
  },
  item: {
    GET: async (ctx, id) => itemResponse(await getProfile({ actor: await signedIn(ctx), id })),
    PUT: update('replace'),
    PATCH: update('merge'),
    DELETE: async (ctx, id) => {
      await deleteProfile({ actor: await signedIn(ctx), id });
      return noContent();
    },
  },
};
