import { AGE_MAX, AGE_MIN, profileFields } from '@/lib/resources/profile';
import { starFallsInRaasi } from '@/lib/matching/nakshatra';

/**
 * The profile form's dropdown choices. The page loads them with its first render (server side,
 * lib/data/lookup-lists.ts loadLookupLists) and hands them to the form, so opening the form costs
 * no request.
 */

/** A dropdown choice built from a lookup row: value its id, label its text (spec section 3). */
export type LookupOption = { value: string; label: string; number?: number | null; validity?: number };

/** The choices of each lookup collection, by collection name (heights, castes, ...). */
export type Lookups = Record<string, LookupOption[]>;

/**
 * The collections the profile form picks from (spec section 7), from the profile registry. The
 * members plans only with the General section (administrators).
 */
export function profileLookupCollections({ withGeneral }: { withGeneral: boolean }): string[] {
  const collections = profileFields
    .filter((f) => f.type === 'relation' && (withGeneral || !f.adminOnly))
    .map((f) => f.collection!);
  return [...new Set(collections)];
}

/**
 * The ids a stored profile points at: its form must still offer them when they have been made
 * inactive since (lib/data/lookup-lists.ts `keep`).
 */
export function referencedIds(profile: Partial<Record<string, unknown>> | null): Record<string, unknown[]> {
  const ids: Record<string, unknown[]> = {};
  if (!profile) return ids;
  for (const f of profileFields.filter((f) => f.type === 'relation')) {
    (ids[f.collection!] ??= []).push(profile[f.name]);
  }
  return ids;
}

/** The choices of one collection; none when the page did not load it. */
export const optionsOf = (lookups: Lookups, collection: string): LookupOption[] => lookups[collection] ?? [];

/**
 * The stars a raasi holds (porutham.md): with no raasi chosen, every star. Rows without a
 * traditional number cannot be placed, so they stay on offer rather than vanish.
 */
export function starsOfRaasi(lookups: Lookups, raasiId: string | null): LookupOption[] {
  const stars = optionsOf(lookups, 'stars');
  const raasi = optionsOf(lookups, 'raasis').find((r) => r.value === raasiId)?.number;
  if (!raasiId || !raasi) return stars;
  return stars.filter((s) => !s.number || starFallsInRaasi(s.number, raasi));
}

/** The star-in-raasi check on ids, for the validator. Unknown or unnumbered rows pass. */
export function starRaasiCheck(lookups: Lookups) {
  return (starId: string, raasiId: string) => {
    const star = optionsOf(lookups, 'stars').find((s) => s.value === starId)?.number;
    const raasi = optionsOf(lookups, 'raasis').find((r) => r.value === raasiId)?.number;
    return !star || !raasi || starFallsInRaasi(star, raasi);
  };
}

/** Ages 18 to 99 (spec section 9), for age, from age and to age. */
export const AGE_OPTIONS = Array.from({ length: AGE_MAX - AGE_MIN + 1 }, (_, i) => String(AGE_MIN + i));
