import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { approvedPhotoOf, approvedPhotosOf, notBlockedWith } from './moderation/visibility';
import { db } from '@/db/client';
import { profiles, type Profile } from '@/db/schema';
import { areaOf, type Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import type { MatchQuery } from '@/lib/matching/match-query';
import { applyOverrides } from '@/lib/matching/match-query';
import { MATCH_TEXT } from '@/lib/matching/match-text';
import { porutham, type PoruthamResult } from '@/lib/matching/porutham';
import { poruthamNumbers } from '@/lib/data/porutham-numbers';
import { findMasterResourceByCollection } from '@/lib/resources/master-data';
import { contactAccess, interestAccepted, type ContactAccess } from './contact-access';
import { ownParty } from './member-party';
import { maskView, memberViewer, photosShownTo } from './photo-access';
import { resultOf, type ListResult } from './list-query';
import { profileIsVisible, visibleProfile } from './member-visibility';
import { masterRowsById } from './master-data';
import { preferenceFilters, searchMatches, type MatchFilters } from './match-search';
import { profileRowOfUser } from '@/lib/data/profiles/prepared';
import { candidateViewOf, readViews, toView, type ProfileView, type ProfileViewName } from '@/lib/data/profiles/views';
import { rowId } from './input';
import { recordProfileVisit } from './profile-visits';

/**
 * Finding a match: who may search, the candidates a search finds, and one candidate as the member
 * sees them. Candidates are read through profiles/views.ts in another member's view: never the
 * mobile number (unless contact-access.ts reveals it), otp, plan, expiry or account.
 */

/** Whether the member may search: a profile that the team verified (mobile) and that is active. */
export type SearchAccess = { allowed: true; profile: Profile } | { allowed: false; reason: string };

export async function searchAccess(actor: Actor | null): Promise<SearchAccess> {
  if (!actor) throw AppError.unauthorized();
  if (areaOf(actor.roles) !== 'member') throw AppError.forbidden();
  const profile = await profileRowOfUser(actor.id);
  if (!profile) return { allowed: false, reason: MATCH_TEXT.noProfile };
  // An expired or missing plan does not stop a search: it only gates contact details.
  if (profile.hiddenAt) return { allowed: false, reason: MATCH_TEXT.hidden };
  if (profile.marriedAt) return { allowed: false, reason: MATCH_TEXT.married };
  if (!profileIsVisible(profile)) return { allowed: false, reason: MATCH_TEXT.waiting };
  return { allowed: true, profile };
}

/** The searching member's profile, or 403 with the reason (the waiting notice). */
async function searcher(actor: Actor | null): Promise<Profile> {
  const access = await searchAccess(actor);
  if (!access.allowed) throw AppError.forbidden(access.reason);
  return access.profile;
}

const genderResource = findMasterResourceByCollection('genders')!;

async function isFemale(profile: Profile): Promise<boolean> {
  const gender = (await masterRowsById(genderResource)).get(profile.genderId);
  return String(gender?.gender ?? '').toLowerCase() === 'female';
}

type StarRaasi = { star: number; raasi: number };
/** The two's star and raasi numbers, the bride being whichever is female; null when a star has no number. */
async function pairOf(
  viewer: Profile,
  viewerFemale: boolean,
  candidate: { starId: number; raasiId: number },
): Promise<{ bride: StarRaasi; groom: StarRaasi } | null> {
  const [mine, theirs] = await Promise.all([
    poruthamNumbers(viewer.starId, viewer.raasiId),
    poruthamNumbers(candidate.starId, candidate.raasiId),
  ]);
  if (!mine || !theirs) return null;
  return viewerFemale ? { bride: mine, groom: theirs } : { bride: theirs, groom: mine };
}

/** The porutham of the two, or null when a star has no number. */
async function poruthamOf(viewer: Profile, viewerFemale: boolean, candidate: { starId: number; raasiId: number }) {
  const pair = await pairOf(viewer, viewerFemale, candidate);
  return pair && porutham(pair.bride, pair.groom);
}

/** A candidate and the porutham; `photosShown`: the photos, or (false) the blurred placeholder only (photo-access.ts). */
export type MatchItem = { view: ProfileView; porutham: PoruthamResult | null; photosShown: boolean };
/**
 * `totalExact` false: there are more than `totalItems` matches (the search counts up to a cap,
 * lib/data/match-search.ts), and `lastPage` is the page after the counted ones.
 */
export type MatchList = ListResult<MatchItem> & { totalExact: boolean; filters: MatchFilters; preferences: MatchFilters };

/** A page of candidates for the member: their preferences with the URL's changes laid over them. */
export async function listMatches({ actor, query }: { actor: Actor | null; query: MatchQuery }): Promise<MatchList> {
  const viewer = await searcher(actor);
  const preferences = preferenceFilters(viewer);
  const filters = applyOverrides(preferences, query.overrides);
  const found = await searchMatches(viewer.id, filters, {
    page: query.page,
    itemsPerPage: query.itemsPerPage,
    order: query.order,
    direction: query.direction,
  });
  const ids = found.items.map((item) => item.profileId);
  const [views, female, shown] = await Promise.all([
    readViews(ids, 'member'),
    isFemale(viewer),
    photosShownTo(memberViewer({ profileId: viewer.id, userId: viewer.userId }), ids),
  ]);
  const byId = new Map(views.map((view) => [view.id, view]));
  const items: MatchItem[] = [];
  for (const id of ids) {
    const view = byId.get(id);
    if (!view) continue; // deleted since the search
    const candidate = { starId: Number(view.star), raasiId: Number(view.raasi) };
    const photosShown = shown.has(id);
    items.push({ view: maskView(view, photosShown), porutham: await poruthamOf(viewer, female, candidate), photosShown });
  }
  const paging = { page: query.page, itemsPerPage: query.itemsPerPage, paginated: true, offset: 0 };
  const result = resultOf(items, found.total, paging);
  if (!found.exact) result.lastPage = Math.ceil((found.total + 1) / query.itemsPerPage);
  return { ...result, totalExact: found.exact, filters, preferences };
}

export type MatchDetail = {
  view: ProfileView;
  viewName: ProfileViewName;
  porutham: PoruthamResult | null;
  /** The numbers the porutham was worked out from (for the porutham report's address). */
  pair: { bride: StarRaasi; groom: StarRaasi } | null;
  /** The photos, or (false) only the blurred main photo (photo-access.ts). */
  photosShown: boolean;
  contact: ContactAccess;
  /** The horoscope PDF is shown once an interest between the two is accepted. */
  accepted: boolean;
};

/**
 * One candidate as the member sees them; 404 when that profile is not a candidate for them.
 * `recordView` (the candidate's page): the opening counts in their Who viewed me (profile-visits.ts).
 */
export async function getMatch({
  actor,
  id,
  recordView = false,
}: {
  actor: Actor | null;
  id: number | string;
  recordView?: boolean;
}): Promise<MatchDetail> {
  const viewer = await searcher(actor);
  const key = rowId(id);
  const [row] = await db
    .select()
    .from(profiles)
    .where(
      and(
        eq(profiles.id, key),
        ne(profiles.id, viewer.id),
        ne(profiles.genderId, viewer.genderId),
        visibleProfile(),
        notBlockedWith(viewer.id, profiles.id),
      ),
    );
  if (!row) throw AppError.notFound();
  // All at once: none needs another's answer, and each database wait is a round of the page's
  // rendering (issue 28).
  const [photo, photos, accepted, contact, female, shown] = await Promise.all([
    approvedPhotoOf(row.photo),
    approvedPhotosOf(row.photos),
    interestAccepted(viewer.id, row.id),
    contactAccess(viewer.id, row.id, ownParty(actor)),
    isFemale(viewer),
    photosShownTo(memberViewer({ profileId: viewer.id, userId: viewer.userId }), [row.id]),
    recordView ? recordProfileVisit(viewer, row.id) : undefined,
  ]);
  row.photo = photo;
  row.photos = photos;
  const viewName = candidateViewOf({ accepted, contactRevealed: contact.revealed });
  const photosShown = shown.has(row.id);
  const pair = await pairOf(viewer, female, row);
  return {
    view: maskView(toView(row, viewName), photosShown),
    viewName,
    photosShown,
    porutham: pair && porutham(pair.bride, pair.groom),
    pair,
    contact,
    accepted,
  };
}
