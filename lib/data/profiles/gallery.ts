import 'server-only';
import { PHOTO_VISIBILITIES, type PhotoVisibility, type Profile } from '@/db/schema';
import { isAdmin, type Actor } from '@/lib/auth/roles';
import { AppError, type Violation } from '@/lib/errors';
import { findMedia, findMediaByContentUrl } from '@/lib/data/media-access';
import { MAX_PHOTOS, PHOTO_MESSAGES } from '@/lib/resources/photo-text';
import { PROFILE_MESSAGES } from '@/lib/validation/profile';

/**
 * A profile's photos: up to 5 in the member's order, `photo` the main one, and who sees them.
 * A write may send `photos` (media object IRIs, the whole gallery in order), `photo` (the main
 * one's contentUrl, as the spec's screens do) and `photoVisibility`. Sent alone, a new `photo`
 * takes the old main photo's place in the gallery (the spec's form replaces the photo), one
 * already in the gallery just becomes the main one, and null takes the main photo away (the next
 * one becomes main). Nothing is stored on refusal: 400 for what is not a list of IRIs of the
 * writer's own images, 422 past 5 photos, twice the same, or a main photo outside the list.
 */
export type GalleryColumns = { photo: string | null; photos: string[]; photoVisibility?: PhotoVisibility };

/** A media object's IRI (its id is not a number); a contentUrl is taken too. */
const MEDIA_IRI = /^\/api\/media_objects\/([A-Za-z0-9_-]{1,40})$/;
const invalidIri = (value: unknown) => AppError.badRequest(`Invalid IRI "${String(value)}".`);
const violation = (propertyPath: string, message: string): Violation => ({ propertyPath, message });

/** The contentUrls of the gallery a write sends, checked: the writer's own uploaded images. */
async function sentGallery(actor: Actor, value: unknown, current: readonly string[]): Promise<string[]> {
  if (!Array.isArray(value)) throw AppError.badRequest(PHOTO_MESSAGES.notAList);
  const urls: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string') throw invalidIri(item);
    const id = MEDIA_IRI.exec(item)?.[1];
    const media = await (id === undefined ? findMediaByContentUrl(item) : findMedia(id));
    // A photo the profile already shows may stay whoever uploaded it (an administrator, for one).
    if (!media || (!isAdmin(actor) && media.ownerId !== actor.id && !current.includes(media.contentUrl))) throw invalidIri(item);
    if (!media.mimeType.startsWith('image/')) throw AppError.validation([violation('photos', PROFILE_MESSAGES.uploadType)]);
    urls.push(media.contentUrl);
  }
  return urls;
}

/**
 * The gallery columns to store for a write: `input` is the write's body, `photo` the main photo
 * once the write's other fields were checked (the spec's rules on `photo`), `before` the stored row.
 */
export async function galleryColumns(actor: Actor, input: unknown, photo: string | null, before: Profile | null): Promise<GalleryColumns> {
  const body = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const current = before ? galleryOf(before) : [];
  const violations: Violation[] = [];
  let photos: string[];
  let main = photo;
  if ('photos' in body && body.photos !== undefined) {
    photos = await sentGallery(actor, body.photos, current);
    const sentMain = 'photo' in body && body.photo !== null && body.photo !== undefined;
    if (sentMain && (main === null || !photos.includes(main))) violations.push(violation('photo', PHOTO_MESSAGES.mainNotInGallery));
    if (!sentMain) {
      const kept = body.photo !== null && before?.photo && photos.includes(before.photo) ? before.photo : null;
      main = kept ?? photos[0] ?? null;
    }
  } else {
    photos = [...current];
    const oldMain = before?.photo ?? null;
    if (main !== oldMain && oldMain !== null && !(main !== null && photos.includes(main))) {
      const at = photos.indexOf(oldMain);
      if (at >= 0 && main === null) photos.splice(at, 1);
      else if (at >= 0) photos[at] = main!;
    }
    if (main !== null && !photos.includes(main)) photos.unshift(main);
    if (main === null) main = photos[0] ?? null;
  }
  if (new Set(photos).size !== photos.length) violations.push(violation('photos', PHOTO_MESSAGES.duplicate));
  if (photos.length > MAX_PHOTOS) violations.push(violation('photos', PHOTO_MESSAGES.tooMany));
  const columns: GalleryColumns = { photo: main, photos };
  if ('photoVisibility' in body && body.photoVisibility !== undefined) {
    const value = body.photoVisibility;
    if (!(PHOTO_VISIBILITIES as readonly unknown[]).includes(value)) violations.push(violation('photoVisibility', PHOTO_MESSAGES.visibility));
    else columns.photoVisibility = value as PhotoVisibility;
  }
  if (violations.length) throw AppError.validation(violations);
  return columns;
}

/** A row's gallery; a row written without one (by SQL, say) shows its main photo alone. */
const galleryOf = (row: Pick<Profile, 'photo' | 'photos'>): string[] =>
  row.photos.length === 0 && row.photo !== null ? [row.photo] : row.photos;

/** Every file a row shows: its photos and its horoscope. */
export const filesOf = (row: Pick<Profile, 'photo' | 'photos' | 'horoscope'>): (string | null)[] => [row.photo, ...row.photos, row.horoscope];
