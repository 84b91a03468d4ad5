import 'server-only';
import sharp from 'sharp';
import { birthChartOf } from '@/lib/astro/chart';
import { areaOf, type Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { getStorage } from '@/lib/storage';
import type { ContactAccess } from './contact-access';
import { getMatch } from './matches';
import { findMediaByContentUrl } from './media-access';
import { poruthamNumbers } from './porutham-numbers';
import { getMyProfile, getProfile } from './profiles';
import type { ProfileView } from './profiles/views';
import { rowId } from './input';

/**
 * Whose biodata a reader may print, and what of it (issue 24 item 3). The member's own (the owner's
 * view, photos and mobile included); an administrator's any; another member's only as their
 * candidate page shows it (matches.ts getMatch: verified, active, the other gender, not blocked
 * either way, else 404) and only once an interest between the two was accepted (else 403). The
 * photo is there only where photo-access.ts shows it, and the mobile only where contact-access.ts
 * reveals it: the same decisions as the page, read through the same functions.
 */
export const BIODATA_NOT_ACCEPTED = 'The biodata is shared once an interest between you is accepted.';

export type BiodataSubject = {
  view: ProfileView;
  /** The page-size photo's bytes as JPEG (pdfkit's format), or null: none, or not to be shown. */
  photo: Buffer | null;
  contact: ContactAccess;
  /** The profile's star and raasi as numbers 1..27 and 1..12 (for their Tamil names), or null. */
  numbers: { star: number; raasi: number } | null;
  /**
   * The raasi (1..12) of each graha and the lagna, from the birth details (lib/astro, issue 24
   * item 4) as far as the reader's view holds them; null when they are not all given.
   */
  chart: Readonly<Record<string, number>> | null;
};

const mobileOf = (view: ProfileView): ContactAccess =>
  typeof view.mobile === 'string' ? { revealed: true, mobile: view.mobile } : { revealed: false, reason: '' };

async function subjectView(actor: Actor | null, id: number | string) {
  if (!actor) throw AppError.unauthorized();
  const key = rowId(id);
  const area = areaOf(actor.roles);
  if (area === 'admin') {
    const view = (await getProfile({ actor, id: key })) as ProfileView;
    return { view, photoShown: true, contact: mobileOf(view) };
  }
  if (area !== 'member') throw AppError.forbidden();
  const own = await getMyProfile({ actor });
  if (own?.id === key) return { view: own as ProfileView, photoShown: true, contact: mobileOf(own as ProfileView) };
  const match = await getMatch({ actor, id: key });
  if (!match.accepted) throw AppError.forbidden(BIODATA_NOT_ACCEPTED);
  return { view: match.view, photoShown: match.photosShown, contact: match.contact };
}

/** The stored page variant of a photo URL as a JPEG at most 600 px wide, or null when it cannot be read. */
async function photoBytes(url: string): Promise<Buffer | null> {
  const media = await findMediaByContentUrl(url);
  const stream = media ? await getStorage().read(media.storageKey) : null;
  if (!stream) return null;
  const bytes = Buffer.from(await new Response(stream).arrayBuffer());
  try {
    return await sharp(bytes).rotate().resize({ width: 600, withoutEnlargement: true }).jpeg({ quality: 85 }).toBuffer();
  } catch {
    return null; // a file sharp cannot read: the biodata goes without the photo
  }
}

export async function biodataSubject(actor: Actor | null, id: number | string): Promise<BiodataSubject> {
  const { view, photoShown, contact } = await subjectView(actor, id);
  const photoUrl = photoShown && typeof view.photo === 'string' ? view.photo : null;
  const [photo, numbers] = await Promise.all([
    photoUrl ? photoBytes(photoUrl) : null,
    poruthamNumbers(Number(view.star), Number(view.raasi)),
  ]);
  return { view, photo, contact, numbers, chart: birthChartOf({ birthDate: view.birthDate, birthTime: view.birthTime, birthPlace: view.birthPlace })?.raasis ?? null,
  };
}
