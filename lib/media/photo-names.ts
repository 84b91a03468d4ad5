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
const CARD_WIDTH = 400;

const VARIANT_NAME = /^(photo|card)-([A-Za-z0-9_-]{16})-(\d{1,5})x(\d{1,5})\.webp$/;

export function photoNameOf(
  hash: string,
  width: number,
  height: number,
  kind: 'photo' | 'card' = 'photo',
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
): { kind: 'photo' | 'card'; hash: string; width: number; height: number } | null {
  const match = VARIANT_NAME.exec(name);
  if (!match) return null;
  return {
    kind: match[1] as 'photo' | 'card',
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
  if (!parsed || parsed.kind !== 'photo') return { src: photoUrl };
  const card = cardSizeOf(parsed.width, parsed.height);
  return {
    src: photoUrl.slice(0, slash + 1) + photoNameOf(parsed.hash, card.width, card.height, 'card'),
    ...card,
  };
}
