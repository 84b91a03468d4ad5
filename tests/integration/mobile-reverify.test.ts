/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { profiles } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { call } from '../helpers/api';
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

/** A member's profile whose mobile the team has verified. */
async function verifiedProfile(): Promise<{ member: Actor; iri: string; id: number }> {
  const member = await createUser();
  const created = await call('POST', '/api/profiles', { as: member, body: profileBody(refs) });
  expect(created.status).toBe(201);
  const iri: string = created.body['@id'];
  const verified = await call('PATCH', iri, { as: admin, body: { mobileVerified: true } });
  expect(verified.body.mobileVerified).toBe(true);
  return { member, iri, id: created.body.id };
}

const stored = async (id: number) => (await db.select().from(profiles).where(eq(profiles.id, id)))[0];

describe('a verified mobile number', () => {
  it('is no longer verified once the member changes it', async () => {
    const { member, iri, id } = await verifiedProfile();
    expect(await stored(id)).toMatchObject({ mobileVerified: true, mobileVerifiedBy: admin.id });

    const changed = await call('PATCH', iri, { as: member, body: { mobile: '+91 91234 56789' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ mobile: '+919123456789', mobileVerified: false });
    expect(await stored(id)).toMatchObject({
      mobileVerified: false,
      mobileVerifiedAt: null,
      mobileVerifiedBy: null,
    });

    // A full replace (PUT) with a new number is the same change.
    await call('PATCH', iri, { as: admin, body: { mobileVerified: true } });
    const replaced = await call('PUT', iri, {
      as: member,
      body: profileBody(refs, { mobile: '+91 99999 11111' }),
    });
    expect(replaced.status).toBe(200);
    expect(await stored(id)).toMatchObject({
      mobileVerified: false,
      mobileVerifiedAt: null,
      mobileVerifiedBy: null,
    });
  });

  it('stays verified when the member saves other fields or the same number written differently', async () => {
    const { member, iri, id } = await verifiedProfile();
    const before = await stored(id);
    await call('PATCH', iri, { as: member, body: { nativeCity: 'Trichy', mobile: '+919876543210' } });
    await call('PATCH', iri, { as: member, body: { mobile: '98765 43210' } });
    expect(await stored(id)).toMatchObject({
      nativeCity: 'Trichy',
      mobileVerified: true,
      mobileVerifiedAt: before.mobileVerifiedAt,
      mobileVerifiedBy: admin.id,
    });
  });

  it('stays as the team sets it when an administrator changes the number', async () => {
    const { iri, id } = await verifiedProfile();
    const changed = await call('PATCH', iri, { as: admin, body: { mobile: '+91 90000 12345' } });
    expect(changed.body.mobileVerified).toBe(true);
    expect(await stored(id)).toMatchObject({
      mobile: '+919000012345',
      mobileVerified: true,
      mobileVerifiedBy: admin.id,
    });
  });
});
