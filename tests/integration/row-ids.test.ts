/** @jest-environment node */
import type { Actor } from '@/lib/auth/roles';
import { parseId } from '@/lib/resources/iri';
import { call } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember } from '../helpers/matches';
import { profileRefs } from '../helpers/profiles';
import { createUser } from '../helpers/users';

/**
 * One id parser (lib/resources/iri.ts's parseId, lib/data/input.ts's rowId): every item path answers
 * a value that cannot be a row id as it answers a row that does not exist, 404, and a filter naming a
 * row answers it with 400, never a database error (API.md, README "Robustness").
 */
const BAD_IDS = ['0', '-1', '01', '+1', '1.5', '1e3', 'abc', ' 1', '2147483648', '99999999999', '1%00'];

describe('parseId', () => {
  it('reads a positive integer that fits an integer column, written or given', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2147483647);
    expect(parseId(42)).toBe(42);
  });

  it.each([...BAD_IDS, '', '1 ', '١'])('refuses %j', (value) => {
    expect(parseId(value)).toBeNull();
  });

  it.each([0, -1, 1.5, Number.NaN, 2147483648, Number.MAX_SAFE_INTEGER + 2])(
    'refuses the number %p',
    (value) => {
      expect(parseId(value)).toBeNull();
    },
  );
});

describe('an item path with a bad id', () => {
  let admin: Actor;
  let member: Actor;
  let college: Actor;

  beforeAll(async () => {
    await resetDatabase();
    admin = await createUser({ roles: ['ROLE_ADMIN'] });
    // A member whose verified profile may search: otherwise their own lists answer 403 first.
    member = await createMember(admin, await profileRefs());
    college = await createUser({ roles: ['ROLE_COLLEGE'] });
  });
  afterAll(() => closeDb());

  const paths: [collection: string, who: () => Actor][] = [
    ['castes', () => admin],
    ['profiles', () => admin],
    ['users', () => admin],
    ['enquiries', () => admin],
    ['grievances', () => admin],
    ['interests', () => member],
    ['shortlists', () => member],
    ['matches', () => member],
    ['students', () => college],
    ['fees', () => college],
    ['receipts', () => college],
    ['batches', () => college],
    ['moderation_items', () => admin],
    ['reports', () => member],
    ['blocks', () => member],
  ];

  it.each(paths)('/api/%s/{bad id}: 404 for each', async (collection, who) => {
    const answers = await Promise.all(
      BAD_IDS.map(async (id) => [
        id,
        (await call('GET', `/api/${collection}/${encodeURIComponent(id)}`, { as: who() })).status,
      ]),
    );
    expect(Object.fromEntries(answers)).toEqual(Object.fromEntries(BAD_IDS.map((id) => [id, 404])));
  });

  it('the same id that names no row: 404 too', async () => {
    expect((await call('GET', '/api/users/2147483647', { as: admin })).status).toBe(404);
    expect((await call('DELETE', '/api/castes/2147483647', { as: admin })).status).toBe(404);
    expect((await call('PATCH', '/api/grievances/0', { as: admin, body: { status: 'closed' } })).status).toBe(
      404,
    );
  });

  it('/api/feedues?student=: 400 for a bad id, a student by id or IRI is read', async () => {
    for (const bad of ['', 'abc', '0', '99999999999', '/api/fees/1', '/api/students/x'])
      expect(
        await call('GET', `/api/feedues?student=${encodeURIComponent(bad)}`, { as: college }),
      ).toMatchObject({
        status: 400,
        body: { 'hydra:description': 'Invalid value for filter "student".' },
      });
    // A well-formed id of no student: that student is not found.
    expect(
      (await call('GET', '/api/feedues?student=%2Fapi%2Fstudents%2F2147483647', { as: college })).status,
    ).toBe(404);
    expect((await call('GET', '/api/feedues?student=2147483647', { as: college })).status).toBe(404);
  });
});
