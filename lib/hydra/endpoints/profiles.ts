import 'server-only';
import { isAdmin } from '@/lib/auth/roles';
import { masterRowsById, type MasterRecord } from '@/lib/data/master-data';
import {
  assertCanWriteProfile,
  createProfile,
  deleteProfile,
  getProfile,
  listProfiles,
  updateProfile,
  type ProfileRecord,
} from '@/lib/data/profiles';
import { AppError } from '@/lib/errors';
import { collectionIri, iriOf } from '@/lib/resources/iri';
import { findMasterResourceByCollection, type MasterResource } from '@/lib/resources/master-data';
import { PROFILE_COLLECTION, PROFILE_SHORT_NAME, profileFields, profileListFields } from '@/lib/resources/profile';
import { collectionBody } from '../collection';
import type { ApiContext } from '../handler';
import { MERGE_PATCH, jsonLd, noContent, readJsonBody } from '../http';
import { parseListQuery } from '../query';
import { contextOf } from '../serialize';
import type { Endpoint } from './types';

/** Per field, once: how to print it (relations carry their lookup). */
const plan = profileFields.map((field) => ({
  name: field.name,
  lookup: field.type === 'relation' ? findMasterResourceByCollection(field.collection!)! : null,
}));
const lookupResources = [...new Set(plan.flatMap((p) => (p.lookup ? [p.lookup] : [])))];

type Rows = ReadonlyMap<number, MasterRecord>;
type Lookups = Map<string, Rows>;

/** The rows every reference may point to, from the master-data cache (no query per read). */
async function lookups(): Promise<Lookups> {
  const maps = await Promise.all(lookupResources.map((resource) => masterRowsById(resource)));
  return new Map(lookupResources.map((resource, i) => [resource.collection, maps[i]]));
}

// Embedded references are the same objects for as long as their cached rows live.
const embeddedCache = new WeakMap<Rows, Map<number, object>>();

/** The flattened reference the admin list shows: {"@id", "@type", "id", "<name field>"}. */
function embedded(resource: MasterResource, id: number, rows: Rows | undefined): object | string {
  if (!rows) return iriOf(resource.collection, id);
  let cache = embeddedCache.get(rows);
  if (!cache) embeddedCache.set(rows, (cache = new Map()));
  let object = cache.get(id);
  if (!object) {
    const row = rows.get(id);
    if (!row) return iriOf(resource.collection, id);
    const name = resource.fields[0].name;
    object = Object.freeze({ '@id': iriOf(resource.collection, id), '@type': resource.shortName, id, [name]: row[name] });
    cache.set(id, object);
  }
  return object;
}

/**
 * A profile in JSON-LD. Items print references as IRIs (what writes take); the collection, which
 * the admin list shows, embeds them (API.md allows it for reads that the UI needs flattened).
 */
export function profileItem(record: ProfileRecord, options: { context: boolean; lookups?: Lookups }) {
  const item: Record<string, unknown> = options.context ? { '@context': contextOf(PROFILE_SHORT_NAME) } : {};
  item['@id'] = iriOf(PROFILE_COLLECTION, record.id);
  item['@type'] = PROFILE_SHORT_NAME;
  item.id = record.id;
  for (const { name, lookup } of plan) {
    const value = record[name];
    if (value === undefined) continue; // hidden from this reader
    if (lookup && typeof value === 'number') {
      item[name] = options.lookups
        ? embedded(lookup, value, options.lookups.get(lookup.collection))
        : iriOf(lookup.collection, value);
    } else {
      item[name] = value;
    }
  }
  return item;
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
      const fields = profileListFields(!isAdmin(actor));
      const query = parseListQuery(ctx.url.searchParams, fields, PROFILE_COLLECTION);
      const [result, rows] = await Promise.all([listProfiles({ actor, query }), lookups()]);
      return jsonLd(
        collectionBody({
          context: contextOf(PROFILE_SHORT_NAME),
          path: collectionIri(PROFILE_COLLECTION),
          search: ctx.url.searchParams,
          result,
          members: result.items.map((record) => profileItem(record, { context: false, lookups: rows })),
          fields,
        }),
      );
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
