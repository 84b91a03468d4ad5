import {
  AGE_OPTIONS,
  fetchLookup,
  LOOKUP_NAME_FIELDS,
  starRaasiCheck,
  starsOfRaasi,
} from '@/components/profile/lookups';
import { REFERENCE_COLLECTIONS } from '@/components/profile/profile-wire';
import { findMasterResourceByCollection } from '@/lib/resources/master-data';
import { LOOKUP_ROWS, mockApi } from '../helpers/profile-api';

describe('profile lookups', () => {
  it('names each collection by the registry’s name field, for every reference of the profile', () => {
    for (const [collection, nameField] of Object.entries(LOOKUP_NAME_FIELDS)) {
      expect(findMasterResourceByCollection(collection)?.fields[0].name).toBe(nameField);
    }
    expect(new Set(REFERENCE_COLLECTIONS.values())).toEqual(new Set(Object.keys(LOOKUP_NAME_FIELDS)));
  });

  it('asks for the active rows only and maps them to value id and label text', async () => {
    const fetchMock = mockApi();
    expect(await fetchLookup('castes')).toEqual([
      { value: '1', label: 'Pillai', number: null },
      { value: '2', label: 'Mudaliar', number: null },
    ]);
    expect(fetchMock).toHaveBeenCalledWith('/api/castes?pagination=false&status=true', expect.anything());
    expect((await fetchLookup('membersplans'))[0]).toMatchObject({ value: '1', label: 'Gold' });
  });

  it('places stars in raasis by their traditional numbers (porutham.md)', async () => {
    mockApi();
    const lookups = { stars: await fetchLookup('stars'), raasis: await fetchLookup('raasis') };
    const labels = (raasi: string | null) => starsOfRaasi(lookups, raasi).map((s) => s.label);
    expect(labels('3')).toEqual(['Mirugasirisham', 'Thiruvathirai', 'Punarpoosam']); // Mithunam
    expect(labels('12')).toEqual(['Poorattathi', 'Uthirattathi', 'Revathi']); // Meenam
    expect(labels(null)).toHaveLength(LOOKUP_ROWS.stars.length);
    const fits = starRaasiCheck(lookups);
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
