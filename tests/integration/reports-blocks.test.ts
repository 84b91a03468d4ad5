/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { verifyCredentials } from '@/lib/data/credentials';
import { updateSettings } from '@/lib/data/settings';
import { backgroundWorkDone } from '@/lib/mail/background';
import { call, get } from '../helpers/api';
import { tinyPng } from '../helpers/images';
import { decodeQuotedPrintable } from '../helpers/mail';
import { mailSuite } from '../helpers/mail-suite';
import { createMember, type Member } from '../helpers/members';

/*
 * Issue 22 item 4: members report and block one another. A block hides the two from each other
 * through every route, both ways; reports land in the moderation queue, where an administrator
 * dismisses, warns, hides or suspends; enough reports from different members hide a profile.
 */
const uploads = mkdtempSync(path.join(tmpdir(), 'thirumanam-reports-'));
process.env.UPLOAD_DIR = uploads;

const suite = mailSuite();

afterAll(async () => {
  rmSync(uploads, { recursive: true, force: true });
});

const iri = (m: Member) => `/api/profiles/${m.profileId}`;
const report = (as: Actor | null, body: unknown) => call('POST', '/api/reports', { as, body });
const block = (as: Actor | null, body: unknown) => call('POST', '/api/blocks', { as, body });
const validReport = (m: Member, reason = 'fake_profile') => ({
  profile: iri(m),
  reason,
  details: 'The photos are of a film actor, not of this member.',
});
const ids = (answer: { body: Record<string, unknown> }) =>
  (answer.body['hydra:member'] as { id?: number; '@id': string }[]).map((m) => m.id ?? m['@id']);
const countRows = async (table: typeof schema.reports | typeof schema.blocks) =>
  (await db.select().from(table)).length;

async function mailsTo(email: string, count: number): Promise<string[]> {
  await backgroundWorkDone();
  for (let i = 0; i < 50 && suite.smtp.inbox.filter((m) => m.to.includes(email)).length < count; i++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return suite.smtp.inbox.filter((m) => m.to.includes(email)).map((m) => decodeQuotedPrintable(m.raw));
}

/** Whether `viewer` finds `other` through every member route: matches, the candidate page, interests, shortlist. */
async function sees(viewer: Member, other: Member) {
  const matches = await get('/api/matches?itemsPerPage=100', { as: viewer });
  const interests = await get('/api/interests', { as: viewer });
  const shortlist = await get('/api/shortlists', { as: viewer });
  const others = (answer: typeof interests) =>
    (answer.body['hydra:member'] as { member: { '@id': string } }[]).some(
      (m) => m.member['@id'] === iri(other),
    );
  return {
    matches: ids(matches).includes(other.profileId),
    page: (await get(`/api/matches/${other.profileId}`, { as: viewer })).status,
    interests: others(interests),
    shortlist: others(shortlist),
  };
}
const SEEN = { matches: true, page: 200, interests: true, shortlist: true };
const UNSEEN = { matches: false, page: 404, interests: false, shortlist: false };

describe('reporting a member', () => {
  let reporter: Member;
  let reported: Member;

  beforeAll(async () => {
    reporter = await createMember({ gender: 'female', fullName: 'Kavya Reporter' });
    reported = await createMember({ gender: 'male', fullName: 'Ravi Reported' });
  });

  it('refuses bad input with the right status, and stores nothing', async () => {
    const cases: [unknown, number, string?][] = [
      [{ ...validReport(reported), profile: undefined }, 422, 'Choose the member.'],
      [validReport(reporter), 422, 'You cannot report yourself.'],
      [{ ...validReport(reported), profile: '/api/profiles/999999' }, 400],
      [{ ...validReport(reported), profile: '/api/castes/1' }, 400],
      [{ ...validReport(reported), profile: { id: 1 } }, 400],
      [{ ...validReport(reported), profile: 'https://evil.example/api/profiles/1' }, 422],
      [{ ...validReport(reported), reason: 'ugly' }, 422, 'Select Reason!'],
      [
        { ...validReport(reported), details: 'bad' },
        422,
        'Please describe what happened (at least 10 characters).',
      ],
      [{ ...validReport(reported), details: 'x'.repeat(2001) }, 422, 'Details: at most 2000 characters.'],
      [{ ...validReport(reported), details: 12 }, 400],
      [[1, 2], 400],
    ];
    for (const [body, status, message] of cases) {
      const answer = await report(reporter, body);
      expect([JSON.stringify(body).slice(0, 60), answer.status]).toEqual([
        JSON.stringify(body).slice(0, 60),
        status,
      ]);
      if (message) expect(answer.body.violations[0].message).toBe(message);
    }
    expect((await report(null, validReport(reported))).status).toBe(401);
    expect((await report(suite.admin, validReport(reported))).status).toBe(403);
    expect(await countRows(schema.reports)).toBe(0);
    expect((await get('/api/moderation_items', { as: suite.admin })).body['hydra:totalItems']).toBe(0);
  });

  it('lands in the queue with a snapshot, and the reporter follows its status', async () => {
    const filed = await report(reporter, validReport(reported));
    expect(filed.status).toBe(201);
    expect(filed.headers.get('location')).toBe(filed.body['@id']);
    expect(filed.body).toMatchObject({
      '@type': 'Report',
      profile: iri(reported),
      reason: 'fake_profile',
      status: 'pending',
    });
    const mine = await get('/api/reports', { as: reporter });
    expect(ids(mine)).toEqual([filed.body.id]);
    // Only the reporter reads it.
    expect((await get(filed.body['@id'], { as: reported })).status).toBe(404);
    expect((await get('/api/reports', { as: reported })).body['hydra:totalItems']).toBe(0);
    const [item] = (await get('/api/moderation_items?kind=report', { as: suite.admin })).body['hydra:member'];
    expect(item).toMatchObject({
      kind: 'report',
      status: 'pending',
      profile: iri(reported),
      reporterCount: 1,
    });
    expect(item.snapshot).toMatchObject({ fullName: 'Ravi Reported', livingCity: 'Chennai' });
    expect(item.snapshot).not.toHaveProperty('mobile');
    const detail = await get(item['@id'], { as: suite.admin });
    expect(detail.body.reports).toEqual([
      expect.objectContaining({ reason: 'fake_profile', reporter: iri(reporter) }),
    ]);
    // A report does not hide the profile by itself.
    expect(await sees(reporter, reported)).toMatchObject({ matches: true, page: 200 });
  });

  it('takes only report decisions, with a reason where the member is told', async () => {
    const [item] = (await get('/api/moderation_items?kind=report&status=pending', { as: suite.admin })).body[
      'hydra:member'
    ];
    expect(
      (await call('PATCH', item['@id'], { as: suite.admin, body: { decision: 'approved' } })).status,
    ).toBe(422);
    const noReason = await call('PATCH', item['@id'], { as: suite.admin, body: { decision: 'warned' } });
    expect([noReason.status, noReason.body.violations[0].propertyPath]).toEqual([422, 'reason']);
    expect((await call('PATCH', item['@id'], { as: reporter, body: { decision: 'dismissed' } })).status).toBe(
      403,
    );
    const warned = await call('PATCH', item['@id'], {
      as: suite.admin,
      body: { decision: 'warned', reason: 'Use only your own photos.' },
    });
    expect(warned.status).toBe(200);
    const [mail] = await mailsTo(reported.email, 1);
    expect(mail).toContain('Subject: A warning about your profile');
    expect(mail).toContain('Use only your own photos.');
    expect((await get('/api/reports?status=warned', { as: reporter })).body['hydra:member'][0].status).toBe(
      'warned',
    );
    expect((await get('/api/reports?status=bogus', { as: reporter })).status).toBe(400);
  });
});

describe('reports from several members', () => {
  it('hide a profile from everyone at the threshold, until an administrator decides', async () => {
    const target = await createMember({ gender: 'male', fullName: 'Often Reported' });
    const viewer = await createMember({ gender: 'female' });
    const reporters = await Promise.all([1, 2, 3].map(() => createMember({ gender: 'female' })));
    expect(await sees(viewer, target)).toMatchObject({ matches: true, page: 200 });
    // The same member twice counts once.
    await report(reporters[0], validReport(target));
    await report(reporters[0], validReport(target, 'harassment'));
    await report(reporters[1], validReport(target));
    expect(await sees(viewer, target)).toMatchObject({ matches: true, page: 200 });
    await report(reporters[2], validReport(target));
    expect(await sees(viewer, target)).toMatchObject({ matches: false, page: 404 });
    const [item] = (
      await get(`/api/moderation_items?kind=report&profile=${iri(target)}`, { as: suite.admin })
    ).body['hydra:member'];
    expect([item.reportCount, item.reporterCount]).toEqual([4, 3]);
    // Dismissed: it shows again; each reporter sees the outcome.
    expect(
      (await call('PATCH', item['@id'], { as: suite.admin, body: { decision: 'dismissed' } })).status,
    ).toBe(200);
    expect(await sees(viewer, target)).toMatchObject({ matches: true, page: 200 });
    const theirs = await get('/api/reports', { as: reporters[0] });
    expect(theirs.body['hydra:member'].map((r: { status: string }) => r.status)).toEqual([
      'dismissed',
      'dismissed',
    ]);
  });

  it('follows the threshold set in the settings', async () => {
    await updateSettings({ actor: suite.admin, patch: { moderation: { reportsToHide: 1 } } });
    try {
      const target = await createMember({ gender: 'male' });
      const viewer = await createMember({ gender: 'female' });
      await report(viewer, validReport(target));
      expect(await sees(viewer, target)).toMatchObject({ matches: false, page: 404 });
      const refused = await updateSettings({
        actor: suite.admin,
        patch: { moderation: { reportsToHide: 0 } },
      }).catch((e) => e);
      expect(refused.status).toBe(422);
    } finally {
      await updateSettings({ actor: suite.admin, patch: { moderation: { reportsToHide: 3 } } });
    }
  });
});

describe('an administrator acting on a report', () => {
  it('hides the profile from everyone; the reason is kept and e-mailed', async () => {
    const target = await createMember({ gender: 'male' });
    const viewer = await createMember({ gender: 'female' });
    const filed = await report(viewer, validReport(target, 'asks_for_money'));
    const [item] = (await get(`/api/moderation_items?profile=${iri(target)}`, { as: suite.admin })).body[
      'hydra:member'
    ];
    const hidden = await call('PATCH', item['@id'], {
      as: suite.admin,
      body: { decision: 'hidden', reason: 'Asked for money.' },
    });
    expect(hidden.body).toMatchObject({ status: 'hidden', reason: 'Asked for money.' });
    expect(await sees(viewer, target)).toMatchObject({ matches: false, page: 404 });
    expect((await get(filed.body['@id'], { as: viewer })).body.status).toBe('hidden');
    expect((await mailsTo(target.email, 1))[0]).toContain('Subject: Your profile is hidden');
  });

  it('suspends the account: signed out everywhere, no sign-in, invisible to everyone, reason kept', async () => {
    const target = await createMember({ gender: 'male', fullName: 'Suspended Groom' });
    const viewer = await createMember({ gender: 'female' });
    const other = await createMember({ gender: 'female' });
    await call('POST', '/api/interests', { as: target, body: { to: iri(viewer) } });
    await call('POST', '/api/shortlists', { as: other, body: { profile: iri(target) } });
    expect(await sees(viewer, target)).toEqual({ ...SEEN, shortlist: false });
    expect((await get('/api/matches', { as: target })).status).toBe(200);
    await report(viewer, validReport(target, 'harassment'));
    const [item] = (await get(`/api/moderation_items?profile=${iri(target)}`, { as: suite.admin })).body[
      'hydra:member'
    ];
    const suspended = await call('PATCH', item['@id'], {
      as: suite.admin,
      body: { decision: 'suspended', reason: 'Harassed members by phone.' },
    });
    expect(suspended.body).toMatchObject({ status: 'suspended', reason: 'Harassed members by phone.' });
    // Its token no longer opens anything; the password no longer signs in.
    expect((await get('/api/matches', { as: target })).status).toBe(401);
    expect(await verifyCredentials(target.email, 'secret123')).toEqual({ ok: false, reason: 'suspended' });
    // Gone for everyone, through every route.
    expect(await sees(viewer, target)).toEqual(UNSEEN);
    expect(await sees(other, target)).toEqual(UNSEEN);
    expect((await call('POST', '/api/interests', { as: other, body: { to: iri(target) } })).status).toBe(422);
    // The administrators still have the profile, and the reason.
    expect((await get(`/api/profiles/${target.profileId}`, { as: suite.admin })).status).toBe(200);
    expect((await get(item['@id'], { as: suite.admin })).body.reason).toBe('Harassed members by phone.');
    expect((await mailsTo(target.email, 1))[0]).toContain('Subject: Your account is suspended');
  });
});

describe('blocking a member', () => {
  it('refuses bad input and duplicates, and stores nothing more', async () => {
    const me = await createMember({ gender: 'female' });
    const them = await createMember({ gender: 'male' });
    expect((await block(me, {})).status).toBe(422);
    const self = await block(me, { profile: iri(me) });
    expect([self.status, self.body.violations[0].message]).toEqual([422, 'You cannot block yourself.']);
    expect((await block(me, { profile: '/api/profiles/999999' })).status).toBe(400);
    expect((await block(me, { profile: 5 })).status).toBe(400);
    expect((await block(null, { profile: iri(them) })).status).toBe(401);
    expect((await block(suite.admin, { profile: iri(them) })).status).toBe(403);
    expect(await countRows(schema.blocks)).toBe(0);
    const first = await block(me, { profile: iri(them) });
    expect(first.status).toBe(201);
    const again = await block(me, { profile: iri(them) });
    expect([again.status, again.body['hydra:description']]).toEqual([
      409,
      'You have already blocked this member.',
    ]);
    expect(await countRows(schema.blocks)).toBe(1);
    // Only the blocker sees or undoes it; the blocked member cannot learn of it.
    expect((await get(first.body['@id'], { as: them })).status).toBe(404);
    expect((await call('DELETE', first.body['@id'], { as: them })).status).toBe(404);
    expect((await get('/api/blocks', { as: them })).body['hydra:totalItems']).toBe(0);
    expect((await call('DELETE', first.body['@id'], { as: me })).status).toBe(204);
    expect((await call('DELETE', first.body['@id'], { as: me })).status).toBe(404);
  });

  it('hides the two from each other through every route, both ways, until undone', async () => {
    const bride = await createMember({ gender: 'female', fullName: 'Bride Blocker' });
    const groom = await createMember({ gender: 'male', fullName: 'Groom Blocked' });
    // A pending interest, each in the other's shortlist, and the groom's approved photo.
    const interest = await call('POST', '/api/interests', { as: groom, body: { to: iri(bride) } });
    expect(interest.status).toBe(201);
    await call('POST', '/api/shortlists', { as: bride, body: { profile: iri(groom) } });
    await call('POST', '/api/shortlists', { as: groom, body: { profile: iri(bride) } });
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array(await tinyPng())]), 'g.png');
    const photo = (await call('POST', '/api/media_objects', { as: suite.admin, raw: data })).body.contentUrl;
    await call('PATCH', iri(groom), { as: suite.admin, body: { photo } });
    expect(await sees(bride, groom)).toEqual(SEEN);
    expect(await sees(groom, bride)).toEqual(SEEN);
    expect((await get(photo, { as: bride })).status).toBe(200);

    const blocked = await block(bride, { profile: iri(groom) });
    expect(blocked.status).toBe(201);
    expect(blocked.body).toMatchObject({
      '@type': 'Block',
      profile: iri(groom),
      member: { fullName: 'Groom Blocked' },
    });
    expect(await sees(bride, groom)).toEqual(UNSEEN);
    expect(await sees(groom, bride)).toEqual(UNSEEN);
    expect((await get(photo, { as: bride })).status).toBe(403);
    // The pending interest is closed (the blocker received it: declined), and no new one can be sent.
    const [row] = await db.select().from(schema.interests).where(eq(schema.interests.id, interest.body.id));
    expect(row.status).toBe('declined');
    expect((await get(`/api/interests/${interest.body.id}`, { as: groom })).status).toBe(404);
    expect((await call('POST', '/api/interests', { as: bride, body: { to: iri(groom) } })).status).toBe(422);
    expect((await call('POST', '/api/shortlists', { as: groom, body: { profile: iri(bride) } })).status).toBe(
      422,
    );
    // The blocker's list shows it, and undoes it.
    expect(ids(await get('/api/blocks', { as: bride }))).toEqual([blocked.body.id]);
    expect(ids(await get(`/api/blocks?profile=${iri(groom)}`, { as: bride }))).toEqual([blocked.body.id]);
    expect((await call('DELETE', blocked.body['@id'], { as: bride })).status).toBe(204);
    expect(await sees(bride, groom)).toMatchObject({ matches: true, page: 200, shortlist: true });
    expect(await sees(groom, bride)).toMatchObject({ matches: true, page: 200, shortlist: true });
    expect((await get(photo, { as: bride })).status).toBe(200);
    const shortlisted = await db
      .select()
      .from(schema.shortlists)
      .where(and(eq(schema.shortlists.ownerProfileId, bride.profileId)));
    expect(shortlisted).toHaveLength(1);
  });

  it('takes photo requests out of both lists and leaves them unanswerable until undone', async () => {
    const owner = await createMember({ gender: 'female' });
    const asker = await createMember({ gender: 'male' });
    expect(
      (await call('PATCH', iri(owner), { as: owner, body: { photoVisibility: 'request' } })).status,
    ).toBe(200);
    const asked = await call('POST', '/api/photo_requests', { as: asker, body: { profile: iri(owner) } });
    expect(asked.status).toBe(201);
    const listed = async (as: Actor) => (await get('/api/photo_requests', { as })).body['hydra:totalItems'];
    expect([await listed(owner), await listed(asker)]).toEqual([1, 1]);

    const blocked = await block(asker, { profile: iri(owner) });
    expect(blocked.status).toBe(201);
    expect([await listed(owner), await listed(asker)]).toEqual([0, 0]);
    expect((await get(asked.body['@id'], { as: owner })).status).toBe(404);
    const grant = await call('PATCH', asked.body['@id'], { as: owner, body: { status: 'granted' } });
    expect(grant.status).toBe(404);
    const [row] = await db
      .select()
      .from(schema.photoRequests)
      .where(eq(schema.photoRequests.id, asked.body.id));
    expect(row.status).toBe('pending');

    expect((await call('DELETE', blocked.body['@id'], { as: asker })).status).toBe(204);
    expect([await listed(owner), await listed(asker)]).toEqual([1, 1]);
  });

  it('closes a pending interest the blocker sent as withdrawn', async () => {
    const sender = await createMember({ gender: 'female' });
    const recipient = await createMember({ gender: 'male' });
    const interest = await call('POST', '/api/interests', { as: sender, body: { to: iri(recipient) } });
    await block(sender, { profile: iri(recipient) });
    const [row] = await db.select().from(schema.interests).where(eq(schema.interests.id, interest.body.id));
    expect(row.status).toBe('withdrawn');
  });
});
