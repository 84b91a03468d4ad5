/** @jest-environment node */
import type { Actor } from '@/lib/auth/roles';
import { isAppError } from '@/lib/errors';
import { readCollection } from '@/lib/hydra/routes';
import { get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember, type Member } from '../helpers/members';
import { createUser } from '../helpers/users';

/**
 * Issue 20, item 3: server pages read a collection through the same function GET
 * /api/{collection} answers with, for an actor, and get objects (no made-up Request, no JSON
 * re-parsed from a Response). What a page gets is what the API gives the same actor.
 */
let admin: Actor;
let staff: Actor;
let arun: Member;

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  staff = await createUser({ roles: ['ROLE_COLLEGE'] });
  arun = await createMember({ gender: 'male' });
  await createMember({ gender: 'female' });
});
afterAll(() => closeDb());

const refusal = async (run: () => Promise<unknown>) => {
  try {
    await run();
    return null;
  } catch (error) {
    return isAppError(error) ? [error.status, error.message] : error;
  }
};

describe('readCollection', () => {
  it.each([
    ['castes', 'itemsPerPage=3&order[caste]=desc', () => admin],
    ['castes', 'caste=a&page=2&itemsPerPage=2', () => arun],
    ['profiles', 'itemsPerPage=5&order[id]=asc', () => admin],
    ['profiles', '', () => arun],
    ['users', 'itemsPerPage=2', () => admin],
    ['enquiries', '', () => admin],
    ['matches', '', () => arun],
    ['interests', 'direction=sent', () => arun],
    ['students', '', () => staff],
    ['dues', '', () => admin],
  ])('%s?%s gives the members and total GET gives that actor', async (collection, query, who) => {
    const api = await get(`/api/${collection}${query ? `?${query}` : ''}`, { as: who() });
    expect(api.status).toBe(200);
    const page = await readCollection(collection, new URLSearchParams(query), who());
    expect(page).toEqual({ members: api.body['hydra:member'], totalItems: api.body['hydra:totalItems'] });
  });

  it('refuses what GET refuses, with the same status and message', async () => {
    for (const [collection, query, who] of [
      ['users', '', arun],
      ['students', '', arun],
      ['interests', '', admin],
      ['castes', 'page=0', admin],
      ['nothing_here', '', admin],
      ['media_objects/1', '', admin],
    ] as const) {
      const api = await get(`/api/${collection}${query ? `?${query}` : ''}`, { as: who });
      expect([
        collection,
        await refusal(() => readCollection(collection, new URLSearchParams(query), who)),
      ]).toEqual([collection, [api.status, api.body['hydra:description']]]);
    }
  });
});
