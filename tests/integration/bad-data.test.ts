/** @jest-environment node */
import type { Actor } from '@/lib/auth/roles';
import { call } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember } from '../helpers/members';
import { profileBody, profileRefs } from '../helpers/profiles';
import { createUser } from '../helpers/users';

/**
 * Issue 21 item 9, the parts outside the college: values that were quietly turned into valid ones
 * must be a 422 naming the field, and change nothing.
 */
let member: Actor;
let refs: Awaited<ReturnType<typeof profileRefs>>;
let profile = '';

beforeAll(async () => {
  await resetDatabase();
  member = await createUser();
  refs = await profileRefs();
  const created = await call('POST', '/api/profiles', { as: member, body: profileBody(refs) });
  expect(created.status).toBe(201);
  profile = created.body['@id'] as string;
});
afterAll(() => closeDb());

const FOREIGN = 'This IRI names another server: use this API\'s own, such as "/api/castes/1".';
const castePath = () => refs.caste as string;

describe('an absolute IRI on another host', () => {
  it('in a profile: 422 naming the field, and the profile keeps its caste', async () => {
    const before = await call('GET', profile, { as: member });
    const refused = await call('PATCH', profile, {
      as: member,
      body: { caste: `http://evil.example${castePath()}` },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.violations).toHaveLength(1);
    expect(refused.body.violations[0]).toMatchObject({ propertyPath: 'caste', message: FOREIGN });
    const after = await call('GET', profile, { as: member });
    expect(after.body.caste).toEqual(before.body.caste);
  });

  it('as a protocol-relative or non-http IRI: 422 too', async () => {
    for (const value of [
      `//evil.example${castePath()}`,
      `javascript:${castePath()}`,
      `http://user@127.0.0.1${castePath()}`,
    ]) {
      const refused = await call('PATCH', profile, { as: member, body: { caste: value } });
      expect(refused.status).toBe(422);
      expect(refused.body.violations[0]).toMatchObject({ propertyPath: 'caste', message: FOREIGN });
    }
  });

  it('in an interest: 422 naming the field', async () => {
    const [bride, groom] = [await createMember({ gender: 'female' }), await createMember({ gender: 'male' })];
    const other = `http://evil.example/api/profiles/${groom.profileId}`;
    const interest = await call('POST', '/api/interests', { as: bride, body: { to: other } });
    expect(interest.status).toBe(422);
    expect(interest.body.violations[0]).toMatchObject({ propertyPath: 'to', message: FOREIGN });
  });

  it("on the app's own host (loopback here) it is still accepted, as API Platform does", async () => {
    const own = await call('PATCH', profile, {
      as: member,
      body: { caste: `http://127.0.0.1:3000${castePath()}` },
    });
    expect(own.status).toBe(200);
    expect(own.body.caste).toBe(castePath());
  });
});
