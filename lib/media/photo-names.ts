/**
 * The names photo variants are stored and served under, shared by the server (which writes them)
 * and the pages (which pick the card variant of a photo URL without asking the database).
 *
 * A photo's contentUrl is its page variant, `/media/{id}/photo-{hash}-{width}x{height}.webp`; its card
 * variant is `/media/{id}/card-{hash}-{width}x{height}.webp`, the card size following from the page
 * size by `cardSizeOf`. Files uploaded before photos were re-encoded keep their own names
 * and have no card variant.
 */

export const PAGE_WIDTH = 1200;
/** The page variant (the contentUrl), the card variant, and the blurred placeholder (card-sized). */
type VariantKind = 'photo' | 'card' | 'blur';
const CARD_WIDTH = 400;

const VARIANT_NAME = /^(photo|card|blur)-([A-Za-z0-9_-]{16})-(\d{1,5})x(\d{1,5})\.webp$/;

export function photoNameOf(
  hash: string,
  width: number,
  height: number,
  kind: VariantKind = 'photo',
): string {
  return `${kind}-${hash}-${width}x${height}.webp`;
}

/**
 * The card's size for a page variant of this size: 4:3, at most CARD_WIDTH wide, cut around what
 * draws the eye (the face, usually). Match cards show a photo about twice as wide as tall and
 * avatars a square, both cropped from this with few pixels sent for nothing.
 */
export function cardSizeOf(width: number, height: number): { width: number; height: number } {
  const cardWidth = Math.max(1, Math.min(CARD_WIDTH, width, Math.floor((height * 4) / 3)));
  return { width: cardWidth, height: Math.max(1, Math.round((cardWidth * 3) / 4)) };
}

/** What a variant's file name says of it, or null for a name that is not a variant's. */
export function parseVariantName(
  name: string,
): { kind: VariantKind; hash: string; width: number; height: number } | null {
  const match = VARIANT_NAME.exec(name);
  if (!match) return null;
  return {
    kind: match[1] as VariantKind,
    hash: match[2],
    width: Number(match[3]),
    height: Number(match[4]),
  };
}

export type ShownImage = { src: string; width?: number; height?: number };

/**
 * The card-sized image of a photo URL, with its width and height so the browser reserves its
 * place; a photo without variants (an older upload, a placeholder) is shown as it is.
 */
export function cardImageOf(photoUrl: string): ShownImage {
  const slash = photoUrl.lastIndexOf('/');
  const parsed = parseVariantName(photoUrl.slice(slash + 1));
  if (parsed?.kind === 'blur') return { src: photoUrl, width: parsed.width, height: parsed.height };
  if (!parsed || parsed.kind !== 'photo') return { src: photoUrl };
  const card = cardSizeOf(parsed.width, parsed.height);
  return {
    src: photoUrl.slice(0, slash + 1) + photoNameOf(parsed.hash, card.width, card.height, 'card'),
    ...card,
  };
}

/** The media object's IRI of a contentUrl (/media/{id}/{name} → /api/media_objects/{id}), or null. */
export function mediaIriOf(contentUrl: string): string | null {
  const match = /^\/media\/([A-Za-z0-9_-]{1,40})\/[^/]+$/.exec(contentUrl);
  return match ? `/api/media_objects/${match[1]}` : null;
}

/** Shown when a photo may not be seen and has no blurred variant (an upload older than variants). */
const HIDDEN_PHOTO = '/no-image.webp';

/**
 * The blurred placeholder's URL of a photo URL (its page variant): what a member who may not see
 * the photo is given in its place (lib/data/photo-access.ts). Nothing of the real image is in it.
 */
export function blurredUrlOf(photoUrl: string): string {
  const slash = photoUrl.lastIndexOf('/');
  const parsed = parseVariantName(photoUrl.slice(slash + 1));
  if (!parsed || parsed.kind !== 'photo') return HIDDEN_PHOTO;
  const card = cardSizeOf(parsed.width, parsed.height);
  return photoUrl.slice(0, slash + 1) + photoNameOf(parsed.hash, card.width, card.height, 'blur');
}

/** Whether a photo URL is a placeholder (blurred or generic) rather than the photo. */
export function isHiddenPhoto(url: string): boolean {
  return url === HIDDEN_PHOTO || parseVariantName(url.slice(url.lastIndexOf('/') + 1))?.kind === 'blur';
}
