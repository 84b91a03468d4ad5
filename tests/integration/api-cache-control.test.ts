/** @jest-environment node */
import { revealContact } from '@/lib/data/contact-reveals';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember, type Member } from '../helpers/members';
import { createUser } from '../helpers/users';

/**
 * Issue 21, item 8: nothing personal or authenticated may be kept by a browser or a shared cache
 * (a proxy, a CDN, the back button on a shared computer). Every such answer says `no-store`; only
 * the public documents that are the same for everyone say they may be cached.
 */
let arun: Member;
let meena: Member;
let interestId: number;

beforeAll(async () => {
  await resetDatabase();
  arun = await createMember({ gender: 'male' });
  meena = await createMember({ gender: 'female' });
  const sent = await call('POST', '/api/interests', {
    as: arun,
    body: { to: `/api/profiles/${meena.profileId}` },
  });
  expect(sent.status).toBe(201);
  interestId = sent.body.id;
  const accepted = await call('PATCH', `/api/interests/${interestId}`, {
    as: meena,
    body: { status: 'accepted' },
  });
  expect(accepted.status).toBe(200);
  // Arun opens her contact (issue 25): from then on her mobile number is in the interest's answer.
  expect(await revealContact(arun, meena.profileId)).toMatchObject({ revealed: true });
});
afterAll(() => closeDb());

const cacheControl = (response: { headers: Headers }) => response.headers.get('cache-control');

describe('personal and authenticated answers', () => {
  it.each([
    ['own profile', () => `/api/profiles/${arun.profileId}`],
    ['own profile list', () => '/api/profiles'],
    ['interests', () => '/api/interests'],
    ['one interest (a revealed mobile)', () => `/api/interests/${interestId}`],
    ['matches', () => '/api/matches'],
    ['one match', () => `/api/matches/${meena.profileId}`],
    ['shortlists', () => '/api/shortlists'],
    ['photo requests', () => '/api/photo_requests'],
    ['who viewed me', () => '/api/profile_views'],
    ['saved searches', () => '/api/saved_searches'],
    ['master data (signed in only)', () => '/api/castes'],
  ])('%s: no-store', async (_name, url) => {
    const response = await get(url(), { as: arun });
    expect([response.status, cacheControl(response)]).toEqual([200, 'no-store']);
    if (url() === `/api/interests/${interestId}`) expect(response.text).toContain(meena.mobile);
  });

  it('says no-store on writes and errors too', async () => {
    const shortlisted = await call('POST', '/api/shortlists', {
      as: meena,
      body: { profile: `/api/profiles/${arun.profileId}` },
    });
    expect([shortlisted.status, cacheControl(shortlisted)]).toEqual([201, 'no-store']);
    const anonymous = await get('/api/interests');
    expect([anonymous.status, cacheControl(anonymous)]).toEqual([401, 'no-store']);
    const admin = await createUser({ roles: ['ROLE_ADMIN'] });
    const missing = await get('/api/profiles/99999999', { as: admin });
    expect([missing.status, cacheControl(missing)]).toEqual([404, 'no-store']);
  });
});

describe('public documents', () => {
  it.each(['/api', '/api/docs.jsonld', '/api/docs.json', '/api/contexts/Caste'])(
    '%s may be cached by anyone for a short while',
    async (url) => {
      const response = await get(url);
      expect([response.status, cacheControl(response)]).toEqual([200, 'public, max-age=300']);
    },
  );

  it('the porutham calculator, which depends only on its address, for an hour', async () => {
    const response = await get('/api/porutham?brideStar=1&brideRaasi=1&groomStar=10&groomRaasi=5');
    expect([response.status, cacheControl(response)]).toEqual([200, 'public, max-age=3600']);
  });
});
