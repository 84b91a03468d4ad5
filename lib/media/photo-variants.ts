import 'server-only';
import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { cardSizeOf, photoNameOf, PAGE_WIDTH } from './photo-names';

/**
 * Every uploaded photo is decoded and written anew: what a member's phone put in the file (EXIF
 * with the GPS position of the home, XMP, comments, the camera's serial) never reaches another
 * member, the orientation the camera recorded is applied to the pixels, and the bytes served are
 * ours, not the uploader's (a crafted file that some decoder mishandles is not passed on).
 */

/** A decoded photo larger than this many pixels is refused (a small file can claim a huge image). */
const MAX_INPUT_PIXELS = 50_000_000;
const PAGE_QUALITY = 80;
// Cards are small and seen in a list of twelve on a phone: a lower quality costs little to the eye.
const CARD_QUALITY = 65;
/** The blurred placeholder: a few pixels wide, blurred again, so nothing of the face is left to see. */
const BLUR_WIDTH = 16;
const BLUR_SIGMA = 2;

type PhotoVariant = { name: string; data: Buffer; width: number; height: number };
export type PhotoVariants = { page: PhotoVariant; card: PhotoVariant; blur: PhotoVariant };

/** Thrown when the bytes do not decode as an image. */
export class NotAnImageError extends Error {}

/**
 * The page variant (at most PAGE_WIDTH wide) and the card variant (4:3, at most CARD_WIDTH wide)
 * of a photo, as WebP without metadata. Both names carry a hash of the page variant's bytes, so a URL
 * names one content for ever and can be cached as immutable.
 */
export async function makePhotoVariants(input: Buffer): Promise<PhotoVariants> {
  let page: { data: Buffer; info: OutputInfo };
  try {
    page = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
      .rotate() // applies the EXIF orientation, then the metadata is dropped (sharp keeps none by default)
      .resize({ width: PAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: PAGE_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new NotAnImageError();
  }
  const hash = createHash('sha256').update(page.data).digest('base64url').slice(0, 16);
  const { width, height } = page.info;
  const cardSize = cardSizeOf(width, height);
  const card = await sharp(page.data)
    .resize({ ...cardSize, fit: 'cover', position: sharp.strategy.attention })
    .webp({ quality: CARD_QUALITY })
    .toBuffer();
  return {
    page: { name: photoNameOf(hash, width, height), data: page.data, width, height },
    card: { name: photoNameOf(hash, cardSize.width, cardSize.height, 'card'), data: card, ...cardSize },
    blur: {
      name: photoNameOf(hash, cardSize.width, cardSize.height, 'blur'),
      data: await blurOf(card),
      ...cardSize,
    },
  };
}

/**
 * The placeholder shown instead of a photo to a member who may not see it (lib/data/photo-access.ts):
 * the card shrunk to a few pixels and blurred, the colours of the photo and nothing else. Its name
 * carries the card's size, so a page reserves the card's place and the browser stretches it.
 */
export async function blurOf(card: Buffer): Promise<Buffer> {
  const small = await sharp(card).resize({ width: BLUR_WIDTH }).toBuffer();
  return sharp(small).blur(BLUR_SIGMA).webp({ quality: 40 }).toBuffer();
}
