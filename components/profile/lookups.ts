'use client';

import { useEffect, useState } from 'react';
import { starFallsInRaasi } from '@/lib/matching/nakshatra';

/** A dropdown choice built from a lookup row: value its id, label its text (spec section 3). */
export type LookupOption = { value: string; label: string; number?: number | null };

/**
 * The name field of each lookup collection the profile form uses. It mirrors the resource
 * registry (lib/resources/master-data.ts), which the browser should not load because it pulls in
 * the database schema; tests/unit/profile-lookups.test.ts keeps the two in step.
 */
export const LOOKUP_NAME_FIELDS = {
  heights: 'height',
  weights: 'weight',
  qualifications: 'qualification',
  occupations: 'occupation',
  annualincomes: 'annualIncome',
  genders: 'gender',
  maritalstatuses: 'maritalStatus',
  diets: 'diet',
  castes: 'caste',
  mothertongues: 'motherTongue',
  raasis: 'raasi',
  stars: 'star',
  membersplans: 'planName',
} as const;

export type LookupCollection = keyof typeof LOOKUP_NAME_FIELDS;
export type Lookups = Record<LookupCollection, LookupOption[]>;

/** Every collection but the members plans, which only the administrators' General section needs. */
const MEMBER_COLLECTIONS = (Object.keys(LOOKUP_NAME_FIELDS) as LookupCollection[]).filter(
  (c) => c !== 'membersplans',
);

export const EMPTY_LOOKUPS = Object.fromEntries(
  Object.keys(LOOKUP_NAME_FIELDS).map((c) => [c, []]),
) as unknown as Lookups;

type LookupRow = { id: number; number?: number | null } & Record<string, unknown>;

/** Active rows of one collection, all at once: lookups are short lists (a few dozen rows). */
export async function fetchLookup(
  collection: LookupCollection,
  signal?: AbortSignal,
): Promise<LookupOption[]> {
  const response = await fetch(`/api/${collection}?pagination=false&status=true`, {
    headers: { Accept: 'application/ld+json' },
    signal,
  });
  if (!response.ok) throw new Error(`GET /api/${collection}: ${response.status}`);
  const body = (await response.json()) as { 'hydra:member'?: LookupRow[] };
  const nameField = LOOKUP_NAME_FIELDS[collection];
  return (body['hydra:member'] ?? []).map((row) => ({
    value: String(row.id),
    label: String(row[nameField] ?? ''),
    number: row.number ?? null,
  }));
}

/** Loads the form's lookups once per opening of the form. */
export function useLookups({ withMembersPlans }: { withMembersPlans: boolean }) {
  const [lookups, setLookups] = useState<Lookups>(EMPTY_LOOKUPS);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const controller = new AbortController();
    const collections: LookupCollection[] = withMembersPlans
      ? [...MEMBER_COLLECTIONS, 'membersplans']
      : MEMBER_COLLECTIONS;
    Promise.all(collections.map(async (c) => [c, await fetchLookup(c, controller.signal)] as const))
      .then((entries) => {
        setLookups({ ...EMPTY_LOOKUPS, ...Object.fromEntries(entries) });
        setState('ready');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState('failed');
      });
    return () => controller.abort();
  }, [withMembersPlans]);

  return { lookups, state };
}

/**
 * The stars a raasi holds (porutham.md): with no raasi chosen, every star. Rows without a
 * traditional number cannot be placed, so they stay on offer rather than vanish.
 */
export function starsOfRaasi(
  lookups: Pick<Lookups, 'stars' | 'raasis'>,
  raasiId: string | null,
): LookupOption[] {
  const raasi = lookups.raasis.find((r) => r.value === raasiId)?.number;
  if (!raasiId || !raasi) return lookups.stars;
  return lookups.stars.filter((s) => !s.number || starFallsInRaasi(s.number, raasi));
}

/** The star-in-raasi check on ids, for the validator. Unknown or unnumbered rows pass. */
export function starRaasiCheck(lookups: Pick<Lookups, 'stars' | 'raasis'>) {
  return (starId: string, raasiId: string) => {
    const star = lookups.stars.find((s) => s.value === starId)?.number;
    const raasi = lookups.raasis.find((r) => r.value === raasiId)?.number;
    return !star || !raasi || starFallsInRaasi(star, raasi);
  };
}

/** Ages 18 to 99 (spec section 9), for age, from age and to age. */
export const AGE_OPTIONS = Array.from({ length: 82 }, (_, i) => String(18 + i));
