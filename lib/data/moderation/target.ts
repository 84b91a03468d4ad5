import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { profiles, type Profile } from '@/db/schema';
import { AppError } from '@/lib/errors';
import { idFromIri } from '@/lib/resources/iri';
import { PROFILE_COLLECTION } from '@/lib/resources/profile';
import { MODERATION_MESSAGES } from '@/lib/validation/moderation';
import { foreignIriViolation } from '../input';
import type { Party } from '../member-party';

/**
 * The member a report or a block names by its profile IRI: 422 (on `profile`) when missing or
 * oneself, 400 for what is not a profile IRI or names no profile.
 */
export async function targetProfile(me: Party, value: unknown, self: string): Promise<Profile> {
  const refuse = (message: string) => AppError.validation([{ propertyPath: 'profile', message }]);
  if (value === undefined || value === null || value === '') throw refuse(MODERATION_MESSAGES.profileRequired);
  const foreign = typeof value === 'string' ? foreignIriViolation('profile', value) : null;
  if (foreign) throw AppError.validation([foreign]);
  const id = typeof value === 'string' ? idFromIri(value, PROFILE_COLLECTION) : null;
  const [target] = id === null ? [] : await db.select().from(profiles).where(eq(profiles.id, id));
  if (!target) throw AppError.badRequest(`Invalid IRI "${String(value)}".`);
  if (target.id === me.profileId) throw refuse(self);
  return target;
}
