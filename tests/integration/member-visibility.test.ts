/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { contactAccess } from '@/lib/data/contact-access';
import { countMemberMenu } from '@/lib/data/member-menu';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { tinyPng } from '../helpers/images';
import { createMember, type Member } from '../helpers/members';
import { createUser } from '../helpers/users';

/*
 * Issue 22 item 5: a member who is not live (deactivated by the team, mobile not verified, hidden,
 * married, deleted) disappears from every counterpart's view, through every route: the match list
 * and candidate page, interests (accepted ones too, with their contact details), shortlists, the
 * menu figures, the contact reveal and the photo at /media. One predicate decides it
 * (lib/data/member-visibility.ts); this test walks each reason through each route.
 */
const uploads = mkdtempSync(path.join(tmpdir(), 'thirumanam-visibility-'));
process.env.UPLOAD_DIR = uploads;

let admin: Actor;
let bride: Member;
let groom: Member;
let photo: string;
let interestId: number;
let shortlistId: number;

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  bride = await createMember({ gender: 'female', fullName: 'Bride' });
  groom = await createMember({ gender: 'male', fullName: 'Groom' });
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(await tinyPng())]), 'groom.png');
  const uploaded = await call('POST', '/api/media_objects', { as: groom, raw: data });
  expect(uploaded.status).toBe(201);
  photo = uploaded.body.contentUrl;
  await db.update(schema.profiles).set({ photo }).where(eq(schema.profiles.id, groom.profileId));
  // As if an administrator had approved it (moderation.test.ts): others see approved photos only.
  await db
    .update(schema.mediaObjects)
    .set({ moderation: 'approved' })
    .where(eq(schema.mediaObjects.id, photo.split('/')[2]));
  [{ id: interestId }] = await db
    .insert(schema.interests)
    .values({ fromProfileId: groom.profileId, toProfileId: bride.profileId, status: 'accepted' })
    .returning({ id: schema.interests.id });
  [{ id: shortlistId }] = await db
    .insert(schema.shortlists)
    .values({ ownerProfileId: bride.profileId, profileId: groom.profileId })
    .returning({ id: schema.shortlists.id });
  // The bride has opened his contact once (issue 25): from then on it shows while he is live.
  await db
    .insert(schema.contactReveals)
    .values({ viewerProfileId: bride.profileId, profileId: groom.profileId });
});
afterAll(async () => {
  await closeDb();
  rmSync(uploads, { recursive: true, force: true });
});

/** What the bride sees of the groom through every route. */
async function brideSees() {
  const matches = await get('/api/matches', { as: bride });
  const candidate = await get(`/api/matches/${groom.profileId}`, { as: bride });
  const accepted = await get('/api/interests?status=accepted', { as: bride });
  const interest = await get(`/api/interests/${interestId}`, { as: bride });
  const shortlist = await get('/api/shortlists', { as: bride });
  const entry = await get(`/api/shortlists/${shortlistId}`, { as: bride });
  const media = await get(photo, { as: bride });
  const contact = await contactAccess(bride.profileId, groom.profileId);
  const menu = await countMemberMenu(bride);
  return {
    inMatches: matches.body['hydra:member'].some((m: { id: number }) => m.id === groom.profileId),
    matchesTotal: matches.body['hydra:totalItems'],
    candidate: candidate.status,
    acceptedTotal: accepted.body['hydra:totalItems'],
    acceptedMobiles: JSON.stringify(accepted.body).includes(groom.mobile),
    interest: interest.status,
    shortlistTotal: shortlist.body['hydra:totalItems'],
    entry: entry.status,
    media: media.status,
    contactRevealed: contact.revealed,
    menuAccepted: menu.accepted,
    shortlisted: menu.shortlist,
  };
}

const visible = {
  inMatches: true,
  matchesTotal: 1,
  candidate: 200,
  acceptedTotal: 1,
  acceptedMobiles: true,
  interest: 200,
  shortlistTotal: 1,
  entry: 200,
  media: 200,
  contactRevealed: true,
  menuAccepted: 1,
  shortlisted: 1,
};
const gone = {
  inMatches: false,
  matchesTotal: 0,
  candidate: 404,
  acceptedTotal: 0,
  acceptedMobiles: false,
  interest: 404,
  shortlistTotal: 0,
  entry: 404,
  media: 403,
  contactRevealed: false,
  menuAccepted: 0,
  shortlisted: 0,
};

const setGroom = (values: Partial<typeof schema.profiles.$inferInsert>) =>
  db.update(schema.profiles).set(values).where(eq(schema.profiles.id, groom.profileId));

describe('a member who is not live vanishes from the other side', () => {
  it('is seen everywhere while live', async () => {
    expect(await brideSees()).toEqual(visible);
  });

  it.each([
    ['deactivated by the team', { status: false }, { status: true }],
    ['with a changed, unverified mobile', { mobileVerified: false }, { mobileVerified: true }],
    ['married', { marriedAt: new Date() }, { marriedAt: null }],
  ])('%s, and comes back when that ends', async (_reason, hide, restore) => {
    await setGroom(hide);
    expect(await brideSees()).toEqual(gone);
    // An accepted interest with a member who vanished cannot be moved either: it is as if gone.
    const moved = await call('PATCH', `/api/interests/${interestId}`, {
      as: bride,
      body: { status: 'declined' },
    });
    expect(moved.status).toBe(404);
    await setGroom(restore);
    expect(await brideSees()).toEqual(visible);
  });

  it('hidden by the member (PATCH /api/me), and shown again', async () => {
    const hidden = await call('PATCH', '/api/me', { as: groom, body: { hidden: true } });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ '@id': '/api/me', hidden: true });
    expect(await brideSees()).toEqual(gone);
    // A hidden member's interests are paused: they cannot search, send or shortlist either.
    expect((await get('/api/matches', { as: groom })).status).toBe(403);
    const other = await createMember({ gender: 'female' });
    const sent = await call('POST', '/api/interests', {
      as: groom,
      body: { to: `/api/profiles/${other.profileId}` },
    });
    expect(sent.status).toBe(403);
    // And nobody can reach them.
    const towards = await call('POST', '/api/interests', {
      as: other,
      body: { to: `/api/profiles/${groom.profileId}` },
    });
    expect(towards.status).toBe(422);
    await db.delete(schema.profiles).where(eq(schema.profiles.id, other.profileId));

    const shown = await call('PATCH', '/api/me', { as: groom, body: { hidden: false } });
    expect(shown.body.hidden).toBe(false);
    expect(await brideSees()).toEqual(visible);
  });

  it('married (PATCH /api/me {"married": true}), and undone', async () => {
    const married = await call('PATCH', '/api/me', { as: groom, body: { married: true } });
    expect(married.status).toBe(200);
    expect(married.body).toMatchObject({ married: true, marriedTo: null });
    expect(await brideSees()).toEqual(gone);
    // Matching is closed for him too.
    expect((await get('/api/matches', { as: groom })).status).toBe(403);
    const undone = await call('PATCH', '/api/me', { as: groom, body: { married: false } });
    expect(undone.body.married).toBe(false);
    expect(await brideSees()).toEqual(visible);
  });

  it('deleted (DELETE /api/me): everything of theirs is erased, the photo file too', async () => {
    const deleted = await call('DELETE', '/api/me', { as: groom, body: { password: 'secret123' } });
    expect(deleted.status).toBe(204);
    expect({ ...(await brideSees()), media: undefined }).toEqual({ ...gone, media: undefined });
    // The file itself is gone: 404, not 403.
    expect((await get(photo, { as: bride })).status).toBe(404);
    expect((await get(photo, { as: admin })).status).toBe(404);
    expect(await db.select().from(schema.interests).where(eq(schema.interests.id, interestId))).toEqual([]);
    expect(await db.select().from(schema.shortlists).where(eq(schema.shortlists.id, shortlistId))).toEqual(
      [],
    );
  });
});
