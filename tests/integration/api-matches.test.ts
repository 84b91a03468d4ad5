/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { profiles, type NewProfile } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { MATCH_TEXT } from '@/lib/matching/match-text';
import { get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember, type Member } from '../helpers/matches';
import { profileRefs, type ProfileRefs } from '../helpers/profiles';
import { createUser } from '../helpers/users';

let admin: Actor;
let refs: ProfileRefs;
let bride: Member; // female, 27, looks for 27..34
let groom: Member; // male, 30, accepts 25..32
let olderGroom: Member; // male, 33, another caste, accepts only up to 26 (not the bride, for mutual)
let fortyGroom: Member; // male, 40: outside the bride's age range
let unverifiedGroom: Member;
let otherBride: Member; // female: never the bride's candidate
let waiting: Member; // male, not verified yet

const ids = (body: { 'hydra:member': { id: number }[] }) =>
  body['hydra:member'].map((m) => m.id).sort((a, b) => a - b);
const sorted = (...members: Member[]) => members.map((m) => m.profileId).sort((a, b) => a - b);

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  refs = await profileRefs();
  const male = { gender: refs.male };
  const casteB = refs.caste.replace(/\d+$/, (n) => String(Number(n) + 1));
  bride = await createMember(admin, refs, { fullName: 'Meena', age: 27, lfromAge: 27, ltoAge: 34 });
  groom = await createMember(admin, refs, {
    ...male,
    fullName: 'Karthik',
    age: 30,
    lfromAge: 25,
    ltoAge: 32,
    star: refs.rohini,
    raasi: refs.rishabam,
  });
  olderGroom = await createMember(admin, refs, {
    ...male,
    fullName: 'Suresh',
    age: 33,
    caste: casteB,
    lfromAge: 20,
    ltoAge: 26,
  });
  fortyGroom = await createMember(admin, refs, {
    ...male,
    fullName: 'Ramesh',
    age: 40,
    lfromAge: 25,
    ltoAge: 40,
  });
  unverifiedGroom = await createMember(
    admin,
    refs,
    { ...male, fullName: 'Vijay', age: 31 },
    { verified: false },
  );
  otherBride = await createMember(admin, refs, { fullName: 'Kavya', age: 29 });
  waiting = await createMember(admin, refs, { ...male, fullName: 'Arun', age: 29 }, { verified: false });
});
afterAll(() => closeDb());

describe('who may search', () => {
  it('refuses a member whose profile is not verified yet, with the waiting notice (list and item)', async () => {
    const list = await get('/api/matches', { as: waiting });
    expect(list.status).toBe(403);
    expect(list.body['@type']).toBe('hydra:Error');
    expect(list.body['hydra:description']).toBe(MATCH_TEXT.waiting);
    expect((await get(`/api/matches/${bride.profileId}`, { as: waiting })).status).toBe(403);
  });

  it('refuses a member without a profile, an administrator, and anonymous callers', async () => {
    const noProfile = await createUser();
    expect((await get('/api/matches', { as: noProfile })).status).toBe(403);
    expect((await get('/api/matches', { as: admin })).status).toBe(403);
    expect((await get('/api/matches')).status).toBe(401);
  });

  it('refuses a verified member whose profile the team deactivated', async () => {
    const inactive = await createMember(
      admin,
      refs,
      { gender: refs.male, age: 30 },
      { admin: { status: false } },
    );
    expect((await get('/api/matches', { as: inactive })).status).toBe(403);
  });

  it('lets a verified member without any plan search (the plan only gates contact details)', async () => {
    const answer = await get('/api/matches', { as: bride });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/ld+json');
  });
});

describe('GET /api/matches', () => {
  it('lists verified, active members of the other gender within the preferences, each with its porutham', async () => {
    const answer = await get('/api/matches', { as: bride });
    expect(answer.body['@type']).toBe('hydra:Collection');
    expect(ids(answer.body)).toEqual(sorted(groom, olderGroom)); // not 40, not unverified, no woman, not herself
    expect(answer.body['hydra:totalItems']).toBe(2);
    const karthik = answer.body['hydra:member'].find((m: { id: number }) => m.id === groom.profileId);
    expect(karthik['@id']).toBe(`/api/matches/${groom.profileId}`);
    expect(karthik['@type']).toBe('Match');
    expect(karthik.fullName).toBe('Karthik');
    expect(karthik.star).toBe(refs.rohini);
    expect(karthik.porutham.items).toHaveLength(10);
    expect(typeof karthik.porutham.score).toBe('number');
    expect(typeof karthik.porutham.recommended).toBe('boolean');
    expect(answer.body['hydra:search']['hydra:template']).toContain('mutual');
  });

  it('never prints mobile, otp, plan, expiry, verification or the account of a candidate', async () => {
    const answer = await get('/api/matches?ageTo=45', { as: bride });
    expect(answer.body['hydra:member']).toHaveLength(3);
    for (const member of answer.body['hydra:member']) {
      for (const key of ['mobile', 'otp', 'membersPlan', 'expiry', 'mobileVerified', 'userId', 'status'])
        expect(key in member).toBe(false);
    }
    for (const m of [groom, olderGroom, fortyGroom]) expect(answer.text).not.toContain(m.mobile);
    expect(answer.text).not.toContain('4321'); // the otp the team set
  });

  it('lets query parameters widen or narrow the preferences', async () => {
    expect(ids((await get('/api/matches?ageTo=45', { as: bride })).body)).toEqual(
      sorted(groom, olderGroom, fortyGroom),
    );
    expect(ids((await get('/api/matches?age[gte]=31&age[lte]=45', { as: bride })).body)).toEqual(
      sorted(olderGroom, fortyGroom),
    );
    expect(
      ids((await get(`/api/matches?caste[]=${encodeURIComponent(refs.caste)}`, { as: bride })).body),
    ).toEqual(sorted(groom));
    expect(
      ids((await get(`/api/matches?star[]=${refs.rohini.split('/').pop()}`, { as: bride })).body),
    ).toEqual(sorted(groom));
  });

  it('in mutual mode keeps only candidates whose own preferences accept the member', async () => {
    expect(ids((await get('/api/matches?mutual=true', { as: bride })).body)).toEqual(sorted(groom));
    expect(ids((await get('/api/matches?mutual=false', { as: bride })).body)).toEqual(
      sorted(groom, olderGroom),
    );
  });

  it('keeps only candidates at or above minScore', async () => {
    const all = (await get('/api/matches?ageTo=45', { as: bride })).body['hydra:member'] as {
      id: number;
      porutham: { score: number };
    }[];
    const best = Math.max(...all.map((m) => m.porutham.score));
    const answer = await get(`/api/matches?ageTo=45&minScore=${best}`, { as: bride });
    expect(answer.body['hydra:member'].length).toBeGreaterThan(0);
    expect(ids(answer.body)).toEqual(
      all
        .filter((m) => m.porutham.score >= best)
        .map((m) => m.id)
        .sort((a, b) => a - b),
    );
  });

  it('sorts by age and by score, and pages on the server', async () => {
    const byAge = await get('/api/matches?ageTo=45&order[age]=asc', { as: bride });
    expect(byAge.body['hydra:member'].map((m: { age: number }) => m.age)).toEqual([30, 33, 40]);
    const byAgeDesc = await get('/api/matches?ageTo=45&order[age]=desc', { as: bride });
    expect(byAgeDesc.body['hydra:member'].map((m: { age: number }) => m.age)).toEqual([40, 33, 30]);
    const byScore = await get('/api/matches?ageTo=45&order[score]=desc', { as: bride });
    const scores = byScore.body['hydra:member'].map((m: { porutham: { score: number } }) => m.porutham.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const page2 = await get('/api/matches?ageTo=45&order[age]=asc&itemsPerPage=2&page=2', { as: bride });
    expect(page2.body['hydra:member'].map((m: { age: number }) => m.age)).toEqual([40]);
    expect(page2.body['hydra:totalItems']).toBe(3);
    expect(page2.body['hydra:view']['hydra:previous']).toContain('page=1');
  });

  it('answers 400 with a Hydra error for a bad parameter', async () => {
    for (const query of [
      'ageFrom=abc',
      'ageTo=200',
      'minScore=11',
      'mutual=maybe',
      'order[score]=up',
      'caste[]=/api/stars/1',
      'page=0',
    ]) {
      const answer = await get(`/api/matches?${query}`, { as: bride });
      expect([query, answer.status]).toEqual([query, 400]);
      expect(answer.body['@type']).toBe('hydra:Error');
    }
  });
});

describe('GET /api/matches/{profileId}', () => {
  it('shows one candidate in the public view, with the porutham of the two', async () => {
    const answer = await get(`/api/matches/${groom.profileId}`, { as: bride });
    expect(answer.status).toBe(200);
    expect(answer.body['@context']).toBe('/api/contexts/Match');
    expect(answer.body.fullName).toBe('Karthik');
    expect(answer.body.porutham.items).toHaveLength(10);
    expect(answer.text).not.toContain(groom.mobile);
    expect('mobile' in answer.body).toBe(false);
    expect('horoscope' in answer.body).toBe(false); // only after an accepted interest
  });

  it('answers 404 for a profile that is not a candidate', async () => {
    for (const id of [otherBride.profileId, unverifiedGroom.profileId, bride.profileId, 999999, 'abc']) {
      expect([id, (await get(`/api/matches/${id}`, { as: bride })).status]).toEqual([id, 404]);
    }
  });

  it('is described in docs.jsonld and OpenAPI', async () => {
    const docs = await get('/api/docs.jsonld');
    expect(JSON.stringify(docs.body)).toContain('#Match');
    const openapi = await get('/api/docs.json');
    expect(Object.keys(openapi.body.paths)).toEqual(expect.arrayContaining(['/matches', '/matches/{id}']));
    const parameters = openapi.body.paths['/matches'].get.parameters.map((p: { name: string }) => p.name);
    expect(parameters).toEqual(expect.arrayContaining(['mutual', 'minScore', 'order[score]', 'caste[]']));
  });
});

describe('more matches than the count goes (issue 28: a million members)', () => {
  it('leaves hydra:totalItems and hydra:last out above 1,000 matches and offers the next page', async () => {
    const before = (await get('/api/matches', { as: bride })).body['hydra:totalItems'];
    const [row] = await db.select().from(profiles).where(eq(profiles.id, groom.profileId));
    // the same candidate 1,001 times more (without its id, and its generated `accepts`)
    const copy = Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'id' && key !== 'accepts'));
    for (const size of [500, 501]) {
      await db
        .insert(profiles)
        .values(Array.from({ length: size }, () => ({ ...(copy as NewProfile), userId: null })));
    }
    const first = await get('/api/matches?itemsPerPage=20', { as: bride });
    expect(first.status).toBe(200);
    expect(first.body['hydra:member']).toHaveLength(20);
    expect(first.body).not.toHaveProperty('hydra:totalItems');
    expect(first.body['hydra:view']).not.toHaveProperty('hydra:last');
    expect(first.body['hydra:view']['hydra:next']).toBe('/api/matches?itemsPerPage=20&page=2');
    // past the 1,000th match the count goes on (to 2,000): exact again, with its last page
    const later = await get('/api/matches?itemsPerPage=20&page=51', { as: bride });
    expect(later.body['hydra:totalItems']).toBe(before + 1001);
    expect(later.body['hydra:view']['hydra:last']).toBe('/api/matches?itemsPerPage=20&page=51');
  });
});
