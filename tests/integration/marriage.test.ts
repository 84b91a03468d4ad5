/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { countMarriages } from '@/lib/data/marriage';
import { MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember, type Member } from '../helpers/members';
import { createUser } from '../helpers/users';

/*
 * "Mark as married" through PATCH /api/me (issue 23 section 2): matching closes, the partner met
 * here is named among the accepted interests and confirms or declines, the administrators count
 * marriages, and a mistaken click is undone. That a married member vanishes through every route
 * is member-visibility.test.ts.
 */
let admin: Actor;
beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
});
afterAll(() => closeDb());

const iri = (m: Member) => `/api/profiles/${m.profileId}`;
const me = async (m: Member) => (await get('/api/me', { as: m })).body;
const patchMe = (m: Member, body: Record<string, unknown>) => call('PATCH', '/api/me', { as: m, body });

async function accepted(a: Member, b: Member) {
  await db
    .insert(schema.interests)
    .values({ fromProfileId: a.profileId, toProfileId: b.profileId, status: 'accepted' });
}

/** A groom and a bride whose interest was accepted, and a member with only a pending one. */
async function couple() {
  const groom = await createMember({ gender: 'male' });
  const bride = await createMember({ gender: 'female' });
  const stranger = await createMember({ gender: 'female' });
  await accepted(groom, bride);
  await db
    .insert(schema.interests)
    .values({ fromProfileId: stranger.profileId, toProfileId: groom.profileId });
  return { groom, bride, stranger };
}

describe('PATCH /api/me {"married"}', () => {
  it('names a partner among the accepted interests only; bad input changes nothing', async () => {
    const { groom, stranger } = await couple();
    const notAccepted = await patchMe(groom, { married: true, marriedTo: iri(stranger) });
    expect(notAccepted.status).toBe(422);
    expect(notAccepted.body.violations).toEqual([
      { propertyPath: 'marriedTo', message: MEMBER_ACCOUNT_TEXT.partnerNotCandidate },
    ]);
    expect((await patchMe(groom, { married: true, marriedTo: '/api/castes/1' })).status).toBe(422);
    expect((await patchMe(groom, { married: 'yes' })).status).toBe(422);
    const alone = await patchMe(groom, { marriedTo: iri(stranger) });
    expect(alone.status).toBe(422);
    expect(alone.body.violations[0].propertyPath).toBe('married');
    expect(await me(groom)).toMatchObject({ married: false, marriedAt: null, marriedTo: null });
    const bare = await createMember({ withProfile: false });
    expect((await patchMe(bare, { married: true })).status).toBe(409);
    expect((await call('PATCH', '/api/me', { as: admin, body: { married: true } })).status).toBe(403);
    expect((await call('PATCH', '/api/me', { body: { married: true } })).status).toBe(401);
  });

  it('closes matching; the partner confirms, which marries them too; both count on the dashboard', async () => {
    const before = await countMarriages({ actor: admin });
    const { groom, bride, stranger } = await couple();
    const marked = await patchMe(groom, { married: true, marriedTo: iri(bride) });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({
      married: true,
      marriedTo: iri(bride),
      marriedToName: bride.fullName,
      marriageConfirmedAt: null,
    });
    expect(marked.body.marriedAt).toMatch(/\+00:00$/);
    // Matching is closed: he searches no more, and is out of reach of the member who sent him an interest.
    expect((await get('/api/matches', { as: groom })).status).toBe(403);
    expect((await get(`/api/matches/${groom.profileId}`, { as: stranger })).status).toBe(404);
    // The bride is asked; nobody else is.
    expect(await me(bride)).toMatchObject({
      married: false,
      marriageProposedBy: iri(groom),
      marriageProposedByName: groom.fullName,
    });
    expect((await me(stranger)).marriageProposedBy).toBeNull();
    expect(await countMarriages({ actor: admin })).toEqual({
      married: before.married + 1,
      metHere: before.metHere,
    });

    const confirmed = await patchMe(bride, { confirmMarriage: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ married: true, marriedTo: iri(groom), marriageProposedBy: null });
    expect(confirmed.body.marriageConfirmedAt).toMatch(/\+00:00$/);
    expect((await me(groom)).marriageConfirmedAt).toMatch(/\+00:00$/);
    expect((await get('/api/matches', { as: bride })).status).toBe(403);
    expect(await countMarriages({ actor: admin })).toEqual({
      married: before.married + 2,
      metHere: before.metHere + 1,
    });
    await expect(countMarriages({ actor: groom })).rejects.toMatchObject({ status: 403 });
    // Nothing waits any more.
    const again = await patchMe(bride, { confirmMarriage: true });
    expect(again.status).toBe(409);
    expect(again.body['hydra:description']).toBe(MEMBER_ACCOUNT_TEXT.noMarriageToAnswer);

    // The export keeps the partner by address.
    const exported = await get('/api/me/export', { as: bride });
    expect(exported.body.profile).toMatchObject({ marriedTo: iri(groom) });
  });

  it('a partner who says "not me" takes the name off; the other stays married', async () => {
    const { groom, bride } = await couple();
    await patchMe(groom, { married: true, marriedTo: iri(bride) });
    const declined = await patchMe(bride, { confirmMarriage: false });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ married: false, marriageProposedBy: null });
    expect(await me(groom)).toMatchObject({ married: true, marriedTo: null, marriageConfirmedAt: null });
  });

  it('two partners naming each other are confirmed at once', async () => {
    const { groom, bride } = await couple();
    await patchMe(bride, { married: true, marriedTo: iri(groom) });
    const second = await patchMe(groom, { married: true, marriedTo: iri(bride) });
    expect(second.body.marriageConfirmedAt).toMatch(/\+00:00$/);
    expect((await me(bride)).marriageConfirmedAt).toMatch(/\+00:00$/);
  });

  it('is undone with everything back; a confirmed partner stays married, unlinked', async () => {
    const { groom, bride, stranger } = await couple();
    await patchMe(groom, { married: true, marriedTo: iri(bride) });
    await patchMe(bride, { confirmMarriage: true });
    const undone = await patchMe(groom, { married: false });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({
      married: false,
      marriedAt: null,
      marriedTo: null,
      marriageConfirmedAt: null,
    });
    expect((await get(`/api/matches/${groom.profileId}`, { as: stranger })).status).toBe(200);
    // The stranger's pending interest is back for him to answer.
    const received = await get('/api/interests?direction=received', { as: groom });
    expect(received.status).toBe(200);
    expect(JSON.stringify(received.body)).toContain(iri(stranger));
    expect(await me(bride)).toMatchObject({ married: true, marriedTo: null, marriageConfirmedAt: null });
    const [row] = await db.select().from(schema.profiles).where(eq(schema.profiles.id, groom.profileId));
    expect(row.marriedToProfileId).toBeNull();
  });
});

describe('/api/me and /api/settings in the API documentation', () => {
  it('docs.jsonld describes both with their operations and properties; their contexts resolve', async () => {
    const docs = await get('/api/docs.jsonld');
    const classes = docs.body['hydra:supportedClass'] as { '@id': string; [key: string]: unknown }[];
    const methods = (id: string) =>
      (classes.find((c) => c['@id'] === id)!['hydra:supportedOperation'] as { 'hydra:method': string }[]).map(
        (o) => o['hydra:method'],
      );
    const properties = (id: string) =>
      (classes.find((c) => c['@id'] === id)!['hydra:supportedProperty'] as { 'hydra:title': string }[]).map(
        (p) => p['hydra:title'],
      );
    expect(methods('#Me')).toEqual(['GET', 'PATCH', 'DELETE']);
    expect(properties('#Me')).toEqual(
      expect.arrayContaining(['email', 'hidden', 'married', 'marriedTo', 'confirmMarriage', 'signIns']),
    );
    expect(methods('#Settings')).toEqual(['GET', 'PATCH']);
    expect(properties('#Settings')).toEqual(
      expect.arrayContaining(['organisation', 'grievanceOfficer', 'legal', 'updatedAt']),
    );
    // Single documents at one address: not collections of the entrypoint.
    const entrypoint = await get('/api');
    expect(Object.values(entrypoint.body)).not.toContain('/api/me');
    expect(Object.values(entrypoint.body)).not.toContain('/api/settings');

    const member = await createMember();
    const body = await me(member);
    expect(body['@context']).toBe('/api/contexts/Me');
    const context = await get('/api/contexts/Me');
    expect(context.status).toBe(200);
    expect(context.body['@context'].marriedTo).toEqual({ '@id': 'Me/marriedTo', '@type': '@id' });
    expect(context.body['@context'].password).toBeUndefined(); // write-only
    expect((await get('/api/settings')).body['@context']).toBe('/api/contexts/Settings');
    expect((await get('/api/contexts/Settings')).status).toBe(200);
  });
});
