/** @jest-environment node */
import type { Actor } from '@/lib/auth/roles';
import { alertSearchesOf } from '@/lib/data/saved-searches';
import { SAVED_SEARCH_TEXT } from '@/lib/validation/saved-searches';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember } from '../helpers/members';
import { createUser } from '../helpers/users';

/*
 * Issue 26 item 4, saved searches: the match page's query under a name, the member's own only
 * (others: 404), validated (name 1-60 characters and unique per member, the query as the match
 * page reads it and at most 1000 characters, at most 20 a member), alert flags for the match alert job.
 */
beforeAll(() => resetDatabase());
afterAll(() => closeDb());

const post = (as: Actor | null, body: unknown) => call('POST', '/api/saved_searches', { as, body });
const patch = (as: Actor | null, url: string, body: unknown) =>
  call('PATCH', url, { as, body, headers: { 'content-type': 'application/merge-patch+json' } });
const names = async (as: Actor) =>
  ((await get('/api/saved_searches', { as })).body['hydra:member'] as { name: string }[]).map((s) => s.name);

describe('saved searches', () => {
  it('saves, lists by name, runs (the query as the match page reads it), changes and deletes', async () => {
    const me = await createMember({ gender: 'female' });
    const saved = await post(me, {
      name: '  Chennai doctors ',
      query: '?ageFrom=26&ageTo=32&caste[]=1&page=3&utm=x',
    });
    expect(saved.status).toBe(201);
    expect(saved.headers.get('location')).toBe(saved.body['@id']);
    expect(saved.body).toMatchObject({
      '@context': '/api/contexts/SavedSearch',
      '@type': 'SavedSearch',
      name: 'Chennai doctors',
      // the page and unknown parameters are not kept
      query: 'ageFrom=26&ageTo=32&caste%5B%5D=1',
      alert: false,
      matches: '/api/matches?ageFrom=26&ageTo=32&caste%5B%5D=1',
    });
    // The stored query runs: the match API answers it.
    expect((await get(saved.body.matches, { as: me })).status).toBe(200);
    expect((await post(me, { name: 'anything', query: '' })).status).toBe(201);
    expect(await names(me)).toEqual(['anything', 'Chennai doctors']);

    const renamed = await patch(me, saved.body['@id'], { name: 'Doctors', alert: true });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Doctors', alert: true, query: saved.body.query });
    expect((await alertSearchesOf(me.profileId)).map((s) => [s.name, s.query.overrides])).toEqual([
      ['Doctors', { ageFrom: 26, ageTo: 32, casteIds: [1] }],
    ]);
    expect((await patch(me, saved.body['@id'], { alert: false })).body.alert).toBe(false);
    expect(await alertSearchesOf(me.profileId)).toEqual([]);

    expect((await call('DELETE', saved.body['@id'], { as: me })).status).toBe(204);
    expect((await get(saved.body['@id'], { as: me })).status).toBe(404);
    expect(await names(me)).toEqual(['anything']);
  });

  it('refuses bad input with 400 or 422 and the message under the field', async () => {
    const me = await createMember({ gender: 'male' });
    const violation = async (body: unknown) => {
      const answer = await post(me, body);
      expect(answer.status).toBe(422);
      expect(answer.body['@type']).toBe('ConstraintViolationList');
      return answer.body.violations;
    };
    expect(await violation({ query: '' })).toEqual([
      { propertyPath: 'name', message: SAVED_SEARCH_TEXT.nameRequired },
    ]);
    expect(await violation({ name: '   ', query: '' })).toEqual([
      { propertyPath: 'name', message: SAVED_SEARCH_TEXT.nameRequired },
    ]);
    expect(await violation({ name: 'x'.repeat(61), query: '' })).toEqual([
      { propertyPath: 'name', message: SAVED_SEARCH_TEXT.nameTooLong },
    ]);
    expect(await violation({ name: 'Long', query: 'ageFrom=20&'.repeat(100) })).toEqual([
      { propertyPath: 'query', message: SAVED_SEARCH_TEXT.queryTooLong },
    ]);
    expect(await violation({ name: 'Bad age', query: 'ageFrom=abc' })).toEqual([
      { propertyPath: 'query', message: 'Invalid value "abc" for the "ageFrom" parameter.' },
    ]);
    expect(await violation({ name: 'No query' })).toEqual([
      { propertyPath: 'query', message: SAVED_SEARCH_TEXT.queryRequired },
    ]);
    expect(await violation({ name: 'Alert', query: '', alert: 'yes' })).toEqual([
      { propertyPath: 'alert', message: SAVED_SEARCH_TEXT.alertChoice },
    ]);
    expect((await post(me, { name: 'Same', query: '' })).status).toBe(201);
    expect(await violation({ name: 'SAME', query: 'mutual=true' })).toEqual([
      { propertyPath: 'name', message: SAVED_SEARCH_TEXT.nameTaken },
    ]);
    const other = await post(me, { name: 'Other', query: '' });
    const clash = await patch(me, other.body['@id'], { name: 'same' });
    expect([clash.status, clash.body.violations]).toEqual([
      422,
      [{ propertyPath: 'name', message: SAVED_SEARCH_TEXT.nameTaken }],
    ]);
    // Not JSON: 400; a list instead of an object: 422.
    const malformed = await call('POST', '/api/saved_searches', {
      as: me,
      raw: '{"name": ',
      headers: { 'content-type': 'application/ld+json' },
    });
    expect(malformed.status).toBe(400);
    expect((await post(me, ['name'])).status).toBe(422);
    expect(await names(me)).toEqual(['Other', 'Same']);
  });

  it('keeps at most 20 a member', async () => {
    const me = await createMember({ gender: 'female' });
    const answers = await Promise.all(
      Array.from({ length: 22 }, (_, i) => post(me, { name: `Search ${i + 1}`, query: `ageFrom=${20 + i}` })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => [a.status, a.body['hydra:description']])).toEqual([
      [409, SAVED_SEARCH_TEXT.tooMany],
      [409, SAVED_SEARCH_TEXT.tooMany],
    ]);
    expect((await get('/api/saved_searches', { as: me })).body['hydra:totalItems']).toBe(20);
  });

  it("is the member's own: others get 404, and no other audience gets in", async () => {
    const owner = await createMember({ gender: 'female' });
    const stranger = await createMember({ gender: 'male' });
    const saved = await post(owner, { name: 'Mine', query: 'mutual=true', alert: true });
    const url = saved.body['@id'];
    expect((await get(url, { as: stranger })).status).toBe(404);
    expect((await patch(stranger, url, { alert: false })).status).toBe(404);
    expect((await call('DELETE', url, { as: stranger })).status).toBe(404);
    expect(await names(stranger)).toEqual([]);
    expect((await get(url, { as: owner })).body).toMatchObject({ name: 'Mine', alert: true });

    expect((await get('/api/saved_searches')).status).toBe(401);
    expect((await post(null, { name: 'x', query: '' })).status).toBe(401);
    const admin = await createUser({ roles: ['ROLE_ADMIN'] });
    expect((await get('/api/saved_searches', { as: admin })).status).toBe(403);
    expect((await get(url, { as: admin })).status).toBe(403);
    const noProfile = await createMember({ withProfile: false });
    expect((await post(noProfile, { name: 'x', query: '' })).status).toBe(403);
    expect((await call('PUT', url, { as: owner, body: {} })).status).toBe(405);
  });
});
