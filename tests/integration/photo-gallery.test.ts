/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Actor } from '@/lib/auth/roles';
import { PHOTO_MESSAGES } from '@/lib/resources/photo-text';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember, type Member } from '../helpers/matches';
import { approvePendingPhotos } from '../helpers/moderation';
import { profileRefs, type ProfileRefs } from '../helpers/profiles';
import { createUser } from '../helpers/users';

/*
 * Up to 5 photos per profile, in the member's order, one of them the main `photo` (issue 22,
 * item 1): through the API as the member's page uses it, and as the spec's form still writes it.
 */
const uploads = mkdtempSync(path.join(tmpdir(), 'thirumanam-gallery-'));
process.env.UPLOAD_DIR = uploads;

let admin: Actor;
let refs: ProfileRefs;
let bride: Member;
let groom: Member;

type Photo = { iri: string; url: string };

async function upload(as: Actor, colour: string): Promise<Photo> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(png)]), 'photo.png');
  const answer = await call('POST', '/api/media_objects', { as, raw: data });
  expect(answer.status).toBe(201);
  return { iri: answer.body['@id'], url: answer.body.contentUrl };
}

const patch = (as: Actor, id: number, body: Record<string, unknown>) =>
  call('PATCH', `/api/profiles/${id}`, { as, body });
const item = async (as: Actor, id: number) => (await get(`/api/profiles/${id}`, { as })).body;

let photos: Photo[];

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  refs = await profileRefs();
  bride = await createMember(admin, refs, { age: 27 });
  groom = await createMember(admin, refs, { gender: refs.male, age: 30 });
  photos = [];
  for (const colour of ['#aa0000', '#00aa00', '#0000aa', '#aaaa00', '#00aaaa', '#aa00aa'])
    photos.push(await upload(bride, colour));
});
afterAll(async () => {
  await closeDb();
  rmSync(uploads, { recursive: true, force: true });
});

const iris = (list: Photo[]) => list.map((p) => p.iri);

describe('a profile with several photos', () => {
  it('takes up to 5 photos in order; the first becomes the main photo', async () => {
    const answer = await patch(bride, bride.profileId, { photos: iris(photos.slice(0, 5)) });
    expect(answer.status).toBe(200);
    expect(answer.body.photos).toEqual(iris(photos.slice(0, 5)));
    expect(answer.body.photo).toBe(photos[0].url);
    expect(answer.body.photoVisibility).toBe('members');
  });

  it('refuses a 6th photo with a 422 and keeps the gallery as it was', async () => {
    const before = await item(bride, bride.profileId);
    const answer = await patch(bride, bride.profileId, { photos: iris(photos) });
    expect(answer.status).toBe(422);
    expect(answer.body.violations).toEqual([{ propertyPath: 'photos', message: PHOTO_MESSAGES.tooMany }]);
    expect(answer.body.detail).toBe(`photos: ${PHOTO_MESSAGES.tooMany}`);
    expect(await item(bride, bride.profileId)).toEqual(before);
  });

  it("refuses the same photo twice, a main photo outside the gallery, another member's upload and a non-list", async () => {
    const before = await item(bride, bride.profileId);
    const twice = await patch(bride, bride.profileId, { photos: [photos[0].iri, photos[0].iri] });
    expect(twice.status).toBe(422);
    expect(twice.body.violations[0]).toEqual({ propertyPath: 'photos', message: PHOTO_MESSAGES.duplicate });
    const outside = await patch(bride, bride.profileId, {
      photos: iris(photos.slice(0, 2)),
      photo: photos[3].url,
    });
    expect(outside.status).toBe(422);
    expect(outside.body.violations[0]).toEqual({
      propertyPath: 'photo',
      message: PHOTO_MESSAGES.mainNotInGallery,
    });
    const his = await upload(groom, '#123456');
    const foreign = await patch(bride, bride.profileId, { photos: [his.iri] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.detail).toBe(`Invalid IRI "${his.iri}".`);
    const notList = await patch(bride, bride.profileId, { photos: photos[0].iri });
    expect(notList.status).toBe(400);
    const unknown = await patch(bride, bride.profileId, { photos: ['/api/media_objects/nope'] });
    expect(unknown.status).toBe(400);
    expect(await item(bride, bride.profileId)).toEqual(before);
  });

  it('picks another main photo without changing the order, then reorders', async () => {
    const main = await patch(bride, bride.profileId, { photo: photos[2].url });
    expect(main.status).toBe(200);
    expect(main.body.photo).toBe(photos[2].url);
    expect(main.body.photos).toEqual(iris(photos.slice(0, 5)));
    const order = [photos[4], photos[2], photos[0], photos[1], photos[3]];
    const moved = await patch(bride, bride.profileId, { photos: iris(order) });
    expect(moved.status).toBe(200);
    expect(moved.body.photos).toEqual(iris(order));
    expect(moved.body.photo).toBe(photos[2].url); // the main photo stays main wherever it goes
  });

  it('removes a photo: its files are deleted; removing the main one makes the first one main', async () => {
    const removed = await patch(bride, bride.profileId, {
      photos: iris([photos[4], photos[2], photos[0], photos[1]]),
    });
    expect(removed.status).toBe(200);
    expect((await get(photos[3].iri, { as: bride })).status).toBe(404);
    expect((await get(photos[3].url, { as: bride })).status).toBe(404);
    const noMain = await patch(bride, bride.profileId, { photos: iris([photos[4], photos[0], photos[1]]) });
    expect(noMain.body.photo).toBe(photos[4].url);
  });

  it("the spec's form replacing the photo puts the new one in the main photo's place", async () => {
    const fresh = await upload(bride, '#777777');
    const replaced = await patch(bride, bride.profileId, { photo: fresh.url });
    expect(replaced.status).toBe(200);
    expect(replaced.body.photo).toBe(fresh.url);
    expect(replaced.body.photos).toEqual([fresh.iri, photos[0].iri, photos[1].iri]);
    // and clearing it takes it away; the next photo becomes the main one
    const cleared = await patch(bride, bride.profileId, { photo: null });
    expect(cleared.body.photos).toEqual([photos[0].iri, photos[1].iri]);
    expect(cleared.body.photo).toBe(photos[0].url);
  });

  it('shows the gallery to the administrator (list and CSV source) and to a candidate, whose match carries it', async () => {
    // Other members see a member's photos once an administrator approved them (moderation.test.ts).
    expect(await approvePendingPhotos(admin)).toBeGreaterThan(0);
    const list = await get(`/api/profiles?id=${bride.profileId}`, { as: admin });
    expect(list.body['hydra:member'][0].photos).toEqual([photos[0].iri, photos[1].iri]);
    const match = await get(`/api/matches/${bride.profileId}`, { as: groom });
    expect(match.body.photos).toEqual([photos[0].iri, photos[1].iri]);
    expect(match.body.photo).toBe(photos[0].url);
    expect(match.body.photosShown).toBe(true);
    expect((await get(photos[1].url, { as: groom })).status).toBe(200);
  });
});
