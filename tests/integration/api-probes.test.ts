/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import type { Actor } from '@/lib/auth/roles';
import { POST as authPost } from '@/app/auth/route';
import { call, ORIGIN, type ApiResponse } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { profileBody, profileRefs } from '../helpers/profiles';
import { createUser } from '../helpers/users';

/**
 * The probes of issue 15 item 4, each of which once answered 500: bad input must be a 4xx with a
 * clear Hydra (or legacy JSON) error, and must change nothing. README's "Robustness" table lists them.
 */
let admin: Actor;
let member: Actor;

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  member = await createUser();
  const refs = await profileRefs();
  const created = await call('POST', '/api/profiles', { as: member, body: profileBody(refs) });
  expect(created.status).toBe(201);
});
afterAll(() => closeDb());

/** Row counts of the tables a probe could touch: a refused request must leave them as they were. */
const counts = async () =>
  (
    await queryRows<{ c: string; p: string; u: string; m: string }>(
      sql`select (select count(*) from caste) c, (select count(*) from profile) p, (select count(*) from users) u, (select max(updated_at)::text from profile) m`,
    )
  )[0];

function expectHydraError(response: ApiResponse, status: number, description: string | RegExp) {
  expect(response.status).toBe(status);
  expect(response.body['@type']).toBe('hydra:Error');
  expect(response.body['hydra:description']).toMatch(description);
}

describe('NUL characters', () => {
  it('in a text filter, anonymous: 400', async () => {
    const response = await call('GET', '/api/castes?caste=Pill%00ai');
    expectHydraError(response, 400, 'Invalid value for "caste": it contains a NUL character.');
  });

  it('in q, as a member: 400', async () => {
    const response = await call('GET', '/api/profiles?q=a%00b', { as: member });
    expectHydraError(response, 400, 'Invalid value for "q": it contains a NUL character.');
  });

  it('in an order direction or an unknown parameter: 400', async () => {
    expect((await call('GET', '/api/castes?order%5Bcaste%5D=a%00sc')).status).toBe(400);
    expect((await call('GET', '/api/castes?foo=%00')).status).toBe(400);
  });

  it('in a written name: 400 and nothing created', async () => {
    const before = await counts();
    const response = await call('POST', '/api/castes', { as: admin, body: { caste: 'Bad\u0000Name' } });
    expectHydraError(response, 400, 'The "caste" attribute contains a NUL character.');
    expect(await counts()).toEqual(before);
  });

  it('in a profile field update: 400 and nothing changed', async () => {
    const before = await counts();
    const [{ id }] = await queryRows<{ id: number }>(sql`select id from profile limit 1`);
    const response = await call('PATCH', `/api/profiles/${id}`, {
      as: member,
      body: { nativeCity: 'Mad\u0000urai' },
    });
    expectHydraError(response, 400, 'The "nativeCity" attribute contains a NUL character.');
    expect(await counts()).toEqual(before);
  });

  it('in the legacy sign-in: 400 with { error }', async () => {
    const response = await authPost(
      new Request(`${ORIGIN}/auth`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'a\u0000@example.com', password: 'x\u0000' }),
      }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/NUL character/);
  });
});

describe('numbers out of the column range', () => {
  it('age=32768 (smallint): 400', async () => {
    const response = await call('GET', '/api/profiles?age=32768', { as: admin });
    expectHydraError(response, 400, 'Invalid value for filter "age": 32768 is out of range.');
  });

  it('age[gt]=-40000: 400', async () => {
    expect((await call('GET', '/api/profiles?age%5Bgt%5D=-40000', { as: admin })).status).toBe(400);
  });

  it('an id filter beyond int4: 400', async () => {
    const response = await call('GET', '/api/castes?id=99999999999', { as: member });
    expectHydraError(response, 400, /Invalid value for filter "id"/);
  });

  it('an item id beyond int4: 404, as for any id that names no row', async () => {
    expect((await call('GET', '/api/castes/99999999999', { as: member })).status).toBe(404);
    expect((await call('DELETE', '/api/castes/99999999999', { as: admin })).status).toBe(404);
  });

  it('a reference IRI beyond int4 in a body: 400 or 422, nothing written', async () => {
    const before = await counts();
    const [{ id }] = await queryRows<{ id: number }>(sql`select id from profile limit 1`);
    const response = await call('PATCH', `/api/profiles/${id}`, {
      as: member,
      body: { caste: '/api/castes/99999999999' },
    });
    expect([400, 422]).toContain(response.status);
    expect(await counts()).toEqual(before);
  });

  it('an integer beyond int4 in a body: 422, nothing written', async () => {
    const before = await counts();
    const [{ id }] = await queryRows<{ id: number }>(sql`select id from profile limit 1`);
    const response = await call('PATCH', `/api/profiles/${id}`, {
      as: member,
      body: { totalChildren: 2 ** 40 },
    });
    expect([400, 422]).toContain(response.status);
    expect(await counts()).toEqual(before);
  });
});

describe('impossible or malformed dates', () => {
  it.each(['2026-02-31', '2026-13-01', '2026-1-1', '99999-01-01', 'tomorrow', '2026-02-29'])(
    'expiry[after]=%s: 400',
    async (value) => {
      const response = await call('GET', `/api/profiles?expiry%5Bafter%5D=${value}`, { as: admin });
      expectHydraError(response, 400, `Invalid value for filter "expiry": ${JSON.stringify(value)}.`);
    },
  );

  it.each(['2026-02-31', '2026-02-30T10:00:00Z', '275760-09-14', '0000-01-01'])(
    'date[before]=%s: 400',
    async (value) => {
      const response = await call('GET', `/api/profiles?date%5Bbefore%5D=${value}`, { as: admin });
      expectHydraError(response, 400, /Invalid value for filter "date"/);
    },
  );

  it('a leap day that exists still filters: 200', async () => {
    expect((await call('GET', '/api/profiles?expiry%5Bafter%5D=2028-02-29', { as: admin })).status).toBe(200);
  });

  it('an impossible expiry in a body: 4xx, nothing written', async () => {
    const before = await counts();
    const [{ id }] = await queryRows<{ id: number }>(sql`select id from profile limit 1`);
    const response = await call('PATCH', `/api/profiles/${id}`, {
      as: admin,
      body: { expiry: '2026-02-31' },
    });
    expect([400, 422]).toContain(response.status);
    expect(await counts()).toEqual(before);
  });
});

describe('the legacy sign-in /auth', () => {
  const signIn = (body: unknown) =>
    authPost(
      new Request(`${ORIGIN}/auth`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );

  it.each([
    ['an object', { username: { $ne: '' }, password: 'x' }],
    ['an array', { username: ['a@example.com'], password: 'x' }],
    ['a number', { username: 42, password: 'x' }],
  ])('%s where the e-mail is expected: 400 "Enter Email!"', async (_name, body) => {
    const response = await signIn(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('Enter Email!');
  });

  it('an object where the password is expected: 400 with { error }', async () => {
    const response = await signIn({ username: 'a@example.com', password: { a: 1 } });
    expect(response.status).toBe(400);
    expect(typeof (await response.json()).error).toBe('string');
  });
});
