import {
  AGE_OPTIONS,
  profileLookupCollections,
  referencedIds,
  starRaasiCheck,
  starsOfRaasi,
} from '@/components/profile/lookups';
import { findMasterResourceByCollection } from '@/lib/resources/master-data';
import { LOOKUPS, STORED_PROFILE } from '../helpers/profile-api';

describe('profile lookups', () => {
  it('asks for every collection the profile references, the members plans only with the General section', () => {
    const member = profileLookupCollections({ withGeneral: false });
    expect(member).toEqual([
      'heights',
      'weights',
      'qualifications',
      'occupations',
      'annualincomes',
      'genders',
      'maritalstatuses',
      'diets',
      'castes',
      'mothertongues',
      'raasis',
      'stars',
    ]);
    expect(profileLookupCollections({ withGeneral: true })).toEqual([...member, 'membersplans']);
    for (const collection of profileLookupCollections({ withGeneral: true }))
      expect(findMasterResourceByCollection(collection)).toBeDefined();
  });

  it('keeps the ids a stored profile points at, so an inactive choice still shows', () => {
    const ids = referencedIds({ ...STORED_PROFILE, height: 2, caste: 5, age: 27 });
    // Per collection: the caste's id 5 must not keep an inactive height 5 on offer.
    expect(ids.heights).toContain(2);
    expect(ids.castes).toContain(5);
    expect(ids.heights).not.toContain(5);
    expect(Object.values(ids).flat()).not.toContain(27);
    expect(referencedIds(null)).toEqual({});
  });

  it('places stars in raasis by their traditional numbers (porutham.md)', () => {
    const labels = (raasi: string | null) => starsOfRaasi(LOOKUPS, raasi).map((s) => s.label);
    expect(labels('3')).toEqual(['Mirugasirisham', 'Thiruvathirai', 'Punarpoosam']); // Mithunam
    expect(labels('12')).toEqual(['Poorattathi', 'Uthirattathi', 'Revathi']); // Meenam
    expect(labels(null)).toHaveLength(LOOKUPS.stars.length);
    const fits = starRaasiCheck(LOOKUPS);
    expect(fits('3', '1')).toBe(true); // Karthigai: Mesham 1 / Rishabam 2-4
    expect(fits('3', '2')).toBe(true);
    expect(fits('4', '1')).toBe(false); // Rohini is all Rishabam
  });

  it('offers every age from 18 to 99', () => {
    expect(AGE_OPTIONS[0]).toBe('18');
    expect(AGE_OPTIONS.at(-1)).toBe('99');
    expect(AGE_OPTIONS).toHaveLength(82);
  });
});
