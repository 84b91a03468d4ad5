import 'server-only';
import type { Profile } from '@/db/schema';
import { isAdmin, type Actor } from '@/lib/auth/roles';
import { profilesByIds, type ListedProfile, type ProfileVersion } from './rows';
import { cachedListBody, cachedProfileFragments } from './search';
import { PROFILE_VIEW_FIELDS, PROFILE_VIEW_NAMES, isCandidateView, type ProfileViewName } from './view-fields';

/**
 * The one place profiles are read for display: which view a reader gets, and that view's fields,
 * from a row (toView), by ids (readViews) or as cached serialized fragments (readViewFragments).
 * Everything a route or page prints of a profile comes out of here, so a field no view lists
 * (view-fields.ts) cannot leak. The writers (index.ts) answer with the writer's view too.
 */
export { PROFILE_VIEW_FIELDS, type ProfileViewName } from './view-fields';

export type ProfileValue = string | number | boolean | null | readonly string[];
/** A profile as one view shows it: `id`, and `userId` only in the owner's and administrator's views. */
export type ProfileView = Readonly<{ id: number; userId?: number | null } & Record<string, ProfileValue>>;

/** The view of a profile the reader owns or administers. */
export const ownViewOf = (actor: Actor): ProfileViewName => (isAdmin(actor) ? 'admin' : 'owner');

/** Another member's view of a candidate: public, + horoscope once an interest is accepted, + mobile once revealed. */
export function candidateViewOf(relation: { accepted: boolean; contactRevealed: boolean }): ProfileViewName {
  if (relation.accepted && relation.contactRevealed) return 'contact';
  return relation.accepted ? 'accepted' : 'member';
}

/** RFC 3339 with an explicit offset, as API Platform prints dates. */
const rfc3339 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

const readPlans = Object.fromEntries(
  PROFILE_VIEW_NAMES.map((view) => [view, PROFILE_VIEW_FIELDS[view].map((f) => ({ name: f.name, column: f.column }))]),
) as Record<ProfileViewName, { name: string; column: string }[]>;

/** A row as a view shows it: only the view's fields, dates as text. */
export function toView(row: Profile, view: ProfileViewName): ProfileView {
  const record: Record<string, ProfileValue> = { id: row.id };
  if (!isCandidateView(view)) record.userId = row.userId;
  const raw: Record<string, unknown> = row;
  for (const field of readPlans[view]) {
    const value = raw[field.column];
    record[field.name] = value instanceof Date ? rfc3339(value) : ((value ?? null) as ProfileValue);
  }
  record.photos = row.photos.length === 0 && row.photo !== null ? [row.photo] : row.photos;
  record.photoVisibility = row.photoVisibility;
  return record as ProfileView;
}

/** These profiles as one view shows them, in the order of the ids (the caller has authorized). */
export function readViews(ids: readonly number[], view: ProfileViewName): Promise<ListedProfile[]> {
  return profilesByIds(ids, view);
}

/**
 * A page of profiles serialized by `serialize`, each kept by view, id and row version: a profile
 * is read and serialized again only after its row changed (search.ts keeps the cache).
 * `allow` drops rows the reader may not see (a member's list is their own profile only).
 */
export async function readViewFragments(
  view: ProfileViewName,
  page: readonly ProfileVersion[],
  serialize: (records: ListedProfile[]) => Promise<Map<number, Buffer>>,
  allow: (record: ListedProfile) => boolean = () => true,
): Promise<Buffer[]> {
  const idOf = new Map(page.map(({ id, version }) => [`${view}:${id}:${version}`, id]));
  const json = await cachedProfileFragments([...idOf.keys()], async (missing) => {
    const records = (await readViews(missing.map((key) => idOf.get(key)!), view)).filter(allow);
    const printedById = await serialize(records);
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

/**
 * A whole serialized list page in a view: kept per URL for the administrators' view, which every
 * administrator shares (a member's list is their own profile: nothing to share). `small` pages only.
 */
export function readViewListBody(view: ProfileViewName, search: string, small: boolean, build: () => Promise<Buffer>): Promise<Buffer> {
  return view === 'admin' && small ? cachedListBody(search, build) : build();
}
