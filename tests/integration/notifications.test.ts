/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { countMemberMenu, countUnreadNotifications } from '@/lib/data/member-menu';
import { saveNoticeMail } from '@/lib/data/notifications/mail-choices';
import { sendExpiryReminders } from '@/lib/data/plan-reminders';
import { registerAppJobs } from '@/lib/jobs/app-jobs';
import { runDueJobs } from '@/lib/jobs/runner';
import { backgroundWorkDone } from '@/lib/mail/background';
import { call, get } from '../helpers/api';
import { decodeQuotedPrintable } from '../helpers/mail';
import { mailSuite } from '../helpers/mail-suite';
import { createMember, setPlan, type Member } from '../helpers/members';

/*
 * Issue 26 item 2: the notification centre. Each kind of notice is written by its event; a member
 * sees, reads and counts only their own; each kind's e-mail goes at once, waits for the digest or
 * never goes, as the member chose (over the real SMTP sink).
 */
const suite = mailSuite();

type Notice = {
  '@id': string;
  id: number;
  kind: string;
  fullName: string | null;
  read: boolean;
  count: number;
  url: string;
  details: Record<string, string>;
};
const iri = (m: Member) => `/api/profiles/${m.profileId}`;
const notices = async (as: Actor, query = ''): Promise<Notice[]> => {
  const answer = await get(`/api/notifications${query}`, { as });
  expect(answer.status).toBe(200);
  return answer.body['hydra:member'] as Notice[];
};
const unread = async (as: Actor) => (await notices(as, '?read=false')).length;

async function mailsTo(email: string): Promise<string[]> {
  await backgroundWorkDone();
  await new Promise((resolve) => setTimeout(resolve, 200));
  return suite.smtp.inbox.filter((m) => m.to.includes(email)).map((m) => decodeQuotedPrintable(m.raw));
}

describe('notices of each kind', () => {
  it('an interest received, then accepted; read one by one or all at once', async () => {
    const he = await createMember({ gender: 'male' });
    const she = await createMember({ gender: 'female' });
    const sent = await call('POST', '/api/interests', { as: he, body: { to: iri(she) } });
    expect(sent.status).toBe(201);
    const [received] = await notices(she);
    expect(received).toMatchObject({
      kind: 'interest_received',
      fullName: he.fullName,
      read: false,
      url: '/user/interests/received',
    });
    expect(await unread(she)).toBe(1);
    expect(await notices(he)).toEqual([]);
    // The bell's figure and the menu's beside it (the signed-in layout's one query) follow at once.
    expect(await countUnreadNotifications(she)).toBe(1);
    expect(await countMemberMenu(she)).toMatchObject({ received: 1, sent: 0, accepted: 0 });
    expect(await countMemberMenu(he)).toMatchObject({ received: 0, sent: 1, accepted: 0 });

    const accepted = await call('PATCH', sent.body['@id'], { as: she, body: { status: 'accepted' } });
    expect(accepted.status).toBe(200);
    expect(await notices(he)).toMatchObject([{ kind: 'interest_accepted', fullName: she.fullName }]);

    const read = await call('PATCH', received['@id'], { as: she, body: { read: true } });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ read: true });
    expect(await unread(she)).toBe(0);
    expect(await countUnreadNotifications(she)).toBe(0);
    expect(await countMemberMenu(she)).toMatchObject({ received: 0, accepted: 1 });
    const all = await call('POST', '/api/notifications/read_all', { as: he, body: {} });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ read: 1, unread: 0 });
    expect(await unread(he)).toBe(0);
  });

  it('new messages: one notice per conversation, counting them, read with the conversation', async () => {
    const he = await createMember({ gender: 'male' });
    const she = await createMember({ gender: 'female' });
    await db
      .insert(schema.interests)
      .values({ fromProfileId: he.profileId, toProfileId: she.profileId, status: 'accepted' });
    const { id } = (await call('POST', '/api/conversations', { as: he, body: { profile: iri(she) } })).body;
    for (const text of ['One', 'Two', 'Three'])
      await call('POST', `/api/conversations/${id}/messages`, { as: he, body: { text } });
    expect(await notices(she)).toMatchObject([
      { kind: 'message', count: 3, read: false, url: `/user/messages/${id}` },
    ]);
    await call('PATCH', `/api/conversations/${id}`, { as: she, body: { read: true } });
    expect(await unread(she)).toBe(0);
    await call('POST', `/api/conversations/${id}/messages`, { as: he, body: { text: 'Four' } });
    const after = await notices(she, '?read=false');
    expect(after).toMatchObject([{ kind: 'message', count: 1 }]);
  });

  it('photo requests received and granted', async () => {
    const he = await createMember({ gender: 'male' });
    const she = await createMember({ gender: 'female' });
    await db
      .update(schema.profiles)
      .set({ photoVisibility: 'request' })
      .where(eq(schema.profiles.id, she.profileId));
    const asked = await call('POST', '/api/photo_requests', { as: he, body: { profile: iri(she) } });
    expect(asked.status).toBe(201);
    expect(await notices(she)).toMatchObject([
      { kind: 'photo_request', fullName: he.fullName, details: { status: 'pending' } },
    ]);
    expect((await call('PATCH', asked.body['@id'], { as: she, body: { status: 'granted' } })).status).toBe(
      200,
    );
    expect(await notices(he)).toMatchObject([
      {
        kind: 'photo_request',
        fullName: she.fullName,
        details: { status: 'granted' },
        url: `/user/matches/${she.profileId}`,
      },
    ]);
  });

  it('a photo approved or rejected, and a report decided', async () => {
    const she = await createMember({ gender: 'female' });
    const he = await createMember({ gender: 'male' });
    for (const [n, decision] of [
      [1, 'approved'],
      [2, 'rejected'],
    ] as const) {
      const mediaId = `notice-photo-${she.profileId}-${n}`;
      await db.insert(schema.mediaObjects).values({
        id: mediaId,
        ownerId: she.id,
        mimeType: 'image/webp',
        size: 1,
        storageKey: mediaId,
        originalName: 'me.webp',
        moderation: 'pending',
      });
      const [item] = await db
        .insert(schema.moderationItems)
        .values({ kind: 'photo', profileId: she.profileId, mediaId })
        .returning({ id: schema.moderationItems.id });
      const body = decision === 'rejected' ? { decision, reason: 'Not a photo of you.' } : { decision };
      expect(
        (await call('PATCH', `/api/moderation_items/${item.id}`, { as: suite.admin, body })).status,
      ).toBe(200);
    }
    expect((await notices(she)).map((n) => [n.kind, n.details.decision])).toEqual([
      ['photo_moderation', 'rejected'],
      ['photo_moderation', 'approved'],
    ]);
    const mails = await mailsTo(she.email);
    expect(mails.some((m) => m.includes('Your photo was approved'))).toBe(true);
    expect(mails.some((m) => m.includes('Your photo was not approved'))).toBe(true);

    const reported = await call('POST', '/api/reports', {
      as: he,
      body: { profile: iri(she), reason: 'fake_profile', details: 'Not a real person.' },
    });
    expect(reported.status).toBe(201);
    const [item] = await db
      .select()
      .from(schema.moderationItems)
      .where(eq(schema.moderationItems.kind, 'report'));
    const decided = await call('PATCH', `/api/moderation_items/${item.id}`, {
      as: suite.admin,
      body: { decision: 'dismissed' },
    });
    expect(decided.status).toBe(200);
    expect(await notices(he)).toMatchObject([
      { kind: 'report_outcome', fullName: null, details: { outcome: 'dismissed' }, url: '/user/reports' },
    ]);
    // Report outcomes wait for the digest by default: no e-mail at once.
    expect((await mailsTo(he.email)).some((m) => m.includes('Your report was reviewed'))).toBe(false);
  });

  it('a plan about to end is noticed and mailed once per expiry date, whichever instance finds it', async () => {
    const member = await createMember({ gender: 'female' });
    const quiet = await createMember({ gender: 'female' });
    const later = await createMember({ gender: 'male' });
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await setPlan(member.profileId, soon);
    await setPlan(quiet.profileId, soon);
    await saveNoticeMail({ actor: quiet, input: { plan_expiring: 'off' } });
    const [first, second] = await Promise.all([sendExpiryReminders(), sendExpiryReminders()]);
    expect(first + second).toBeGreaterThanOrEqual(2);
    expect(await notices(member)).toMatchObject([{ kind: 'plan_expiring', details: { expiry: soon } }]);
    expect(await notices(quiet)).toMatchObject([{ kind: 'plan_expiring', details: { expiry: soon } }]);
    expect(await notices(later)).toEqual([]); // 30 days left: not yet
    await sendExpiryReminders();
    expect(await notices(member)).toHaveLength(1);
    const ends = (email: string) =>
      mailsTo(email).then((mails) =>
        mails.filter((m) => m.includes('Your Thirumanam plan') && m.includes('ends on')),
      );
    expect(await ends(member.email)).toHaveLength(1);
    expect(await ends(quiet.email)).toHaveLength(0); // no e-mail when off, the notice all the same
  });
});

describe('the daily digest', () => {
  it('gathers the notices chosen for the digest into one e-mail a day, sent once by the job runner', async () => {
    registerAppJobs();
    const she = await createMember({ gender: 'female' });
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => createMember({ gender: 'male' })));
    await saveNoticeMail({ actor: she, input: { interest_received: 'digest' } });
    for (const he of [first, second])
      expect((await call('POST', '/api/interests', { as: he, body: { to: iri(she) } })).status).toBe(201);
    expect(await mailsTo(she.email)).toHaveLength(0); // not at once
    const digests = async () =>
      (await mailsTo(she.email)).filter((m) => /unread notices? on Thirumanam/.test(m));

    // The runner learns the job now; its next 08:00 (India) comes within a day. Two instances run at once.
    const now = Date.now();
    await runDueJobs({ now: new Date(now), instance: 'one' });
    expect(await digests()).toHaveLength(0);
    const day = (n: number) => new Date(now + n * 86_400_000 + 60_000);
    await Promise.all([
      runDueJobs({ now: day(1), instance: 'one' }),
      runDueJobs({ now: day(1), instance: 'two' }),
    ]);
    const [digest] = await digests();
    expect(await digests()).toHaveLength(1);
    expect(digest).toContain('You have 2 unread notices on Thirumanam:');
    expect(digest).toContain(`${first.fullName} sent you an interest.`);
    expect(digest).toContain(`${second.fullName} sent you an interest.`);
    expect(digest).toContain('/user/notifications');

    // The next day: only what is new and still unread; a day with nothing new sends nothing.
    await runDueJobs({ now: day(2), instance: 'one' });
    expect(await digests()).toHaveLength(1);
    await call('POST', '/api/interests', { as: third, body: { to: iri(she) } });
    await call('POST', '/api/notifications/read_all', { as: she, body: {} });
    const fourth = await createMember({ gender: 'male' });
    await call('POST', '/api/interests', { as: fourth, body: { to: iri(she) } });
    await runDueJobs({ now: day(3), instance: 'two' });
    const all = await digests();
    expect(all).toHaveLength(2);
    expect(all[1]).toContain('You have 1 unread notice on Thirumanam:');
    expect(all[1]).toContain(`${fourth.fullName} sent you an interest.`);
    expect(all[1]).not.toContain(third.fullName);
    const [row] = await db.select().from(schema.users).where(eq(schema.users.id, she.id));
    expect(row.digestSentAt).not.toBeNull();
  });
});

describe('who sees which notices', () => {
  it('a member reads and marks only their own; others get 404, strangers 401, staff 403', async () => {
    const he = await createMember({ gender: 'male' });
    const she = await createMember({ gender: 'female' });
    const other = await createMember({ gender: 'female' });
    await call('POST', '/api/interests', { as: he, body: { to: iri(she) } });
    const [notice] = await notices(she);
    expect((await get(notice['@id'], { as: she })).status).toBe(200);
    expect((await get(notice['@id'], { as: other })).status).toBe(404);
    expect((await call('PATCH', notice['@id'], { as: other, body: { read: true } })).status).toBe(404);
    expect((await call('POST', '/api/notifications/read_all', { as: other, body: {} })).body.read).toBe(0);
    expect(await unread(she)).toBe(1);
    expect(await notices(other)).toEqual([]);
    expect((await get('/api/notifications')).status).toBe(401);
    expect((await get('/api/notifications', { as: suite.admin })).status).toBe(403);
    expect((await call('PATCH', notice['@id'], { as: she, body: { read: 'yes' } })).status).toBe(400);
  });

  it('a notice about a member hides while that member is blocked or out of sight', async () => {
    const he = await createMember({ gender: 'male' });
    const she = await createMember({ gender: 'female' });
    await call('POST', '/api/interests', { as: he, body: { to: iri(she) } });
    expect(await unread(she)).toBe(1);
    await db
      .update(schema.profiles)
      .set({ hiddenAt: new Date() })
      .where(eq(schema.profiles.id, he.profileId));
    expect(await notices(she)).toEqual([]);
    await db.update(schema.profiles).set({ hiddenAt: null }).where(eq(schema.profiles.id, he.profileId));
    expect(await unread(she)).toBe(1);
    expect((await call('POST', '/api/blocks', { as: she, body: { profile: iri(he) } })).status).toBe(201);
    expect(await unread(she)).toBe(0);
  });
});

describe('e-mail choices', () => {
  it('at once by default for interests; none when off; the notice is written either way', async () => {
    const he = await createMember({ gender: 'male' });
    const she = await createMember({ gender: 'female' });
    const quiet = await createMember({ gender: 'female' });
    await saveNoticeMail({ actor: quiet, input: { interest_received: 'off' } });
    await call('POST', '/api/interests', { as: he, body: { to: iri(she) } });
    await call('POST', '/api/interests', { as: he, body: { to: iri(quiet) } });
    expect((await mailsTo(she.email)).filter((m) => m.includes(he.fullName))).toHaveLength(1);
    expect(await mailsTo(quiet.email)).toHaveLength(0);
    expect(await unread(quiet)).toBe(1);
  });

  it('messages: mailed at once unless the member chose the digest', async () => {
    const he = await createMember({ gender: 'male' });
    const she = await createMember({ gender: 'female' });
    const digest = await createMember({ gender: 'female' });
    for (const other of [she, digest])
      await db
        .insert(schema.interests)
        .values({ fromProfileId: he.profileId, toProfileId: other.profileId, status: 'accepted' });
    await saveNoticeMail({ actor: digest, input: { message: 'digest' } });
    const open = async (other: Member) =>
      (await call('POST', '/api/conversations', { as: he, body: { profile: iri(other) } })).body.id as number;
    const [toShe, toDigest] = [await open(she), await open(digest)];
    await call('POST', `/api/conversations/${toDigest}/messages`, { as: he, body: { text: 'Hello' } });
    expect(await mailsTo(digest.email)).toHaveLength(0);
    await call('POST', `/api/conversations/${toShe}/messages`, { as: he, body: { text: 'Hello' } });
    expect(await mailsTo(she.email)).toHaveLength(1);
    expect(await unread(digest)).toBe(1);
  });

  it('rejects unknown kinds and choices', async () => {
    const member = await createMember();
    await expect(saveNoticeMail({ actor: member, input: { message: 'weekly' } })).rejects.toMatchObject({
      status: 422,
    });
    await expect(saveNoticeMail({ actor: member, input: { birthday: 'now' } })).rejects.toMatchObject({
      status: 422,
    });
  });
});
