import { profileFields, type ProfileAudience, type ProfileField } from '@/lib/resources/profile';

/**
 * The named views of a profile, one per kind of reader, each the set of fields it shows. A field
 * joins the views through its `audience` in lib/resources/profile.ts: adding a field is that one
 * entry. No database access here (the benchmark's bare server reads the same SELECT lists).
 *
 * - admin:    every field (the team).
 * - owner:    the member's own profile: all but the team's private fields (otp).
 * - member:   another member's public view: never mobile, otp, plan, expiry, verification, e-mail.
 * - accepted: the public view after an interest between the two was accepted (+ horoscope PDF).
 * - contact:  accepted, and the reader's plan is active (+ mobile).
 */
export type ProfileViewName = 'admin' | 'owner' | 'member' | 'accepted' | 'contact';

const AUDIENCES: Record<ProfileViewName, readonly ProfileAudience[]> = {
  admin: ['public', 'accepted', 'contact', 'owner', 'admin'],
  owner: ['public', 'accepted', 'contact', 'owner'],
  member: ['public'],
  accepted: ['public', 'accepted'],
  contact: ['public', 'accepted', 'contact'],
};

export const PROFILE_VIEW_NAMES = Object.keys(AUDIENCES) as ProfileViewName[];

const audienceOf = (field: ProfileField): ProfileAudience => field.audience ?? 'public';

/** Each view's fields, in the registry's order (the order the API prints them). */
export const PROFILE_VIEW_FIELDS: Readonly<Record<ProfileViewName, readonly ProfileField[]>> = Object.fromEntries(
  PROFILE_VIEW_NAMES.map((view) => [view, Object.freeze(profileFields.filter((f) => AUDIENCES[view].includes(audienceOf(f))))]),
) as Record<ProfileViewName, readonly ProfileField[]>;

/**
 * Besides the registry's fields, every view holds the photos (the gallery, in the member's order,
 * `photo` being the main one) and who may see them; another member's view has them as the photo
 * decision says (lib/data/photo-access.ts): the photos, or the blurred placeholder and no gallery.
 */
const PHOTO_PROPERTIES = ['photos', 'photoVisibility'] as const;

/** The property names a view prints besides the JSON-LD keys: `id`, its fields and the photos. */
export const viewPropertyNames = (view: ProfileViewName): string[] => ['id', ...PROFILE_VIEW_FIELDS[view].map((f) => f.name), ...PHOTO_PROPERTIES];

/** Views that another member sees (no `userId`, which would tie the profile to an account). */
export const isCandidateView = (view: ProfileViewName) => view === 'member' || view === 'accepted' || view === 'contact';
