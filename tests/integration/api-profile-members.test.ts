/** @jest-environment node */
import type { Actor } from '@/lib/auth/roles';
import { getMyProfile, saveMyProfile } from '@/lib/data/profiles';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { profileBody, profileRefs, type ProfileRefs } from '../helpers/profiles';
import { createUser } from '../helpers/users';

let admin: Actor;
let member: Actor;
let refs: ProfileRefs;

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  member = await createUser();
  refs = await profileRefs();
});
afterAll(() => closeDb());

const GENERAL = { mobileVerified: true, status: false, otp: '9999', expiry: '2030-01-01' };

describe('a member and the General fields (mobileVerified, status, otp, membersPlan, expiry)', () => {
  let iri: string;

  it('ignores them on create: the profile gets the defaults, and the otp is never shown to the member', async () => {
    const created = await call('POST', '/api/profiles', {
      as: member,
      body: profileBody(refs, { ...GENERAL, membersPlan: refs.plan }),
    });
    expect(created.status).toBe(201);
    iri = created.body['@id'];
    expect([
      created.body.mobileVerified,
      created.body.status,
      created.body.membersPlan,
      created.body.expiry,
    ]).toEqual([false, true, null, null]);
    expect('otp' in created.body).toBe(false);
    const asAdmin = await get(iri, { as: admin });
    expect(asAdmin.body.otp).toBeNull();
    expect(asAdmin.body.mobileVerified).toBe(false);
  });

  it('ignores them on PATCH and PUT while the rest of the profile changes', async () => {
    // the team verifies the mobile and sets a plan and an otp
    const set = await call('PATCH', iri, {
      as: admin,
      body: { mobileVerified: true, otp: '1234', membersPlan: refs.plan, expiry: '2026-12-31' },
    });
    expect(set.status).toBe(200);

    const patched = await call('PATCH', iri, {
      as: member,
      body: { ...GENERAL, mobileVerified: false, membersPlan: null, livingCity: 'Trichy' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.livingCity).toBe('Trichy');
    expect([
      patched.body.mobileVerified,
      patched.body.status,
      patched.body.membersPlan,
      patched.body.expiry,
    ]).toEqual([true, true, refs.plan, '2026-12-31']);
    expect('otp' in patched.body).toBe(false);

    const replaced = await call('PUT', iri, {
      as: member,
      body: profileBody(refs, { fullName: 'Meena S', mobileVerified: false }),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.fullName).toBe('Meena S');
    expect(replaced.body.livingCity).toBe('Chennai');
    expect([replaced.body.mobileVerified, replaced.body.membersPlan, replaced.body.expiry]).toEqual([
      true,
      refs.plan,
      '2026-12-31',
    ]);
    expect((await get(iri, { as: admin })).body.otp).toBe('1234');
  });

  it('cannot read the otp through a filter either', async () => {
    // the administrators' list (with the otp) is read first: what it kept must not reach the member
    expect(
      (await get('/api/profiles', { as: admin })).body['hydra:member'].some(
        (m: { otp?: string }) => m.otp === '1234',
      ),
    ).toBe(true);
    const mine = await get('/api/profiles?otp=0000', { as: member });
    expect(mine.status).toBe(200);
    expect(mine.body['hydra:totalItems']).toBe(1); // otp is no filter for members: ignored
    expect('otp' in mine.body['hydra:member'][0]).toBe(false);
    expect(mine.body['hydra:search']['hydra:template']).not.toContain('otp');
    const asAdmin = await get('/api/profiles?otp=0000', { as: admin });
    expect(asAdmin.body['hydra:totalItems']).toBe(0);
  });

  it('may only choose active master data (or keep an inactive choice already made)', async () => {
    const casteId = refs.caste.split('/').pop();
    const other = `/api/castes/${Number(casteId) + 1}`;
    expect((await call('PATCH', other, { as: admin, body: { status: false } })).status).toBe(200);
    const refused = await call('PATCH', iri, { as: member, body: { caste: other } });
    expect(refused.status).toBe(400);
    expect(refused.body['hydra:description']).toBe(`Invalid IRI "${other}".`);
    expect((await call('PATCH', refs.caste, { as: admin, body: { status: false } })).status).toBe(200);
    expect(
      (await call('PATCH', iri, { as: member, body: { caste: refs.caste, kothram: 'Vishnu' } })).status,
    ).toBe(200);
    expect((await call('PATCH', iri, { as: admin, body: { caste: other } })).status).toBe(200);
    await call('PATCH', refs.caste, { as: admin, body: { status: true } });
    await call('PATCH', other, { as: admin, body: { status: true } });
  });
});

describe('the data layer for the profile form', () => {
  it('getMyProfile and saveMyProfile create once, then merge, with the same rules as the API', async () => {
    const newcomer = await createUser();
    expect(await getMyProfile({ actor: newcomer })).toBeNull();
    await expect(
      saveMyProfile({ actor: newcomer, input: { fullName: 'Only a name' } }),
    ).rejects.toMatchObject({
      status: 422,
      violations: expect.arrayContaining([{ propertyPath: 'mobile', message: 'Enter Mobile!' }]),
    });
    const created = await saveMyProfile({ actor: newcomer, input: profileBody(refs, { otp: '5555' }) });
    expect(created.userId).toBe(newcomer.id);
    expect('otp' in created).toBe(false);
    const updated = await saveMyProfile({ actor: newcomer, input: { age: 30 } });
    expect([updated.id, updated.age, updated.fullName]).toEqual([created.id, 30, 'Meena Sundaram']);
    expect((await getMyProfile({ actor: newcomer }))!.age).toBe(30);
    await expect(getMyProfile({ actor: null })).rejects.toMatchObject({ status: 401 });
  });
});
