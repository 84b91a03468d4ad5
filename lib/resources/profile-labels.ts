import { profileFields } from '@/lib/resources/profile';
import type { ProfileFormValues } from './profile-wire';

/**
 * Field labels: the registry's (the admin list's column headings), except that caste reads Sub
 * Caste in the form (spec section 3) and the Looking For fields drop the section's own title.
 */
export const LABELS = Object.fromEntries(
  profileFields.map((f) => [
    f.name,
    f.name === 'caste' || f.name === 'lcaste' ? 'Sub Caste' : f.label.replace(/^Looking For /, ''),
  ]),
) as Record<keyof ProfileFormValues, string>;
