import 'server-only';
import { and, eq, inArray, or } from 'drizzle-orm';
import { db } from '@/db/client';
import { interests, photoRequests, profiles, type PhotoVisibility } from '@/db/schema';
import { blurredUrlOf } from '@/lib/media/photo-names';

/**
 * Who sees a member's photos: the ONE decision, used by /media (media-access.ts), the API and the
 * pages (matches.ts, interests.ts, shortlists.ts through maskSummaries) and so the CSV export,
 * which is the API's list. Everything else about the profile is decided by the views
 * (profiles/views.ts); this only says "the photos" or "the blurred placeholder".
 *
 * The owner and administrators always see the photos. Another member, whom the caller has already
 * shown the profile (a candidate: verified, active, the other gender), sees them by the owner's
 * choice of `photoVisibility`:
 * - `members`: any such member (the default);
 * - `interest`: only with an interest between the two, pending or accepted, either way;
 * - `request`: only once the owner granted the member's request (and not after revoking it).
 *
 * A photo waiting for moderation is seen only by its owner and administrators: PhotoContext's
 * `approved` here; the candidate views leave such photos out altogether (profiles/columns.ts,
 * member-summary.ts, matches.ts through moderation/visibility.ts), so nothing of them is sent.
 */

/** The member (or administrator) looking. */
export type PhotoViewer = { userId: number; admin: boolean; profileId: number | null };

/** The profile whose photos are looked at, with what the decision needs of its relation to the viewer. */
export type PhotoSubject = {
  profileId: number;
  userId: number | null;
  visibility: PhotoVisibility;
  /** A pending or accepted interest between the viewer and this profile, either way. */
  interest: boolean;
  /** The viewer's request to see these photos was granted and is not revoked. */
  granted: boolean;
};

/**
 * One photo of the subject, where the decision depends on the photo itself: `approved` false for
 * a photo waiting for moderation or rejected (issue 22 item 3; lib/data/moderation).
 */
export type PhotoContext = { contentUrl: string; approved?: boolean };

/** May `viewer` see the photos (or this photo) of `subject`? The one rule; see above. */
export function maySeePhoto(viewer: PhotoViewer, subject: PhotoSubject, photo?: PhotoContext): boolean {
  if (viewer.admin) return true;
  if (subject.userId !== null && subject.userId === viewer.userId) return true;
  if (viewer.profileId !== null && viewer.profileId === subject.profileId) return true;
  // Until an administrator approves it, a photo is its owner's and the administrators' only.
  if (photo?.approved === false) return false;
  switch (subject.visibility) {
    case 'members':
      return true;
    case 'interest':
      return subject.interest;
    case 'request':
      return subject.granted;
  }
}

/** The subjects of these profiles as `viewer` relates to them, read in three queries whatever their number. */
export async function photoSubjects(viewer: PhotoViewer, profileIds: readonly number[]): Promise<Map<number, PhotoSubject>> {
  const ids = [...new Set(profileIds)];
  const subjects = new Map<number, PhotoSubject>();
  if (ids.length === 0) return subjects;
  const me = viewer.profileId;
  const [rows, live, grants] = await Promise.all([
    db
      .select({ id: profiles.id, userId: profiles.userId, visibility: profiles.photoVisibility })
      .from(profiles)
      .where(inArray(profiles.id, ids)),
    me === null
      ? []
      : db
          .select({ from: interests.fromProfileId, to: interests.toProfileId })
          .from(interests)
          .where(
            and(
              inArray(interests.status, ['pending', 'accepted']),
              or(
                and(eq(interests.fromProfileId, me), inArray(interests.toProfileId, ids)),
                and(eq(interests.toProfileId, me), inArray(interests.fromProfileId, ids)),
              ),
            ),
          ),
    me === null
      ? []
      : db
          .select({ to: photoRequests.toProfileId })
          .from(photoRequests)
          .where(and(eq(photoRequests.fromProfileId, me), inArray(photoRequests.toProfileId, ids), eq(photoRequests.status, 'granted'))),
  ]);
  const withInterest = new Set(live.map((row) => (row.from === me ? row.to : row.from)));
  const granted = new Set(grants.map((row) => row.to));
  for (const row of rows) {
    subjects.set(row.id, {
      profileId: row.id,
      userId: row.userId,
      visibility: row.visibility,
      interest: withInterest.has(row.id),
      granted: granted.has(row.id),
    });
  }
  return subjects;
}

/** Which of these profiles' photos the viewer may see (profiles that no longer exist: none). */
export async function photosShownTo(viewer: PhotoViewer, profileIds: readonly number[]): Promise<Set<number>> {
  const subjects = await photoSubjects(viewer, profileIds);
  return new Set([...subjects.values()].filter((subject) => maySeePhoto(viewer, subject)).map((s) => s.profileId));
}

/** A photo URL as a viewer gets it: itself, or (not shown) its blurred placeholder; null stays null. */
const photoShown = (url: string | null, shown: boolean): string | null =>
  url === null || shown ? url : blurredUrlOf(url);

/** A profile view (profiles/views.ts) as the viewer may see it: hidden, the blurred main photo and no gallery. */
export function maskView<V extends Readonly<Record<string, unknown>>>(view: V, shown: boolean): V {
  if (shown || view.photos === undefined) return view;
  return { ...view, photo: typeof view.photo === 'string' ? photoShown(view.photo, false) : null, photos: [] };
}

/** A member as a viewer, from their profile (a party to interests and shortlists). */
export const memberViewer = (party: { profileId: number; userId: number | null }): PhotoViewer => ({
  userId: party.userId ?? 0,
  admin: false,
  profileId: party.profileId,
});

/** Member summaries (interests, shortlists) with each photo as the viewer may see it. */
export async function maskSummaries<T extends { profileId: number; photo: string | null }>(viewer: PhotoViewer, rows: T[]): Promise<T[]> {
  const shown = await photosShownTo(
    viewer,
    rows.filter((row) => row.photo !== null).map((row) => row.profileId),
  );
  return rows.map((row) => (row.photo === null || shown.has(row.profileId) ? row : { ...row, photo: photoShown(row.photo, false) }));
}
