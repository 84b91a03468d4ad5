/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import type { Actor } from '@/lib/auth/roles';
import { profileFields } from '@/lib/resources/profile';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { profileBody, profileRefs, type ProfileRefs } from '../helpers/profiles';
import { createUser } from '../helpers/users';

let admin: Actor;
let refs: ProfileRefs;

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  refs = await profileRefs();
});
afterAll(() => closeDb());

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/;
const nulls = (names: string[]) => Object.fromEntries(names.map((n) => [n, null]));

describe('profiles, as an administrator', () => {
  it('creates a profile with every field of the spec: references as IRIs, the date set by the server', async () => {
    const body = profileBody(refs, { id: 999, date: '2000-01-01T00:00:00+00:00', photo: null });
    const created = await call('POST', '/api/profiles', { as: admin, body });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(id).not.toBe(999);
    expect(created.headers.get('location')).toBe(`/api/profiles/${id}`);
    expect(Object.keys(created.body)).toEqual([
      '@context',
      '@id',
      '@type',
      'id',
      ...profileFields.map((f) => f.name),
      'photos',
      'photoVisibility',
    ]);
    const sent = Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'id' && key !== 'date'));
    expect(created.body).toEqual({
      '@context': '/api/contexts/Profile',
      '@id': `/api/profiles/${id}`,
      '@type': 'Profile',
      id,
      ...sent,
      mobile: '+919876543210',
      horoscope: null,
      ...nulls(['birthDate', 'birthTime', 'birthPlace']),
      photos: [],
      photoVisibility: 'members',
      ...nulls([
        'lqualification',
        'loccupation',
        'lmotherTongue',
        'lchevvaiDhosam',
        'lmaritalStatus',
        'lraasi',
        'lstar',
      ]),
      ...nulls(['lphysicallyChallenged', 'lheight', 'lcaste', 'otp', 'membersPlan', 'expiry']),
      mobileVerified: false,
      status: true,
      date: expect.stringMatching(RFC3339),
    });
    expect(Math.abs(Date.parse(created.body.date) - Date.now())).toBeLessThan(60_000);
    const read = await get(`/api/profiles/${id}`, { as: admin });
    expect(read.status).toBe(200);
    // Administrators also read the member's account and its sign-in e-mail (issue 25): none for this one.
    expect(read.body).toEqual({ ...created.body, userEmail: null, account: null });
    expect(read.headers.get('accept-patch')).toBe('application/merge-patch+json');
  });

  it('merge-patches (absent unchanged, null clears), sets the General fields, replaces and deletes', async () => {
    const created = (
      await call('POST', '/api/profiles', { as: admin, body: profileBody(refs, { lcaste: refs.caste }) })
    ).body;
    const iri = `/api/profiles/${created.id}`;
    const patched = await call('PATCH', iri, {
      as: admin,
      body: {
        kothram: null,
        lcaste: null,
        mobileVerified: true,
        otp: '4321',
        membersPlan: refs.plan,
        expiry: '2026-12-31',
        status: false,
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({
      ...created,
      '@context': '/api/contexts/Profile',
      kothram: null,
      lcaste: null,
      mobileVerified: true,
      otp: '4321',
      membersPlan: refs.plan,
      expiry: '2026-12-31',
      status: false,
    });
    const verified = await queryRows<{ by: number; at: Date | null }>(
      sql`select mobile_verified_by as by, mobile_verified_at as at from profile where id = ${created.id}`,
    );
    expect(verified[0].by).toBe(admin.id);
    expect(verified[0].at).not.toBeNull();

    const required = await call('PATCH', iri, { as: admin, body: { totalChildren: null, fullName: '' } });
    expect(required.status).toBe(422);
    expect(required.body.violations).toEqual([
      { propertyPath: 'fullName', message: 'Enter Full Name!' },
      { propertyPath: 'totalChildren', message: 'Enter Total Children!' },
    ]);

    const replaced = await call('PUT', iri, {
      as: admin,
      body: profileBody(refs, { fullName: 'Replaced Name' }),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.fullName).toBe('Replaced Name');
    expect(replaced.body.date).toBe(created.date);
    // PUT replaces: what was not sent is back to its default
    expect([
      replaced.body.mobileVerified,
      replaced.body.otp,
      replaced.body.membersPlan,
      replaced.body.status,
    ]).toEqual([false, null, null, true]);

    expect((await call('DELETE', iri, { as: admin })).status).toBe(204);
    expect((await get(iri, { as: admin })).status).toBe(404);
  });

  it('answers 422 with every required field named by the spec message, in form order', async () => {
    const response = await call('POST', '/api/profiles', { as: admin, body: {} });
    expect(response.status).toBe(422);
    expect(response.body.violations).toEqual(
      [
        ['fullName', 'Enter Full Name!'],
        ['mobile', 'Enter Mobile!'],
        ['height', 'Select Height!'],
        ['weight', 'Select Weight!'],
        ['age', 'Select Age!'],
        ['qualification', 'Select Qualification!'],
        ['occupation', 'Select Occupation!'],
        ['annualIncome', 'Select Annual Income!'],
        ['gender', 'Select Gender!'],
        ['maritalStatus', 'Select Marital Status!'],
        ['nativeCity', 'Enter Native City!'],
        ['livingCity', 'Enter Living City!'],
        ['diet', 'Select Diet!'],
        ['fatherName', 'Enter Father Name!'],
        ['fatherOccupation', 'Select Father Occupation!'],
        ['motherName', 'Enter mother Name!'],
        ['motherOccupation', 'Select mother Occupation!'],
        ['caste', 'Select Sub Caste!'],
        ['motherTongue', 'Select Mother Tongue!'],
        ['raasi', 'Select Raasi!'],
        ['star', 'Select Star!'],
        ['lfromAge', 'Enter From Age!'],
        ['ltoAge', 'Enter To Age!'],
      ].map(([propertyPath, message]) => ({ propertyPath, message })),
    );
    expect(response.body['hydra:description']).toMatch(
      /^fullName: Enter Full Name!\nmobile: Enter Mobile!\n/,
    );
  });

  it.each([
    ['a star outside the raasi', { star: 'rohini' }, 'star', 'The star does not fall in the selected raasi.'],
    [
      'a preferred star outside the preferred raasi',
      { lstar: 'ashwini', lraasi: 'rishabam' },
      'lstar',
      'The star does not fall in the selected raasi.',
    ],
    ['an impossible mobile', { mobile: '12345' }, 'mobile', 'Enter Valid Mobile!'],
    ['an unknown country', { nativeCountry: 'XX' }, 'nativeCountry', 'Select Native Country!'],
    ['an age under 18', { age: 17 }, 'age', 'This value should be between 18 and 99.'],
    ['a from-age over 99', { lfromAge: 100 }, 'lfromAge', 'This value should be between 18 and 99.'],
    ['an impossible expiry', { expiry: '2026-02-30' }, 'expiry', 'This value is not a valid date.'],
    [
      'a name of 101 characters',
      { fullName: 'x'.repeat(101) },
      'fullName',
      'This value is too long. It should have 100 characters or less.',
    ],
  ])('refuses %s with 422', async (_name, overrides, path, message) => {
    const resolved = Object.fromEntries(
      Object.entries(overrides).map(([k, v]) => [
        k,
        typeof v === 'string' && v in refs ? refs[v as keyof ProfileRefs] : v,
      ]),
    );
    const response = await call('POST', '/api/profiles', { as: admin, body: profileBody(refs, resolved) });
    expect(response.status).toBe(422);
    expect(response.body.violations).toEqual([{ propertyPath: path, message }]);
  });

  it('stores mobiles in E.164 (Indian by default) and countries in capitals', async () => {
    const response = await call('POST', '/api/profiles', {
      as: admin,
      body: profileBody(refs, { mobile: '098765 43210', livingCountry: 'sg' }),
    });
    expect(response.status).toBe(201);
    expect([response.body.mobile, response.body.livingCountry]).toEqual(['+919876543210', 'SG']);
    await call('DELETE', `/api/profiles/${response.body.id}`, { as: admin });
  });

  it.each([
    ['an IRI that resolves to nothing', { caste: '/api/castes/99999' }, 'Invalid IRI "/api/castes/99999".'],
    ['an IRI of another collection', { caste: '/api/genders/1' }, 'Invalid IRI "/api/genders/1".'],
    ['a bare id', { caste: 5 }, 'Expected IRI or nested document for attribute "caste", "int" given.'],
    [
      'a nested document',
      { occupation: { '@id': '/api/occupations/1', occupation: 'x' } },
      'Nested documents for attribute "occupation" are not allowed. Use IRIs instead.',
    ],
    [
      'a photo that was never uploaded',
      { photo: '/media/abc/none.png' },
      'Invalid IRI "/media/abc/none.png".',
    ],
  ])('refuses %s with 400', async (_name, overrides, description) => {
    const response = await call('POST', '/api/profiles', { as: admin, body: profileBody(refs, overrides) });
    expect(response.status).toBe(400);
    expect(response.body['hydra:description']).toBe(description);
  });
});
