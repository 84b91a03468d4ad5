/** @jest-environment node */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { db, queryRows } from '@/db/client';
import type { Actor } from '@/lib/auth/roles';
import { loadLookupLists } from '@/lib/data/lookup-lists';
import { displayOf } from '@/lib/data/profiles/display';
import { invalidateTableCache } from '@/lib/data/read-cache';
import ta from '@/lib/i18n/messages/ta.json';
import { collegeResources, masterResources } from '@/lib/resources/master-data';
import { getTableName } from 'drizzle-orm';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

/**
 * Issue 24: every matrimony list has a name in Tamil beside its name, seeded for the shipped rows,
 * which administrators edit and Tamil pages show where there is one.
 */
let admin: Actor;
let member: Actor;

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  member = await createUser();
});
afterAll(() => closeDb());

const TOO_LONG = 'This value is too long. It should have 100 characters or less.';
const merge = { 'Content-Type': 'application/merge-patch+json' };

/** The id of a shipped row, by its English name. */
async function idOf(collection: string, name: string): Promise<number> {
  const resource = masterResources.find((r) => r.collection === collection)!;
  const found = await get(`/api/${collection}?${resource.fields[0].name}=${encodeURIComponent(name)}`, {
    as: admin,
  });
  const row = found.body['hydra:member'].find(
    (m: Record<string, unknown>) => m[resource.fields[0].name] === name,
  );
  return row.id;
}

describe('the name in Tamil through the API', () => {
  it('is set trimmed, changed, cleared with null or an empty text, and refused when too long', async () => {
    const created = await call('POST', '/api/castes', {
      as: admin,
      body: { caste: 'Tamil Name Caste', nameTa: '  சோழியர்  ' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ caste: 'Tamil Name Caste', nameTa: 'சோழியர்', status: true });
    const iri = `/api/castes/${created.body.id}`;

    // Members read it too, on the item and in the list.
    expect((await get(iri, { as: member })).body.nameTa).toBe('சோழியர்');
    const listed = await get('/api/castes?caste=Tamil%20Name', { as: member });
    expect(listed.body['hydra:member']).toEqual([expect.objectContaining({ nameTa: 'சோழியர்' })]);

    const tooLong = await call('PATCH', iri, {
      as: admin,
      body: { nameTa: 'த'.repeat(101) },
      headers: merge,
    });
    expect([tooLong.status, tooLong.body.violations]).toEqual([
      422,
      [{ propertyPath: 'nameTa', message: TOO_LONG }],
    ]);
    expect((await get(iri, { as: admin })).body.nameTa).toBe('சோழியர்');

    const notText = await call('PATCH', iri, { as: admin, body: { nameTa: 5 }, headers: merge });
    expect(notText.status).toBe(400);

    // A patch without it leaves it; with another value changes it.
    const renamed = await call('PATCH', iri, {
      as: admin,
      body: { caste: 'Tamil Name Caste 2' },
      headers: merge,
    });
    expect(renamed.body).toMatchObject({ caste: 'Tamil Name Caste 2', nameTa: 'சோழியர்' });
    const changed = await call('PATCH', iri, {
      as: admin,
      body: { nameTa: 'த'.repeat(100) },
      headers: merge,
    });
    expect([changed.status, changed.body.nameTa]).toEqual([200, 'த'.repeat(100)]);

    const blank = await call('PATCH', iri, { as: admin, body: { nameTa: '   ' }, headers: merge });
    expect([blank.status, blank.body.nameTa]).toEqual([200, null]);
    await call('PATCH', iri, { as: admin, body: { nameTa: 'சோழியர்' }, headers: merge });
    const cleared = await call('PATCH', iri, { as: admin, body: { nameTa: null }, headers: merge });
    expect([cleared.status, cleared.body.nameTa]).toEqual([200, null]);

    // Only administrators write it.
    const forbidden = await call('PATCH', iri, { as: member, body: { nameTa: 'x' }, headers: merge });
    expect(forbidden.status).toBe(403);
    await call('DELETE', iri, { as: admin });
  });

  it('is an optional string of every matrimony class in the documentation, and of no college one', async () => {
    const docs = (await get('/api/docs.jsonld')).body;
    const classes: {
      'hydra:title': string;
      'hydra:supportedProperty': {
        'hydra:title': string;
        'hydra:required': boolean;
        'hydra:property': { range?: string };
      }[];
    }[] = docs['hydra:supportedClass'];
    const nameTa = (title: string) =>
      classes
        .find((c) => c['hydra:title'] === title)
        ?.['hydra:supportedProperty'].find((p) => p['hydra:title'] === 'nameTa');
    for (const resource of masterResources) {
      expect({ class: resource.shortName, nameTa: nameTa(resource.shortName) }).toEqual({
        class: resource.shortName,
        nameTa: expect.objectContaining({ 'hydra:required': false }),
      });
    }
    for (const resource of collegeResources) expect(nameTa(resource.shortName)).toBeUndefined();
  });
});

describe("the administrator's list of it", () => {
  it('filters it by "contains", searches it with the name and id, and sorts on it', async () => {
    const names = (body: { 'hydra:member': Record<string, unknown>[] }) =>
      body['hydra:member'].map((row) => row.diet);
    // A part of the name in Tamil finds the rows holding it, as the name's filter does: "சைவ" is in all four.
    expect(names((await get(`/api/diets?nameTa=${encodeURIComponent('சைவ')}`, { as: admin })).body)).toEqual([
      'Vegetarian',
      'Non-Vegetarian',
      'Eggetarian',
      'Vegan',
    ]);
    expect(names((await get(`/api/diets?nameTa=${encodeURIComponent('தூய')}`, { as: admin })).body)).toEqual([
      'Vegan',
    ]);
    expect(names((await get(`/api/diets?nameTa=${encodeURIComponent('அசைவ')}`, { as: admin })).body)).toEqual(
      ['Non-Vegetarian'],
    );
    // The Search box: a Tamil word finds the row by its name in Tamil, an English one by its name.
    expect(names((await get(`/api/diets?q=${encodeURIComponent('அசைவம்')}`, { as: admin })).body)).toEqual([
      'Non-Vegetarian',
    ]);
    expect(names((await get('/api/diets?q=vegan', { as: admin })).body)).toEqual(['Vegan']);
    const stars = (order: string) =>
      get(`/api/stars?pagination=false&order[nameTa]=${order}`, { as: admin }).then((r) =>
        r.body['hydra:member'].map((row: { nameTa: string }) => row.nameTa),
      );
    const ascending = await stars('asc');
    expect(ascending).toHaveLength(27);
    expect(await stars('desc')).toEqual([...ascending].reverse());
  });

  it('has a trigram index on every matrimony list, as the name has (migration 0046)', async () => {
    const rows = await queryRows<{ indexname: string }>(
      sql.raw(`select indexname from pg_indexes where indexname like '%name_ta_trgm_idx' order by indexname`),
    );
    expect(rows.map((r) => r.indexname)).toEqual(
      masterResources.map((r) => `${getTableName(r.table)}_name_ta_trgm_idx`).sort(),
    );
  });
});

describe('the shipped rows', () => {
  it('have their names in Tamil; stars and raasis the catalogue’s, by traditional number', async () => {
    const genders = await get('/api/genders', { as: member });
    expect(
      genders.body['hydra:member'].map((g: { gender: string; nameTa: string }) => [g.gender, g.nameTa]),
    ).toEqual([
      ['Male', 'ஆண்'],
      ['Female', 'பெண்'],
    ]);
    const stars = (await get('/api/stars?pagination=false', { as: member })).body['hydra:member'];
    expect(stars).toHaveLength(27);
    for (const star of stars)
      expect(star.nameTa).toBe(ta.pdf.stars[String(star.number) as keyof typeof ta.pdf.stars]);
    const raasis = (await get('/api/raasis?pagination=false', { as: member })).body['hydra:member'];
    for (const raasi of raasis)
      expect(raasi.nameTa).toBe(ta.pdf.raasis[String(raasi.number) as keyof typeof ta.pdf.raasis]);
    const diets = (await get('/api/diets', { as: member })).body['hydra:member'];
    expect(diets.find((d: { diet: string }) => d.diet === 'Vegetarian').nameTa).toBe('சைவம்');
    const incomes = (await get('/api/annualincomes', { as: member })).body['hydra:member'];
    expect(incomes.find((d: { annualIncome: string }) => d.annualIncome === '3 - 5 Lakhs').nameTa).toBe(
      '3 - 5 லட்சம்',
    );
  });

  it('get the same names from migration 0045 on a database that had the rows before it', async () => {
    const tables = masterResources.map((r) => getTableName(r.table));
    const before: Record<string, unknown[]> = {};
    const read = (table: string) => queryRows(sql.raw(`select id, name_ta from "${table}" order by id`));
    for (const table of tables) before[table] = await read(table);
    expect(before.gender).toEqual([
      { id: expect.any(Number), name_ta: 'ஆண்' },
      { id: expect.any(Number), name_ta: 'பெண்' },
    ]);
    // An existing database: the shipped rows without Tamil names, one renamed by its administrators.
    for (const table of tables) await db.execute(sql.raw(`update "${table}" set name_ta = null`));
    await db.execute(sql.raw(`update "diet" set diet = 'VEGETARIAN' where diet = 'Vegetarian'`));
    await db.execute(sql.raw(`update "caste" set name_ta = 'கைவைத்தது' where caste = 'Pillai'`));
    const migration = await readFile(
      path.join(process.cwd(), 'db/migrations/0045_master_data_tamil_names.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    for (const table of tables) {
      const after = await read(table);
      if (table === 'caste') {
        // A Tamil name an administrator gave is kept.
        expect(after).toEqual(
          (before.caste as { id: number; name_ta: string }[]).map((row) =>
            row.name_ta === 'பிள்ளை' ? { ...row, name_ta: 'கைவைத்தது' } : row,
          ),
        );
      } else expect({ table, rows: after }).toEqual({ table, rows: before[table] }); // matched in any letter case
    }
    await db.execute(sql.raw(`update "diet" set diet = 'Vegetarian' where diet = 'VEGETARIAN'`));
    await db.execute(sql.raw(`update "caste" set name_ta = 'பிள்ளை' where caste = 'Pillai'`));
    for (const resource of masterResources) invalidateTableCache(getTableName(resource.table));
  });
});

describe('pages in Tamil', () => {
  it('show a profile’s lookups by their Tamil names where there is one, English pages by their names', async () => {
    const view = {
      id: 1,
      gender: await idOf('genders', 'Female'),
      star: await idOf('stars', 'Rohini'),
      raasi: await idOf('raasis', 'Rishabam'),
      diet: await idOf('diets', 'Vegetarian'),
      motherTongue: await idOf('mothertongues', 'Tamil'),
      maritalStatus: await idOf('maritalstatuses', 'Never Married'),
      height: await idOf('heights', '5ft 2in - 157cm'),
      qualification: await idOf('qualifications', 'MBA'),
    };
    expect(await displayOf(view)).toMatchObject({
      gender: 'Female',
      star: 'Rohini',
      raasi: 'Rishabam',
      diet: 'Vegetarian',
      motherTongue: 'Tamil',
      maritalStatus: 'Never Married',
      height: '5ft 2in - 157cm',
      qualification: 'MBA',
    });
    expect(await displayOf(view, 'ta')).toMatchObject({
      gender: 'பெண்',
      star: 'ரோகிணி',
      raasi: 'ரிஷபம்',
      diet: 'சைவம்',
      motherTongue: 'தமிழ்',
      maritalStatus: 'திருமணம் ஆகாதவர்',
      height: '5 அடி 2 அங்குலம் - 157 செ.மீ.',
      qualification: 'MBA', // no Tamil name: the name
    });

    // An administrator clears a Tamil name: Tamil pages fall back to the name at once.
    const diet = `/api/diets/${view.diet}`;
    await call('PATCH', diet, { as: admin, body: { nameTa: null }, headers: merge });
    expect((await displayOf(view, 'ta')).diet).toBe('Vegetarian');
    await call('PATCH', diet, { as: admin, body: { nameTa: 'சைவ உணவு' }, headers: merge });
    expect((await displayOf(view, 'ta')).diet).toBe('சைவ உணவு');
    expect((await displayOf(view)).diet).toBe('Vegetarian');
    await call('PATCH', diet, { as: admin, body: { nameTa: 'சைவம்' }, headers: merge });
  });

  it('offer the lookups of the profile form and the match filters in Tamil', async () => {
    const english = await loadLookupLists(['genders', 'stars'], { includeInactive: false });
    const tamil = await loadLookupLists(['genders', 'stars'], { includeInactive: false, locale: 'ta' });
    expect(english.genders.map((o) => o.label)).toEqual(['Male', 'Female']);
    expect(tamil.genders.map((o) => o.label)).toEqual(['ஆண்', 'பெண்']);
    expect(tamil.genders.map((o) => o.value)).toEqual(english.genders.map((o) => o.value));
    expect(tamil.stars[0]).toMatchObject({ label: 'அசுவினி', number: 1 });

    const { optionsOf } = await import('@/app/(app)/user/matches/match-page-data');
    expect((await optionsOf('castes', 'ta')).map((o) => o.label)).toContain('பிள்ளை');
    expect((await optionsOf('castes')).map((o) => o.label)).toContain('Pillai');
  });
});
