/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { getMatch } from '@/lib/data/matches';
import { listProfileVisits, recordProfileVisit } from '@/lib/data/profile-visits';
import { indianDay } from '@/lib/format';
import { PROFILE_VISIT_TEXT } from '@/lib/validation/profile-visits';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember, type Member } from '../helpers/members';
import { createUser } from '../helpers/users';

/*
 * Issue 26 item 4, who viewed me: opening a candidate's page (getMatch with recordView, as the
 * page calls it) records a view once a day per pair; GET /api/profile_views lists the member's
 * own, newest first; private browsing hides one's views and one's list; blocks either way,
 * hidden, suspended and deleted members never appear.
 */
beforeAll(() => resetDatabase());
afterAll(() => closeDb());

const iri = (m: Member) => `/api/profiles/${m.profileId}`;
const open = (viewer: Member, candidate: Member) =>
  getMatch({ actor: viewer, id: candidate.profileId, recordView: true });
const views = (as: Actor | null, query = '') => get(`/api/profile_views${query}`, { as });
const viewers = async (as: Member) =>
  ((await views(as)).body['hydra:member'] as { profile: string }[]).map((m) => m.profile);
const patchMe = (as: Actor, body: unknown) =>
  call('PATCH', '/api/me', { as, body, headers: { 'content-type': 'application/merge-patch+json' } });
const rowsOf = async (viewed: Member) =>
  db.select().from(schema.profileVisits).where(eq(schema.profileVisits.viewedProfileId, viewed.profileId));

describe('who viewed me', () => {
  it('records an opened candidate page once a day per pair and lists the viewers newest first', async () => {
    const she = await createMember({ gender: 'female' });
    const first = await createMember({ gender: 'male', fullName: 'First Viewer' });
    const second = await createMember({ gender: 'male', fullName: 'Second Viewer' });
    await open(first, she);
    await open(first, she); // the same day: still one view
    await new Promise((resolve) => setTimeout(resolve, 10));
    await open(second, she);
    expect(await rowsOf(she)).toHaveLength(2);
    // Reading a candidate without opening the page (the API's match item) records nothing.
    await getMatch({ actor: she, id: first.profileId });
    expect(await rowsOf(first)).toHaveLength(0);

    const answer = await views(she);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      '@context': '/api/contexts/ProfileView',
      '@id': '/api/profile_views',
      '@type': 'hydra:Collection',
      'hydra:totalItems': 2,
    });
    const [newest, older] = answer.body['hydra:member'];
    expect(newest).toMatchObject({
      '@type': 'ProfileView',
      profile: iri(second),
      member: { '@id': iri(second), fullName: 'Second Viewer' },
    });
    expect(older.profile).toBe(iri(first));
    expect(Date.parse(newest.viewedAt)).toBeGreaterThanOrEqual(Date.parse(older.viewedAt));
    expect(newest).not.toHaveProperty('mobile');
    expect(JSON.stringify(answer.body)).not.toContain(second.mobile);

    // Paginated in SQL: one a page, the second page holds the older.
    const paged = await views(she, '?itemsPerPage=1&page=2');
    expect(paged.body['hydra:member'].map((m: { profile: string }) => m.profile)).toEqual([iri(first)]);
    expect(paged.body['hydra:view']['hydra:previous']).toBe('/api/profile_views?itemsPerPage=1&page=1');

    // One item: its owner only; another member gets 404.
    expect((await get(newest['@id'], { as: she })).body.profile).toBe(iri(second));
    expect((await get(newest['@id'], { as: first })).status).toBe(404);
    // The viewer's own list does not show whom they viewed.
    expect(await viewers(first)).toEqual([]);
  });

  it('counts a new view on the next India day (the day turns at 18:30 UTC)', async () => {
    const she = await createMember({ gender: 'female' });
    const he = await createMember({ gender: 'male' });
    const viewer = { id: he.profileId, browsePrivately: false };
    expect(indianDay(new Date('2026-03-01T18:29:00Z'))).toBe('2026-03-01');
    expect(indianDay(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
    await recordProfileVisit(viewer, she.profileId, new Date('2026-03-01T10:00:00Z'));
    await recordProfileVisit(viewer, she.profileId, new Date('2026-03-01T18:00:00Z'));
    await recordProfileVisit(viewer, she.profileId, new Date('2026-03-01T19:00:00Z'));
    expect((await rowsOf(she)).map((row) => row.viewedOn).sort()).toEqual(['2026-03-01', '2026-03-02']);
    expect((await views(she)).body['hydra:totalItems']).toBe(2);
    // The database itself refuses a second row for the pair and day.
    await expect(
      db.insert(schema.profileVisits).values({
        viewerProfileId: he.profileId,
        viewedProfileId: she.profileId,
        viewedOn: '2026-03-01',
      }),
    ).rejects.toThrow();
  });

  it('private browsing: views are not recorded nor shown, and the member cannot read their own', async () => {
    const she = await createMember({ gender: 'female' });
    const he = await createMember({ gender: 'male' });
    const shy = await createMember({ gender: 'male' });
    await open(he, she);
    const on = await patchMe(he, { browsePrivately: true });
    expect(on.status).toBe(200);
    expect(on.body.browsePrivately).toBe(true);
    // The view he left before turning it on is no longer shown.
    expect(await viewers(she)).toEqual([]);
    // Browsing privately, shy opens her page: nothing is recorded.
    expect((await patchMe(shy, { browsePrivately: true })).status).toBe(200);
    await open(shy, she);
    expect((await rowsOf(she)).map((r) => r.viewerProfileId)).toEqual([he.profileId]);
    // He cannot see who viewed him either: 403 with the reason, also in the page's list.
    await open(she, he);
    const refused = await views(he);
    expect(refused.status).toBe(403);
    expect(refused.body['hydra:description']).toBe(PROFILE_VISIT_TEXT.browsingPrivately);
    await expect(listProfileVisits({ actor: he })).rejects.toMatchObject({ status: 403 });
    // Turned off: his earlier view shows again, and he sees hers.
    const off = await patchMe(he, { browsePrivately: false });
    expect(off.body.browsePrivately).toBe(false);
    expect(await viewers(she)).toEqual([iri(he)]);
    expect(await viewers(he)).toEqual([iri(she)]);
    expect((await get('/api/me', { as: shy })).body.browsePrivately).toBe(true);
    // Bad input: 422 on the property.
    const bad = await patchMe(he, { browsePrivately: 'yes' });
    expect(bad.status).toBe(422);
    expect(bad.body.violations).toEqual([
      { propertyPath: 'browsePrivately', message: 'Choose true or false.' },
    ]);
  });

  it('leaves out blocked members either way, hidden, suspended and deleted ones', async () => {
    const she = await createMember({ gender: 'female' });
    const blocker = await createMember({ gender: 'male' });
    const blocked = await createMember({ gender: 'male' });
    const hidden = await createMember({ gender: 'male' });
    const suspended = await createMember({ gender: 'male' });
    const deleted = await createMember({ gender: 'male' });
    const stays = await createMember({ gender: 'male' });
    for (const viewer of [blocker, blocked, hidden, suspended, deleted, stays]) await open(viewer, she);
    expect(await viewers(she)).toHaveLength(6);

    expect((await call('POST', '/api/blocks', { as: blocker, body: { profile: iri(she) } })).status).toBe(
      201,
    );
    expect((await call('POST', '/api/blocks', { as: she, body: { profile: iri(blocked) } })).status).toBe(
      201,
    );
    await db
      .update(schema.profiles)
      .set({ hiddenAt: new Date() })
      .where(eq(schema.profiles.id, hidden.profileId));
    await db
      .update(schema.profiles)
      .set({ moderationHold: 'suspended' })
      .where(eq(schema.profiles.id, suspended.profileId));
    await db.delete(schema.profiles).where(eq(schema.profiles.id, deleted.profileId));

    const answer = await views(she);
    expect(answer.body['hydra:member'].map((m: { profile: string }) => m.profile)).toEqual([iri(stays)]);
    expect(answer.body['hydra:totalItems']).toBe(1);
    // A blocked member cannot open the page any more, so cannot leave a view either.
    await expect(open(blocker, she)).rejects.toMatchObject({ status: 404 });
  });

  it('is for members only, each reading their own', async () => {
    expect((await views(null)).status).toBe(401);
    const admin = await createUser({ roles: ['ROLE_ADMIN'] });
    expect((await views(admin)).status).toBe(403);
    const noProfile = await createMember({ withProfile: false });
    expect((await views(noProfile)).status).toBe(403);
    const member = await createMember({ gender: 'female' });
    expect((await call('POST', '/api/profile_views', { as: member, body: {} })).status).toBe(405);
    expect((await views(member, '?page=0')).status).toBe(400);
  });
});
