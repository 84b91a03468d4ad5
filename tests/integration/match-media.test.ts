/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Actor } from '@/lib/auth/roles';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember, type Member } from '../helpers/matches';
import { approvePendingPhotos } from '../helpers/moderation';
import { profileRefs, type ProfileRefs } from '../helpers/profiles';
import { tinyPng } from '../helpers/images';
import { createUser } from '../helpers/users';

/*
 * A candidate's files: the photo is for members who may search; the horoscope PDF only after an
 * interest between the two was accepted (stood in for here: contact-access.ts is the interests' work).
 */
const uploads = mkdtempSync(path.join(tmpdir(), 'thirumanam-match-media-'));
process.env.UPLOAD_DIR = uploads;
const relation = { accepted: false };
jest.mock('@/lib/data/contact-access', () => ({
  contactAccess: async () => ({ revealed: false, reason: 'Waiting for them to accept' }),
  interestAccepted: async () => relation.accepted,
}));

let PNG: Buffer;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function upload(as: Actor, content: Buffer, name: string): Promise<string> {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(content)]), name);
  const answer = await call('POST', '/api/media_objects', { as, raw: data });
  expect(answer.status).toBe(201);
  return answer.body.contentUrl;
}

let refs: ProfileRefs;
let bride: Member;
let groom: Member;
let waiting: Member;
let otherMan: Member;
let photo: string;
let horoscope: string;

beforeAll(async () => {
  PNG = await tinyPng();
  await resetDatabase();
  const admin = await createUser({ roles: ['ROLE_ADMIN'] });
  refs = await profileRefs();
  bride = await createMember(admin, refs, { age: 27 });
  waiting = await createMember(admin, refs, { age: 28 }, { verified: false });
  groom = await createMember(admin, refs, { gender: refs.male, age: 30 });
  otherMan = await createMember(admin, refs, { gender: refs.male, age: 31 });
  photo = await upload(groom, PNG, 'groom.png');
  horoscope = await upload(groom, PDF, 'groom.pdf');
  expect(
    (await call('PATCH', `/api/profiles/${groom.profileId}`, { as: groom, body: { photo, horoscope } }))
      .status,
  ).toBe(200);
  // Others see a member's photo once an administrator approved it (moderation.test.ts).
  expect(await approvePendingPhotos(admin)).toBe(1);
});
afterAll(async () => {
  await closeDb();
  rmSync(uploads, { recursive: true, force: true });
});

it("shows a candidate's photo to a member who may search, not to one still waiting, nor to the same gender", async () => {
  expect((await get(photo, { as: bride })).status).toBe(200);
  expect((await get(photo, { as: waiting })).status).toBe(403);
  expect((await get(photo, { as: otherMan })).status).toBe(403);
});

it('shows the horoscope only after an interest between the two was accepted', async () => {
  expect((await get(horoscope, { as: bride })).status).toBe(403);
  relation.accepted = true;
  expect((await get(horoscope, { as: bride })).status).toBe(200);
  expect((await get(`/api/matches/${groom.profileId}`, { as: bride })).body.horoscope).toBe(horoscope);
  relation.accepted = false;
});
