import type { Actor } from '@/lib/auth/roles';

/**
 * The columns that set or clear Mobile Verified: the time and the team member who verified go with
 * the flag. The one implementation behind the profile form and the verification queue.
 */
export function mobileVerificationColumns(verified: boolean, actor: Pick<Actor, 'id'>) {
  return verified
    ? { mobileVerified: true, mobileVerifiedAt: new Date(), mobileVerifiedBy: actor.id }
    : { mobileVerified: false, mobileVerifiedAt: null, mobileVerifiedBy: null };
}
