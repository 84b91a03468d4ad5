/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { countPendingModeration } from '@/lib/data/moderation/items';
import { backgroundWorkDone } from '@/lib/mail/background';
import { call, get } from '../helpers/api';
import { tinyPng } from '../helpers/images';
import { decodeQuotedPrintable } from '../helpers/mail';
import { mailSuite } from '../helpers/mail-suite';
import { createMember, type Member } from '../helpers/members';

/*
 * Issue 22 item 3: a member's new or changed photo is seen only by its owner and the
 * administrators until an administrator approves it, at /api/moderation_items (the queue of
 * /admin/moderation). A rejection's reason is e-mailed to the member (a real SMTP server here).
 */
const uploads = mkdtempSync(path.join(tmpdir(), 'thirumanam-moderation-'));
process.env.UPLOAD_DIR = uploads;

const suite = mailSuite();
let groom: Member;
let bride: Member;

beforeAll(async () => {
  groom = await createMember({ gender: 'male', fullName: 'Arun Photo' });
  bride = await createMember({ gender: 'female', fullName: 'Meena Viewer' });
});
afterAll(async () => {
  rmSync(uploads, { recursive: true, force: true });
});

async function newPhoto(as: Member, color: string): Promise<string> {
  const png = await (
    await import('sharp')
  )
    .default({ create: { width: 2, height: 2, channels: 4, background: color } })
    .png()
    .toBuffer();
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(png)]), 'me.png');
  const uploaded = await call('POST', '/api/media_objects', { as, raw: data });
  expect(uploaded.status).toBe(201);
  const saved = await call('PATCH', `/api/profiles/${as.profileId}`, {
    as,
    body: { photo: uploaded.body.contentUrl },
  });
  expect(saved.status).toBe(200);
  return uploaded.body.contentUrl;
}

const queue = async (query = '') => {
  const answer = await get(`/api/moderation_items${query}`, { as: suite.admin });
  expect(answer.status).toBe(200);
  return answer.body['hydra:member'] as Record<string, unknown>[];
};
const decide = (as: Actor | null, id: unknown, body: unknown) =>
  call('PATCH', `/api/moderation_items/${id}`, { as, body });

/** What the bride sees of the groom's photo through every route. */
async function photoSeenByBride(photo: string) {
  const matches = await get('/api/matches', { as: bride });
  const card = matches.body['hydra:member'].find((m: { id: number }) => m.id === groom.profileId);
  const page = await get(`/api/matches/${groom.profileId}`, { as: bride });
  return {
    media: (await get(photo, { as: bride })).status,
    card: card?.photo,
    page: page.body.photo,
  };
}

const mailsTo = async (email: string, count: number) => {
  await backgroundWorkDone();
  for (let i = 0; i < 50 && suite.smtp.inbox.filter((m) => m.to.includes(email)).length < count; i++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return suite.smtp.inbox.filter((m) => m.to.includes(email)).map((m) => decodeQuotedPrintable(m.raw));
};

describe('a new photo', () => {
  let photo: string;
  let itemId: number;

  beforeAll(async () => {
    photo = await newPhoto(groom, '#aa3355');
  });

  it('joins the queue, naming the profile it is about', async () => {
    const [item] = await queue('?kind=photo&status=pending');
    expect(item).toMatchObject({
      '@type': 'ModerationItem',
      kind: 'photo',
      status: 'pending',
      profile: `/api/profiles/${groom.profileId}`,
      fullName: 'Arun Photo',
      photo,
    });
    itemId = item.id as number;
    expect(await countPendingModeration({ actor: suite.admin })).toBe(1);
  });

  it('is seen by its owner and the administrators only, until approved', async () => {
    expect(await photoSeenByBride(photo)).toEqual({ media: 403, card: null, page: null });
    expect((await get(photo, { as: groom })).status).toBe(200);
    expect((await get(`/api/profiles/${groom.profileId}`, { as: groom })).body.photo).toBe(photo);
    expect((await get(photo, { as: suite.admin })).status).toBe(200);
    // The administrators' profile list keeps showing it.
    const list = await get(`/api/profiles?id=${groom.profileId}`, { as: suite.admin });
    expect(list.body['hydra:member'][0].photo).toBe(photo);
  });

  it('is decided by administrators only', async () => {
    expect((await get('/api/moderation_items', { as: bride })).status).toBe(403);
    expect((await get('/api/moderation_items')).status).toBe(401);
    expect((await get(`/api/moderation_items/${itemId}`, { as: groom })).status).toBe(403);
    expect((await decide(groom, itemId, { decision: 'approved' })).status).toBe(403);
    expect((await decide(null, itemId, { decision: 'approved' })).status).toBe(401);
    expect((await get(photo, { as: bride })).status).toBe(403);
  });

  it('refuses bad decisions with a clear message, and changes nothing', async () => {
    const wrongKind = await decide(suite.admin, itemId, { decision: 'suspended', reason: 'no' });
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body.violations[0]).toMatchObject({ propertyPath: 'decision' });
    const unknown = await decide(suite.admin, itemId, { decision: 'maybe' });
    expect([unknown.status, unknown.body.violations[0].message]).toEqual([422, 'Select Decision!']);
    const noReason = await decide(suite.admin, itemId, { decision: 'rejected' });
    expect([noReason.status, noReason.body.violations[0]]).toEqual([
      422,
      { propertyPath: 'reason', message: 'Enter Reason!' },
    ]);
    expect((await decide(suite.admin, itemId, { decision: 1 })).status).toBe(422);
    expect((await decide(suite.admin, 999999, { decision: 'approved' })).status).toBe(404);
    expect((await decide(suite.admin, 'abc', { decision: 'approved' })).status).toBe(404);
    const json = await call('PATCH', `/api/moderation_items/${itemId}`, {
      as: suite.admin,
      body: { decision: 'approved' },
      headers: { 'Content-Type': 'application/json' },
    });
    expect(json.status).toBe(415);
    expect((await call('POST', '/api/moderation_items', { as: suite.admin, body: {} })).status).toBe(405);
    expect((await call('DELETE', `/api/moderation_items/${itemId}`, { as: suite.admin })).status).toBe(405);
    const [item] = await queue(`?id=${itemId}`);
    expect(item.status).toBe('pending');
    expect((await get(photo, { as: bride })).status).toBe(403);
  });

  it('is seen by other members once approved, and is decided once', async () => {
    const approved = await decide(suite.admin, itemId, { decision: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decidedBy: suite.admin.email });
    expect(await photoSeenByBride(photo)).toEqual({ media: 200, card: photo, page: photo });
    const again = await decide(suite.admin, itemId, { decision: 'rejected', reason: 'Too late' });
    expect([again.status, again.body['hydra:description']]).toEqual([
      409,
      'This item has already been decided.',
    ]);
    expect(await countPendingModeration({ actor: suite.admin })).toBe(0);
  });
});

describe('a changed photo', () => {
  it('waits again; rejected, it stays hidden and the reason is e-mailed to the member', async () => {
    const photo = await newPhoto(groom, '#33aa55');
    expect(await photoSeenByBride(photo)).toEqual({ media: 403, card: null, page: null });
    const [item] = await queue('?kind=photo&status=pending');
    expect(item.photo).toBe(photo);
    const rejected = await decide(suite.admin, item.id, {
      decision: 'rejected',
      reason: 'Please use a photo that shows your face clearly.',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      reason: 'Please use a photo that shows your face clearly.',
    });
    expect(await photoSeenByBride(photo)).toEqual({ media: 403, card: null, page: null });
    expect((await get(photo, { as: groom })).status).toBe(200);
    // The first photo's approval was e-mailed too (the notification centre); then this rejection.
    const mails = await mailsTo(groom.email, 2);
    expect(mails[0]).toContain('Subject: Your photo was approved');
    const mail = mails.find((m) => m.includes('Subject: Your photo was not approved'));
    expect(mail).toContain('Please use a photo that shows your face clearly.');
    // The decided item stays in the list with its decision; the replaced photo is gone, and its item with it.
    const decided = await queue('?kind=photo');
    expect(decided.map((i) => i.status)).toEqual(['rejected']);
  });

  it('needs no approval when an administrator uploads it', async () => {
    const png = await tinyPng();
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array(png)]), 'team.png');
    const uploaded = await call('POST', '/api/media_objects', { as: suite.admin, raw: data });
    const saved = await call('PATCH', `/api/profiles/${groom.profileId}`, {
      as: suite.admin,
      body: { photo: uploaded.body.contentUrl },
    });
    expect(saved.status).toBe(200);
    expect(await queue('?status=pending')).toEqual([]);
    expect((await get(uploaded.body.contentUrl, { as: bride })).status).toBe(200);
    const [media] = await db
      .select({ moderation: schema.mediaObjects.moderation })
      .from(schema.mediaObjects)
      .where(eq(schema.mediaObjects.id, uploaded.body.contentUrl.split('/')[2]));
    expect(media.moderation).toBe('approved');
  });
});
