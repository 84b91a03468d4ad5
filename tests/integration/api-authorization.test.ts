/** @jest-environment node */
import type { Actor } from '@/lib/auth/roles';
import { masterResources, type MasterResource } from '@/lib/resources/master-data';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { profileBody, profileRefs, type ProfileRefs } from '../helpers/profiles';
import { createUser } from '../helpers/users';

/**
 * Who may do what, route by route and method by method: anonymous, a member, another member and
 * an administrator (and college staff where it differs), each with the status a client sees.
 */
type Who = 'anonymous' | 'member' | 'other' | 'admin';
const WHO: Who[] = ['anonymous', 'member', 'other', 'admin'];

let actors: Record<Who, Actor | null>;
let college: Actor;
let refs: ProfileRefs;

beforeAll(async () => {
  await resetDatabase();
  actors = {
    anonymous: null,
    member: await createUser(),
    other: await createUser(),
    admin: await createUser({ roles: ['ROLE_ADMIN'] }),
  };
  college = await createUser({ roles: ['ROLE_COLLEGE'] });
  refs = await profileRefs();
});
afterAll(() => closeDb());

const sample = (resource: MasterResource, name: string) =>
  Object.fromEntries(
    resource.fields.map((f) => [f.name, f.type === 'text' ? name : f.name === 'number' ? 1 : 10]),
  );

async function freshRow(resource: MasterResource, label: string): Promise<string> {
  const response = await call('POST', `/api/${resource.collection}`, {
    as: actors.admin,
    body: sample(resource, `${label} ${Math.random()}`),
  });
  expect(response.status).toBe(201);
  return response.body['@id'];
}

type Row = {
  method: string;
  expected: Record<Who, number>;
  request: (who: Who) => Promise<{ url: string; body?: unknown }>;
};

async function runMatrix(rows: Row[]) {
  for (const row of rows) {
    for (const who of WHO) {
      const { url, body } = await row.request(who);
      const response = await call(row.method, url, { as: actors[who], body });
      expect({ who, method: row.method, url, status: response.status }).toEqual({
        who,
        method: row.method,
        url,
        status: row.expected[who],
      });
      if (response.status >= 400)
        expect(response.body['@type']).toMatch(/hydra:Error|ConstraintViolationList/);
      if (response.status === 401)
        expect(response.body['hydra:description']).toBe(
          'Full authentication is required to access this resource.',
        );
    }
  }
}

const all = (status: number): Record<Who, number> => ({
  anonymous: status,
  member: status,
  other: status,
  admin: status,
});

describe.each(masterResources.map((r) => [r.collection, r] as const))('/api/%s', (collection, resource) => {
  it('lets any signed-in user read, only administrators write', async () => {
    const existing = await freshRow(resource, 'Matrix');
    const collectionUrl = `/api/${collection}`;
    const write = { url: existing, body: sample(resource, `Matrix Written ${collection}`) };
    await runMatrix([
      {
        method: 'GET',
        expected: { anonymous: 401, member: 200, other: 200, admin: 200 },
        request: async () => ({ url: collectionUrl }),
      },
      {
        method: 'GET',
        expected: { anonymous: 401, member: 200, other: 200, admin: 200 },
        request: async () => ({ url: existing }),
      },
      {
        method: 'POST',
        expected: { anonymous: 401, member: 403, other: 403, admin: 201 },
        request: async (who) => ({ url: collectionUrl, body: sample(resource, `Matrix New ${who}`) }),
      },
      {
        method: 'PUT',
        expected: { anonymous: 401, member: 403, other: 403, admin: 200 },
        request: async () => write,
      },
      {
        method: 'PATCH',
        expected: { anonymous: 401, member: 403, other: 403, admin: 200 },
        request: async () => ({ url: existing, body: { status: true } }),
      },
      {
        method: 'DELETE',
        expected: { anonymous: 401, member: 403, other: 403, admin: 204 },
        request: async (who) => ({ url: who === 'admin' ? await freshRow(resource, 'Doomed') : existing }),
      },
      { method: 'PUT', expected: all(405), request: async () => ({ url: collectionUrl, body: {} }) },
      { method: 'PATCH', expected: all(405), request: async () => ({ url: collectionUrl, body: {} }) },
      { method: 'DELETE', expected: all(405), request: async () => ({ url: collectionUrl }) },
      { method: 'POST', expected: all(405), request: async () => ({ url: existing, body: {} }) },
    ]);
    // college staff are signed-in users too: they read master data
    expect((await get(collectionUrl, { as: college })).status).toBe(200);
    expect(
      (await call('POST', collectionUrl, { as: college, body: sample(resource, 'College') })).status,
    ).toBe(403);
  });
});

describe('/api/profiles', () => {
  it('lets administrators do everything and members only their own profile, created once', async () => {
    const own = async (who: 'member' | 'other') => {
      const mine = await get('/api/profiles', { as: actors[who] });
      if (mine.body['hydra:totalItems'] === 1) return mine.body['hydra:member'][0]['@id'] as string;
      const created = await call('POST', '/api/profiles', {
        as: actors[who],
        body: profileBody(refs, { fullName: `Own ${who}` }),
      });
      expect(created.status).toBe(201);
      return created.body['@id'] as string;
    };
    const memberProfile = await own('member');
    await own('other');
    const adminProfile = (await call('POST', '/api/profiles', { as: actors.admin, body: profileBody(refs) }))
      .body['@id'];
    const fresh = await createUser();

    await runMatrix([
      {
        method: 'GET',
        expected: { anonymous: 401, member: 200, other: 200, admin: 200 },
        request: async () => ({ url: '/api/profiles' }),
      },
      // members already have theirs: a second one is a conflict
      {
        method: 'POST',
        expected: { anonymous: 401, member: 409, other: 409, admin: 201 },
        request: async () => ({ url: '/api/profiles', body: profileBody(refs) }),
      },
      {
        method: 'GET',
        expected: { anonymous: 401, member: 200, other: 403, admin: 200 },
        request: async () => ({ url: memberProfile }),
      },
      {
        method: 'GET',
        expected: { anonymous: 401, member: 403, other: 403, admin: 200 },
        request: async () => ({ url: adminProfile }),
      },
      {
        method: 'PUT',
        expected: { anonymous: 401, member: 200, other: 403, admin: 200 },
        request: async () => ({ url: memberProfile, body: profileBody(refs, { fullName: 'Own member' }) }),
      },
      {
        method: 'PATCH',
        expected: { anonymous: 401, member: 200, other: 403, admin: 200 },
        request: async () => ({ url: memberProfile, body: { kothram: 'Siva' } }),
      },
      {
        method: 'PATCH',
        expected: { anonymous: 401, member: 403, other: 403, admin: 200 },
        request: async () => ({ url: adminProfile, body: { kothram: 'Vishnu' } }),
      },
      {
        method: 'DELETE',
        expected: { anonymous: 401, member: 403, other: 403, admin: 204 },
        request: async () => ({ url: adminProfile }),
      },
      {
        method: 'GET',
        expected: all(404),
        request: async (who) => ({ url: who === 'anonymous' ? '/api/nothing' : '/api/profiles/999999' }),
      },
      { method: 'PUT', expected: all(405), request: async () => ({ url: '/api/profiles', body: {} }) },
      { method: 'POST', expected: all(405), request: async () => ({ url: memberProfile, body: {} }) },
    ]);
    // a member deletes their own profile; another member cannot; then they may create it again
    expect((await call('DELETE', memberProfile, { as: actors.other })).status).toBe(403);
    expect((await call('DELETE', memberProfile, { as: actors.member })).status).toBe(204);
    expect((await call('POST', '/api/profiles', { as: actors.member, body: profileBody(refs) })).status).toBe(
      201,
    );
    expect((await call('POST', '/api/profiles', { as: fresh, body: profileBody(refs) })).status).toBe(201);
    // the list shows a member their own profile only
    const listed = await get('/api/profiles', { as: fresh });
    expect(listed.body['hydra:totalItems']).toBe(1);
    // college staff have no profile business
    expect((await get('/api/profiles', { as: college })).status).toBe(403);
    expect((await call('POST', '/api/profiles', { as: college, body: profileBody(refs) })).status).toBe(403);
  });
});

describe('credentials and negotiation', () => {
  it('answers 401 to a forged, expired or malformed Bearer token, without trying the cookie', async () => {
    for (const token of ['not-a-jwt', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl']) {
      const response = await get('/api/castes', { token });
      expect(response.status).toBe(401);
      expect(response.body['hydra:description']).toBe('Invalid JWT Token');
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    const basic = await get('/api/castes', { headers: { Authorization: 'Basic YTpi' } });
    expect(basic.status).toBe(401);
  });

  it('answers 406 to an Accept it cannot serve, on every kind of route', async () => {
    for (const url of ['/api', '/api/castes', '/api/profiles/1', '/api/docs.jsonld', '/api/contexts/Caste']) {
      const response = await get(url, { as: actors.admin, headers: { Accept: 'text/html' } });
      expect({ url, status: response.status }).toEqual({ url, status: 406 });
      expect(response.headers.get('link')).toContain('/api/docs.jsonld');
    }
    for (const accept of ['application/json', 'application/ld+json', '*/*', 'text/html, */*;q=0.8']) {
      expect((await get('/api/castes', { as: actors.admin, headers: { Accept: accept } })).status).toBe(200);
    }
  });
});
