/** @jest-environment node */
import type { Actor } from '@/lib/auth/roles';
import { loadLookupLists } from '@/lib/data/lookup-lists';
import { call } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

let admin: Actor;
const made: Record<'caste' | 'height', number> = { caste: 0, height: 0 };

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  // One inactive row in each of two collections: what a page must offer depends on who asks.
  const caste = await call('POST', '/api/castes', {
    as: admin,
    body: { caste: 'Zlook Caste', status: false },
  });
  const height = await call('POST', '/api/heights', {
    as: admin,
    body: { height: 'Zlook Height', status: false },
  });
  expect([caste.status, height.status]).toEqual([201, 201]);
  made.caste = caste.body.id;
  made.height = height.body.id;
});
afterAll(() => closeDb());

const labels = (options: { label: string }[]) => options.map((o) => o.label);

describe('the lookups a page hands to its forms and tables', () => {
  it("gives administrators every row, inactive ones marked, with the row's name as label", async () => {
    const lists = await loadLookupLists(['castes', 'heights'], { includeInactive: true });
    expect(lists.castes).toContainEqual({
      value: String(made.caste),
      label: 'Zlook Caste',
      number: null,
      active: false,
    });
    expect(labels(lists.heights)).toContain('Zlook Height');
  });

  it('gives members active rows only, plus the ids their profile points at in that collection alone', async () => {
    const plain = await loadLookupLists(['castes', 'heights'], { includeInactive: false });
    expect(labels(plain.castes)).not.toContain('Zlook Caste');
    expect(plain.castes.every((o) => o.active)).toBe(true);

    // The profile's caste is kept; the same number as a height id keeps no inactive height.
    const kept = await loadLookupLists(['castes', 'heights'], {
      includeInactive: false,
      keep: { castes: [made.caste], heights: [] },
    });
    expect(labels(kept.castes)).toContain('Zlook Caste');
    expect(labels(kept.heights)).not.toContain('Zlook Height');
    const crossed = await loadLookupLists(['heights'], {
      includeInactive: false,
      keep: { castes: [made.height] },
    });
    expect(labels(crossed.heights)).not.toContain('Zlook Height');
  });

  it('gives stars their traditional number for the star-in-raasi check', async () => {
    const { stars } = await loadLookupLists(['stars'], { includeInactive: false });
    expect(stars.length).toBeGreaterThanOrEqual(27);
    expect(stars.every((s) => typeof s.number === 'number')).toBe(true);
  });

  it('refuses a collection that is not a master-data list', async () => {
    await expect(loadLookupLists(['profiles'], { includeInactive: true })).rejects.toThrow(
      'No master-data collection',
    );
  });
});
