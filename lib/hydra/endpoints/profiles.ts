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
import {
  getProfileAccount,
  runAccountAction,
  signInEmailsOf,
  type MemberAccount,
} from '@/lib/data/account-admin';
import { assertAudience } from '../audience';

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

/**
 * The members of a page as UTF-8 JSON: each profile serialized once per version, read only then;
 * an administrator's in two parts (withSignInEmails), which collectionBytes copies once into the page.
 */
async function listedProfilesJson(
  actor: Actor,
  page: readonly ProfileVersion[],
): Promise<(Buffer | readonly Buffer[])[]> {
  const view = ownViewOf(actor);
  // A member's list is their own profile only (the page's SQL already says so; this is the second lock).
  const allow = (record: ListedProfile) => view === 'admin' || record.userId === actor.id;
  const fragments = await readViewFragments(
    view,
    page,
    async (records) => new Map(records.map((record) => [record.id, Buffer.from(listedProfileJson(record))])),
    allow,
  );
  return view === 'admin' ? withSignInEmails(actor, fragments, page) : fragments;
}

/** A listed profile's id, from the start of its fragment ({"@id":"/api/profiles/12",...). */
const FRAGMENT_ID = /^\{"@id":"\/api\/profiles\/(\d+)"/;

/**
 * For administrators, each listed profile ends with the account's sign-in e-mail, `userEmail` (null
 * for an offline registration), as the item does: outside the cached fragments, from the e-mails
 * kept until any account changes (signInEmailsOf), so a member's new e-mail shows at once.
 */
async function withSignInEmails(
  actor: Actor,
  fragments: Buffer[],
  page: readonly ProfileVersion[],
): Promise<(readonly Buffer[])[]> {
  const ids = fragments.map((bytes) =>
    Number(FRAGMENT_ID.exec(bytes.subarray(0, 64).toString('latin1'))?.[1]),
  );
  const listed = new Set(ids);
  const emails = await signInEmailsOf({ actor, profiles: page.filter(({ id }) => listed.has(id)) });
  // The kept fragment without its closing brace, then the e-mail and the brace: copied once, into the page.
  return fragments.map((bytes, index) => [
    bytes.subarray(0, bytes.length - 1),
    Buffer.from(`,"userEmail":${JSON.stringify(emails.get(ids[index]) ?? null)}}`),
  ]);
}

const itemResponse = (record: ProfileRecord, status = 200, headers: Record<string, string> = {}) =>
  jsonLd(profileItem(record, { context: true }), status, { 'Accept-Patch': MERGE_PATCH, ...headers });

const rfc3339 = (date: Date | null) => (date ? date.toISOString().replace(/\.\d{3}Z$/, '+00:00') : null);

/** The member's account as administrators read it (issue 25 item 3); never printed for members. */
const accountJson = (account: MemberAccount | null) =>
  account && {
    email: account.email,
    activated: account.activated,
    lastSignIn: rfc3339(account.lastSignIn),
    liveSessions: account.liveSessions,
    suspended: account.suspended,
    hold: account.hold,
  };

/** GET /api/profiles/{id}: the view the reader may see, and for administrators the member's account. */
async function readItem(id: string, actor: Actor): Promise<Response> {
  const record = await getProfile({ actor, id });
  if (ownViewOf(actor) !== 'admin') return itemResponse(record);
  const account = await getProfileAccount({ actor, id });
  const item = {
    ...profileItem(record, { context: true }),
    userEmail: account?.email ?? null,
    account: accountJson(account),
  };
  return jsonLd(item, 200, { 'Accept-Patch': MERGE_PATCH });
}

/**
 * POST /api/profiles/{id}/account_actions {"action", "reason"} (administrators only): 200 with the
 * action taken and the account after it.
 */
export async function postAccountAction(ctx: ApiContext): Promise<Response> {
  const actor = assertAudience(await ctx.actor(), 'admin');
  const input = await readJsonBody(ctx.request, 'POST');
  const { action, account } = await runAccountAction({ actor, id: ctx.params.id, input, origin: ctx.origin });
  return jsonLd({
    action,
    profile: iriOf(PROFILE_COLLECTION, Number(ctx.params.id)),
    account: accountJson(account),
  });
}

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
    GET: async (_ctx, id, actor) => readItem(id, actor),
    PUT: update('replace'),
    PATCH: update('merge'),
    DELETE: async (_ctx, id, actor) => {
      await deleteProfile({ actor, id });
      return noContent();
    },
  },
};
