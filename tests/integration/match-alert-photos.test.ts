/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sendMatchAlerts } from '@/lib/data/match-alerts';
import { getStorage } from '@/lib/storage';
import { call } from '../helpers/api';
import { mailSuite } from '../helpers/mail-suite';
import { createMember, type Member } from '../helpers/members';
import { approvePendingPhotos } from '../helpers/moderation';

/**
 * Issue 26 item 3: a match alert carries a candidate's photo only where the photo rules let the
 * reader see it (lib/data/photo-access.ts): inline in the mail (a JPEG of the card variant, since
 * a mail reader cannot sign in to /media), never a photo kept to those granted it, nor one still
 * waiting for an administrator. Over the real SMTP sink.
 */
const uploads = mkdtempSync(path.join(tmpdir(), 'thirumanam-alert-photos-'));
process.env.UPLOAD_DIR = uploads;
const suite = mailSuite();
let groom: Member;
let secondGroom: Member; // a second reader of the same open photo
let open: Member; // photo for all members
let guarded: Member; // photo only on request
let waiting: Member; // photo not yet approved

async function addPhoto(member: Member, colour: string) {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(png)]), 'photo.png');
  const uploaded = await call('POST', '/api/media_objects', { as: member, raw: data });
  expect(uploaded.status).toBe(201);
  const saved = await call('PATCH', `/api/profiles/${member.profileId}`, {
    as: member,
    body: { photos: [uploaded.body['@id']] },
  });
  expect(saved.status).toBe(200);
}

beforeAll(async () => {
  groom = await createMember({ gender: 'male', fullName: 'Arun Reader' });
  secondGroom = await createMember({ gender: 'male', fullName: 'Bala Reader' });
  open = await createMember({ gender: 'female', fullName: 'Open Photo' });
  guarded = await createMember({ gender: 'female', fullName: 'Guarded Photo' });
  await addPhoto(open, '#aa3366');
  await addPhoto(guarded, '#3366aa');
  expect(await approvePendingPhotos(suite.admin)).toBe(2);
  const kept = await call('PATCH', `/api/profiles/${guarded.profileId}`, {
    as: guarded,
    body: { photoVisibility: 'request' },
  });
  expect(kept.status).toBe(200);
  waiting = await createMember({ gender: 'female', fullName: 'Waiting Photo' });
  await addPhoto(waiting, '#33aa66');
});
afterAll(async () => {
  rmSync(uploads, { recursive: true, force: true });
});

it('shows a candidate’s photo inline only where the reader may see it', async () => {
  const reads = jest.spyOn(getStorage(), 'read');
  expect(await sendMatchAlerts(new Date(Date.now() + 3600_000))).toBeGreaterThan(0);
  // Both readers' alerts carry the open photo, read from storage (and encoded) once in the run.
  expect(reads).toHaveBeenCalledTimes(1);
  reads.mockRestore();
  await new Promise((r) => setTimeout(r, 300));
  const second = suite.smtp.inbox
    .filter((m) => m.to.includes(secondGroom.email.toLowerCase()))
    .map((m) => m.raw);
  expect(second).toHaveLength(1);
  expect(second[0]).toContain(`Content-ID: <match-${open.profileId}@thirumanam>`);
  const mails = suite.smtp.inbox.filter((m) => m.to.includes(groom.email.toLowerCase())).map((m) => m.raw);
  expect(mails).toHaveLength(1);
  const [raw] = mails;
  for (const name of ['Open Photo', 'Guarded Photo', 'Waiting Photo']) expect(raw).toContain(name);
  const cid = (m: Member) => `match-${m.profileId}@thirumanam`;
  // The open photo: an inline JPEG part named by the <img> of the HTML.
  expect(raw).toContain(`Content-ID: <${cid(open)}>`);
  expect(raw.replace(/=\r?\n/g, '')).toContain(`cid:${cid(open)}`);
  // That part's headers: from its boundary to the blank line after them.
  const at = raw.indexOf(`Content-ID: <${cid(open)}>`);
  const part = raw.slice(raw.lastIndexOf('\n--', at), raw.indexOf('\r\n\r\n', at));
  expect(part).toMatch(/Content-Type: image\/jpeg/);
  expect(part).toMatch(/Content-Disposition: inline/);
  // The photo kept to those granted it, and the one not yet approved: neither sent.
  expect(raw).not.toContain(cid(guarded));
  expect(raw).not.toContain(cid(waiting));
  expect(raw.match(/Content-Type: image\//g)).toHaveLength(1);
});
