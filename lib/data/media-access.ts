import 'server-only';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { mediaObjects, profiles } from '@/db/schema';
import { isAdmin, type Actor } from '@/lib/auth/roles';
import { interestAccepted } from './contact-access';
import { profileIsVisible, visibleProfile } from './member-visibility';
import { notBlockedWith } from './moderation/visibility';
import { maySeePhoto, photoSubjects, type PhotoViewer } from './photo-access';

/** An uploaded file as the data layer hands it out. */
export type MediaRecord = {
  id: string;
  ownerId: number | null;
  mimeType: string;
  size: number;
  storageKey: string;
  /** The safe file name it is served under. */
  name: string;
  contentUrl: string;
  /** A photo's card-sized variant, stored beside it (lib/media/photo-names.ts). */
  card: { storageKey: string; size: number } | null;
  /** A photo's blurred placeholder, stored beside it; null for PDFs and uploads older than it. */
  blur: { storageKey: string; size: number } | null;
  /** A member's photo waits for an administrator's approval; others see it once 'approved'. */
  moderation: 'pending' | 'approved' | 'rejected';
  createdAt: string;
};

const contentUrlOf = (id: string, name: string) => `/media/${id}/${encodeURIComponent(name)}`;

/** The id and name a contentUrl (/media/{id}/{name}) points to, or null. */
function parseContentUrl(url: string): { id: string; name: string } | null {
  const match = /^\/media\/([A-Za-z0-9_-]{1,40})\/([^/]{1,255})$/.exec(url);
  if (!match) return null;
  try {
    return { id: match[1], name: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}

export function toMediaRecord(row: typeof mediaObjects.$inferSelect): MediaRecord {
  return {
    id: row.id,
    ownerId: row.ownerId,
    mimeType: row.mimeType,
    size: row.size,
    storageKey: row.storageKey,
    name: row.originalName,
    contentUrl: contentUrlOf(row.id, row.originalName),
    card: row.cardStorageKey && row.cardSize !== null ? { storageKey: row.cardStorageKey, size: row.cardSize } : null,
    blur: row.blurStorageKey && row.blurSize !== null ? { storageKey: row.blurStorageKey, size: row.blurSize } : null,
    moderation: row.moderation,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Profiles showing a file as their photo (main or in the gallery) or horoscope. */
export const profilesShowing = (contentUrl: string) =>
  or(eq(profiles.photo, contentUrl), eq(profiles.horoscope, contentUrl), sql`${contentUrl} = any(${profiles.photos})`);

export async function findMedia(id: string): Promise<MediaRecord | null> {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(id)) return null;
  const [row] = await db.select().from(mediaObjects).where(eq(mediaObjects.id, id));
  return row ? toMediaRecord(row) : null;
}

/** The media object a contentUrl names (id and name must both match), or null. */
export async function findMediaByContentUrl(url: string): Promise<MediaRecord | null> {
  const parsed = parseContentUrl(url);
  const media = parsed ? await findMedia(parsed.id) : null;
  return media && media.name === parsed!.name ? media : null;
}

/** What a reader may have of a file: all of it, only a photo's blurred placeholder, or nothing. */
export type MediaAccess = 'full' | 'placeholder' | 'none';

const showsPhoto = (row: { photo: string | null; photos: string[] }, url: string) => row.photo === url || row.photos.includes(url);

/**
 * Who may see a file: administrators, whoever uploaded it, the member whose own profile shows
 * it (an administrator may upload a member's photo), and a member who may search (verified,
 * active profile) for a candidate's photo (an active, verified profile's) as the photo decision
 * says (photo-access.ts: the photo, or only its blurred placeholder) — or a candidate's horoscope
 * once an interest between the two was accepted (the views of profiles/views.ts).
 */
export async function mediaAccessOf(actor: Actor | null, media: MediaRecord): Promise<MediaAccess> {
  if (!actor) return 'none';
  if (isAdmin(actor) || media.ownerId === actor.id) return 'full';
  const url = media.contentUrl;
  const [own] = await db.select().from(profiles).where(eq(profiles.userId, actor.id)).limit(1);
  if (!own) return 'none';
  if (showsPhoto(own, url) || own.horoscope === url) return 'full';
  if (!profileIsVisible(own)) return 'none';
  const shown = await db
    .select({ id: profiles.id, photo: profiles.photo, photos: profiles.photos, horoscope: profiles.horoscope })
    .from(profiles)
    .where(
      and(profilesShowing(url), visibleProfile(), ne(profiles.genderId, own.genderId), notBlockedWith(own.id, profiles.id)),
    )
    .limit(20);
  const viewer: PhotoViewer = { userId: actor.id, admin: false, profileId: own.id };
  const withPhoto = shown.filter((p) => showsPhoto(p, url));
  const subjects = await photoSubjects(viewer, withPhoto.map((p) => p.id));
  let access: MediaAccess = 'none';
  for (const candidate of withPhoto) {
    const subject = subjects.get(candidate.id);
    const photo = { contentUrl: url, approved: media.moderation === 'approved' };
    if (subject && maySeePhoto(viewer, subject, photo)) return 'full';
    // A photo waiting for moderation is not even blurred for others: nothing of it leaves.
    if (photo.approved) access = 'placeholder';
  }
  for (const candidate of shown) if (candidate.horoscope === url && (await interestAccepted(own.id, candidate.id))) return 'full';
  return access;
}
