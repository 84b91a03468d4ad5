/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Actor } from '@/lib/auth/roles';
import { toCsv } from '@/components/crud/csv-export';
import { getMatch, listMatches } from '@/lib/data/matches';
import { parseMatchQuery } from '@/lib/matching/match-query';
import { PHOTO_MESSAGES } from '@/lib/resources/photo-text';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember, type Member } from '../helpers/matches';
import { approvePendingPhotos } from '../helpers/moderation';
import { profileRefs, type ProfileRefs } from '../helpers/profiles';
import { createUser } from '../helpers/users';

/*
 * Who sees a member's photos (issue 22, item 2), through every route that shows one: /media (page,
 * card and blurred variants), the API's profile item and list (and so the administrators' CSV),
 * /api/media_objects, /api/matches (list and item: the match cards and the candidate page read the
 * same data-layer calls, also called here), /api/interests and /api/shortlists; and the life of a
 * photo request, bad input included. One decision decides them all: lib/data/photo-access.ts.
 */
const uploads = mkdtempSync(path.join(tmpdir(), 'thirumanam-visibility-'));
process.env.UPLOAD_DIR = uploads;

let admin: Actor;
let refs: ProfileRefs;
let bride: Member; // the owner of the photos
let groom: Member; // a candidate looking at them
let other: Member; // another candidate, for a declined request
let sister: Member; // a member of the same gender: never shown the profile
type Photo = { iri: string; url: string };
let photos: Photo[];

async function upload(as: Actor, colour: string): Promise<Photo> {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(png)]), 'photo.png');
  const answer = await call('POST', '/api/media_objects', { as, raw: data });
  expect(answer.status).toBe(201);
  return { iri: answer.body['@id'], url: answer.body.contentUrl };
}

const brideIri = () => `/api/profiles/${bride.profileId}`;
const setVisibility = async (photoVisibility: string) => {
  const answer = await call('PATCH', brideIri(), { as: bride, body: { photoVisibility } });
  expect(answer.status).toBe(200);
  expect(answer.body.photoVisibility).toBe(photoVisibility);
};
const blurOf = (url: string) => url.replace(/\/photo-([\w-]{16})-800x600\.webp$/, '/blur-$1-400x300.webp');
const cardOf = (url: string) => url.replace(/\/photo-([\w-]{16})-800x600\.webp$/, '/card-$1-400x300.webp');

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  refs = await profileRefs();
  bride = await createMember(admin, refs, { age: 27 });
  groom = await createMember(admin, refs, { gender: refs.male, age: 30 });
  other = await createMember(admin, refs, { gender: refs.male, age: 31 });
  sister = await createMember(admin, refs, { age: 26 });
  photos = [await upload(bride, '#aa3366'), await upload(bride, '#3366aa')];
  const saved = await call('PATCH', brideIri(), { as: bride, body: { photos: photos.map((p) => p.iri) } });
  expect(saved.status).toBe(200);
  // Others see a member's photos once an administrator approved them (moderation.test.ts).
  expect(await approvePendingPhotos(admin)).toBe(2);
  // She opened both candidates' pages, so their Who viewed me shows her photo too (profile-visits.ts).
  for (const candidate of [groom, other])
    await getMatch({ actor: bride, id: candidate.profileId, recordView: true });
  // The groom keeps her in his shortlist, so the shortlist route shows her photo too.
  expect((await call('POST', '/api/shortlists', { as: groom, body: { profile: brideIri() } })).status).toBe(
    201,
  );
});
afterAll(async () => {
  await closeDb();
  rmSync(uploads, { recursive: true, force: true });
});

/** What each route gives `viewer` of the bride's photos. */
async function seenBy(viewer: Member) {
  const [main, second] = photos;
  const item = await get(`/api/matches/${bride.profileId}`, { as: viewer });
  const list = await get('/api/matches?ageFrom=27&ageTo=27', { as: viewer });
  const shortlist = await get('/api/shortlists', { as: viewer });
  const interests = await get('/api/interests', { as: viewer });
  const visits = await get('/api/profile_views', { as: viewer });
  const listed = list.body['hydra:member'].find((m: { id: number }) => m.id === bride.profileId);
  const detail = await getMatch({ actor: viewer, id: bride.profileId });
  const cards = await listMatches({
    actor: viewer,
    query: parseMatchQuery(new URLSearchParams('ageFrom=27&ageTo=27')),
  });
  const card = cards.items.find((c) => c.view.id === bride.profileId)!;
  return {
    status: {
      page: (await get(main.url, { as: viewer })).status,
      second: (await get(second.url, { as: viewer })).status,
      card: (await get(cardOf(main.url), { as: viewer })).status,
      blur: (await get(blurOf(main.url), { as: viewer })).status,
      mediaObject: (await get(main.iri, { as: viewer })).status,
      ownProfileRoute: (await get(brideIri(), { as: viewer })).status,
    },
    matchItem: { photo: item.body.photo, photos: item.body.photos, photosShown: item.body.photosShown },
    matchList: { photo: listed.photo, photos: listed.photos, photosShown: listed.photosShown },
    candidatePage: { photo: detail.view.photo, photos: detail.view.photos, shown: detail.photosShown },
    matchCard: { photo: card.view.photo, shown: card.photosShown },
    shortlist: shortlist.body['hydra:member'][0]?.member.photo,
    interest: interests.body['hydra:member'].find(
      (i: { member: { '@id': string } }) => i.member['@id'] === brideIri(),
    )?.member.photo,
    profileView: visits.body['hydra:member']?.find((v: { profile: string }) => v.profile === brideIri())
      ?.member.photo,
    everything: item.text + list.text + shortlist.text + interests.text + visits.text,
  };
}

function expectShown(seen: Awaited<ReturnType<typeof seenBy>>) {
  const [main, second] = photos;
  expect(seen.status).toEqual({
    page: 200,
    second: 200,
    card: 200,
    blur: 200,
    mediaObject: 200,
    ownProfileRoute: 403,
  });
  expect(seen.matchItem).toEqual({ photo: main.url, photos: photos.map((p) => p.iri), photosShown: true });
  expect(seen.matchList).toEqual({ photo: main.url, photos: photos.map((p) => p.iri), photosShown: true });
  expect(seen.candidatePage).toEqual({ photo: main.url, photos: [main.url, second.url], shown: true });
  expect(seen.matchCard).toEqual({ photo: main.url, shown: true });
  if (seen.shortlist !== undefined) expect(seen.shortlist).toBe(main.url);
  if (seen.profileView !== undefined) expect(seen.profileView).toBe(main.url);
}

function expectHidden(seen: Awaited<ReturnType<typeof seenBy>>) {
  const [main, second] = photos;
  expect(seen.status).toEqual({
    page: 403,
    second: 403,
    card: 403,
    blur: 200,
    mediaObject: 403,
    ownProfileRoute: 403,
  });
  expect(seen.matchItem).toEqual({ photo: blurOf(main.url), photos: [], photosShown: false });
  expect(seen.matchList).toEqual({ photo: blurOf(main.url), photos: [], photosShown: false });
  expect(seen.candidatePage).toEqual({ photo: blurOf(main.url), photos: [], shown: false });
  expect(seen.matchCard).toEqual({ photo: blurOf(main.url), shown: false });
  if (seen.shortlist !== undefined) expect(seen.shortlist).toBe(blurOf(main.url));
  if (seen.interest !== undefined) expect(seen.interest).toBe(blurOf(main.url));
  if (seen.profileView !== undefined) expect(seen.profileView).toBe(blurOf(main.url));
  // Not a trace of the photos themselves: neither their addresses nor their media objects.
  for (const photo of [main, second]) {
    expect(seen.everything).not.toContain(photo.url);
    expect(seen.everything).not.toContain(photo.iri);
    expect(seen.everything).not.toContain(cardOf(photo.url));
  }
}

/** The owner and the administrators see the photos whatever the visibility, in the item, the list and the CSV. */
async function expectOwnerAndAdminSee() {
  for (const reader of [bride, admin]) {
    const item = await get(brideIri(), { as: reader });
    expect(item.body.photos).toEqual(photos.map((p) => p.iri));
    expect(item.body.photo).toBe(photos[0].url);
    const list = await get(`/api/profiles?id=${bride.profileId}`, { as: reader });
    expect(list.body['hydra:member'][0].photos).toEqual(photos.map((p) => p.iri));
    expect((await get(photos[1].url, { as: reader })).status).toBe(200);
    const csv = toCsv([{ name: 'photo', label: 'Photo', kind: 'photo' }] as never, list.body['hydra:member']);
    expect(csv).toContain(photos[0].url);
  }
}

describe('photoVisibility', () => {
  it('members (the default): every member shown the profile sees the photos', async () => {
    expect((await get(brideIri(), { as: bride })).body.photoVisibility).toBe('members');
    const seen = await seenBy(groom);
    expect(seen.shortlist).toBe(photos[0].url); // the groom's shortlist shows her (checked in every mode below)
    expect(seen.profileView).toBe(photos[0].url); // and so does his Who viewed me
    expectShown(seen);
    await expectOwnerAndAdminSee();
  });

  it('a member of the same gender is not shown the profile, nor any of its files', async () => {
    for (const url of [photos[0].url, blurOf(photos[0].url), cardOf(photos[0].url)])
      expect((await get(url, { as: sister })).status).toBe(403);
    expect((await get(`/api/matches/${bride.profileId}`, { as: sister })).status).toBe(404);
  });

  it('interest: only with a pending or accepted interest between the two, either way', async () => {
    await setVisibility('interest');
    const hidden = await seenBy(groom);
    expect(hidden.shortlist).toBe(blurOf(photos[0].url));
    expect(hidden.profileView).toBe(blurOf(photos[0].url));
    expectHidden(hidden);
    await expectOwnerAndAdminSee();
    // he sends one: pending is enough
    const sent = await call('POST', '/api/interests', { as: groom, body: { to: brideIri() } });
    expect(sent.status).toBe(201);
    const pending = await seenBy(groom);
    expectShown(pending);
    expect(pending.interest).toBe(photos[0].url);
    // withdrawn, the photos are hidden again
    expect((await call('PATCH', sent.body['@id'], { as: groom, body: { status: 'withdrawn' } })).status).toBe(
      200,
    );
    expectHidden(await seenBy(groom));
    // her interest to him (the other way) shows them too
    expect(
      (await call('POST', '/api/interests', { as: bride, body: { to: `/api/profiles/${groom.profileId}` } }))
        .status,
    ).toBe(201);
    expectShown(await seenBy(groom));
    expectHidden(await seenBy(other));
  });

  it('request: only members whose request the owner granted; a revoked grant hides them again', async () => {
    await setVisibility('request');
    // an interest does not show them in this mode
    const before = await seenBy(groom);
    expectHidden(before);
    expect(before.interest).toBe(blurOf(photos[0].url));
    await expectOwnerAndAdminSee();

    const asked = await call('POST', '/api/photo_requests', { as: groom, body: { profile: brideIri() } });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      '@type': 'PhotoRequest',
      profile: brideIri(),
      requester: `/api/profiles/${groom.profileId}`,
      status: 'pending',
      direction: 'sent',
    });
    expect(asked.headers.get('location')).toBe(asked.body['@id']);
    // pending: still hidden, and his side of the request does not show her photo either
    expectHidden(await seenBy(groom));
    expect(asked.body.member.photo).toBe(blurOf(photos[0].url));

    const received = await get('/api/photo_requests?direction=received', { as: bride });
    expect(
      received.body['hydra:member'].map((r: { id: number; status: string }) => [r.id, r.status]),
    ).toEqual([[asked.body.id, 'pending']]);
    const granted = await call('PATCH', asked.body['@id'], { as: bride, body: { status: 'granted' } });
    expect(granted.status).toBe(200);
    expect(granted.body.status).toBe('granted');
    expectShown(await seenBy(groom));
    expectHidden(await seenBy(other)); // a grant is for the one who asked

    const revoked = await call('PATCH', asked.body['@id'], { as: bride, body: { status: 'revoked' } });
    expect([revoked.status, revoked.body.status]).toEqual([200, 'revoked']);
    expectHidden(await seenBy(groom));
  });

  it('back to members: everyone shown the profile sees them again', async () => {
    await setVisibility('members');
    expectShown(await seenBy(groom));
    expectShown(await seenBy(other));
  });

  it('refuses an unknown visibility with a 422 and changes nothing', async () => {
    const answer = await call('PATCH', brideIri(), {
      as: bride,
      body: { photoVisibility: 'friends', livingCity: 'Trichy' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.violations).toEqual([
      { propertyPath: 'photoVisibility', message: PHOTO_MESSAGES.visibility },
    ]);
    const item = await get(brideIri(), { as: bride });
    expect(item.body.photoVisibility).toBe('members');
    expect(item.body.livingCity).not.toBe('Trichy');
  });
});

describe('photo requests: bad input and wrong moves change nothing', () => {
  const requestsOf = async (as: Actor) =>
    (await get('/api/photo_requests', { as })).body['hydra:member'].map(
      (r: { id: number; status: string }) => `${r.id}:${r.status}`,
    );

  it("refuses asking for one's own photos, photos shown without a request, a bad IRI, twice, and anonymous callers", async () => {
    await setVisibility('request');
    const before = await requestsOf(bride);
    const own = await call('POST', '/api/photo_requests', { as: bride, body: { profile: brideIri() } });
    expect([own.status, own.body.violations]).toEqual([
      422,
      [{ propertyPath: 'profile', message: PHOTO_MESSAGES.requestOwn }],
    ]);
    const sameGender = await call('POST', '/api/photo_requests', {
      as: sister,
      body: { profile: brideIri() },
    });
    expect(sameGender.status).toBe(422);
    const missing = await call('POST', '/api/photo_requests', { as: other, body: {} });
    expect([missing.status, missing.body.violations[0].propertyPath]).toEqual([422, 'profile']);
    const bad = await call('POST', '/api/photo_requests', {
      as: other,
      body: { profile: '/api/profiles/99999' },
    });
    expect(bad.status).toBe(400);
    const anonymous = await call('POST', '/api/photo_requests', { body: { profile: brideIri() } });
    expect(anonymous.status).toBe(401);
    // his request was revoked above: he cannot ask again
    const twice = await call('POST', '/api/photo_requests', { as: groom, body: { profile: brideIri() } });
    expect([twice.status, twice.body.detail]).toEqual([409, PHOTO_MESSAGES.requestTwice]);
    await setVisibility('members');
    const notNeeded = await call('POST', '/api/photo_requests', { as: other, body: { profile: brideIri() } });
    expect([notNeeded.status, notNeeded.body.violations]).toEqual([
      422,
      [{ propertyPath: 'profile', message: PHOTO_MESSAGES.requestNotNeeded }],
    ]);
    expect(await requestsOf(bride)).toEqual(before);
    expect(await requestsOf(other)).toEqual([]);
  });

  it('lets only the owner answer, only pending → granted | declined and granted → revoked', async () => {
    await setVisibility('request');
    const asked = await call('POST', '/api/photo_requests', { as: other, body: { profile: brideIri() } });
    expect(asked.status).toBe(201);
    const url = asked.body['@id'];
    const patch = (as: Actor, body: unknown) => call('PATCH', url, { as, body });
    // the requester cannot grant himself
    expect((await patch(other, { status: 'granted' })).status).toBe(403);
    // a stranger to the request does not learn it exists
    expect((await patch(groom, { status: 'granted' })).status).toBe(404);
    expect((await get(url, { as: groom })).status).toBe(404);
    // statuses that are no answer
    for (const status of ['pending', 'accepted', 42, null]) {
      const refused = await patch(bride, { status });
      expect([refused.status, refused.body.violations]).toEqual([
        422,
        [{ propertyPath: 'status', message: PHOTO_MESSAGES.requestStatus }],
      ]);
    }
    // a pending request cannot be revoked
    expect((await patch(bride, { status: 'revoked' })).status).toBe(409);
    expect((await get(url, { as: bride })).body.status).toBe('pending');
    // declined, it stays declined: no grant, no revoke, no second request
    expect((await patch(bride, { status: 'declined' })).body.status).toBe('declined');
    for (const status of ['granted', 'revoked', 'declined'])
      expect((await patch(bride, { status })).status).toBe(409);
    expect(
      (await call('POST', '/api/photo_requests', { as: other, body: { profile: brideIri() } })).status,
    ).toBe(409);
    expect((await get(url, { as: other })).body).toMatchObject({ status: 'declined', direction: 'sent' });
    expectHidden(await seenBy(other));
    // each side lists its own
    expect((await get('/api/photo_requests?direction=sent', { as: other })).body['hydra:totalItems']).toBe(1);
    expect(
      (await get('/api/photo_requests?direction=received', { as: other })).body['hydra:totalItems'],
    ).toBe(0);
    expect(
      (await get('/api/photo_requests?direction=received&status=declined', { as: bride })).body[
        'hydra:totalItems'
      ],
    ).toBe(1);
    expect((await get('/api/photo_requests?direction=sideways', { as: bride })).status).toBe(400);
    await setVisibility('members');
  });
});
