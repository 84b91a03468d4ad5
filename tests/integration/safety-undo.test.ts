/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import { issueApiToken } from '@/lib/auth/token';
import type { Actor } from '@/lib/auth/roles';
import { verifyCredentials } from '@/lib/data/credentials';
import { sendDueInterestMails } from '@/lib/data/interest-mail';
import { mailPair } from '@/lib/data/pair-mail';
import { currentSessionStamp } from '@/lib/data/session-stamps';
import { backgroundWorkDone } from '@/lib/mail/background';
import { call, get } from '../helpers/api';
import { decodeQuotedPrintable } from '../helpers/mail';
import { mailSuite } from '../helpers/mail-suite';
import { createMember, type Member } from '../helpers/members';

/*
 * Issue 22, what came after the first parts: a recipient reports an interest's note (kept as it
 * read), an administrator undoes a hide or a suspension (the member told why), a suspended member
 * is told so at sign-in, and the photo-request e-mails, which like every mail between two members
 * never cross a block.
 */
const suite = mailSuite();

const iri = (m: Member) => `/api/profiles/${m.profileId}`;
const details = 'The note asks for money before we have even spoken.';

async function mailsTo(email: string): Promise<string[]> {
  await backgroundWorkDone();
  return suite.smtp.inbox.filter((m) => m.to.includes(email)).map((m) => decodeQuotedPrintable(m.raw));
}

/** A fresh API token for the account as it is now (the helper's are issued once per actor). */
const freshToken = async (actor: Actor) =>
  issueApiToken(actor, (await currentSessionStamp(actor.id)) ?? 'gone', randomUUID());

const itemOf = async (member: Member) =>
  (await get(`/api/moderation_items?kind=report&profile=${iri(member)}`, { as: suite.admin })).body[
    'hydra:member'
  ][0];

describe("reporting an interest's note", () => {
  let sender: Member;
  let recipient: Member;
  let interest: { '@id': string; id: number };

  beforeAll(async () => {
    sender = await createMember({ gender: 'male', fullName: 'Note Sender' });
    recipient = await createMember({ gender: 'female', fullName: 'Note Recipient' });
    const sent = await call('POST', '/api/interests', {
      as: sender,
      body: { to: iri(recipient), note: 'Send 5000 rupees for the horoscope match first.' },
    });
    expect(sent.status).toBe(201);
    interest = sent.body;
  });

  it('refuses an interest that is not one the reported member sent the reporter, and stores nothing', async () => {
    const stranger = await createMember({ gender: 'female' });
    const theirs = await call('POST', '/api/interests', {
      as: sender,
      body: { to: iri(stranger), note: 'Hello' },
    });
    const own = await call('POST', '/api/interests', { as: recipient, body: { to: iri(stranger) } });
    expect(own.status).toBe(422); // same gender: there is no own interest to the sender either
    const cases: [Member, unknown, number, string?][] = [
      // Another pair's interest, reported by someone it was not sent to.
      [stranger, { profile: iri(sender), interest: interest['@id'] }, 422, 'interest'],
      // The reporter's own interest is not the reported member's note.
      [sender, { profile: iri(recipient), interest: interest['@id'] }, 422, 'interest'],
      // The interest names another member than the report.
      [recipient, { profile: iri(stranger), interest: interest['@id'] }, 422, 'interest'],
      [recipient, { profile: iri(sender), interest: '/api/interests/999999' }, 422, 'interest'],
      [recipient, { profile: iri(sender), interest: '/api/profiles/1' }, 400],
      [recipient, { profile: iri(sender), interest: 12 }, 400],
      [recipient, { profile: iri(sender), interest: { id: 1 } }, 400],
    ];
    for (const [as, body, status, path] of cases) {
      const answer = await call('POST', '/api/reports', {
        as,
        body: { reason: 'asks_for_money', details, ...(body as object) },
      });
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), status]);
      if (path) expect(answer.body.violations[0].propertyPath).toBe(path);
    }
    expect(theirs.status).toBe(201);
    expect(await db.select().from(schema.reports)).toHaveLength(0);
  });

  it('keeps the note as it read, for the reporter and the administrators, after the interest is withdrawn', async () => {
    const filed = await call('POST', '/api/reports', {
      as: recipient,
      body: { profile: iri(sender), reason: 'asks_for_money', details, interest: interest['@id'] },
    });
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({
      profile: iri(sender),
      interest: interest['@id'],
      note: 'Send 5000 rupees for the horoscope match first.',
      status: 'pending',
    });
    // The sender withdraws the interest: the note is no longer shown anywhere, but the report keeps it.
    expect((await call('PATCH', interest['@id'], { as: sender, body: { status: 'withdrawn' } })).status).toBe(
      200,
    );
    expect((await get(filed.body['@id'], { as: recipient })).body.note).toBe(
      'Send 5000 rupees for the horoscope match first.',
    );
    const item = await itemOf(sender);
    const detail = await get(item['@id'], { as: suite.admin });
    expect(detail.body.reports).toEqual([
      expect.objectContaining({
        reason: 'asks_for_money',
        interest: interest['@id'],
        note: 'Send 5000 rupees for the horoscope match first.',
      }),
    ]);
    // The reported member learns nothing of it.
    expect((await get(filed.body['@id'], { as: sender })).status).toBe(404);
    // The old contract, without an interest, still works, with no note.
    const plain = await call('POST', '/api/reports', {
      as: recipient,
      body: { profile: iri(sender), reason: 'fake_profile', details },
    });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ interest: null, note: null });
  });
});

describe('an administrator undoing a decision', () => {
  /** A reported member and the item an administrator decided, with its reason. */
  async function decided(decision: 'hidden' | 'suspended' | 'dismissed') {
    const target = await createMember({ gender: 'male' });
    const viewer = await createMember({ gender: 'female' });
    await call('POST', '/api/reports', {
      as: viewer,
      body: { profile: iri(target), reason: 'fake_profile', details },
    });
    const item = await itemOf(target);
    // A session of the member's from before the decision.
    const tokenBefore = await freshToken(target);
    const answer = await call('PATCH', item['@id'], {
      as: suite.admin,
      body: { decision, reason: decision === 'dismissed' ? null : 'Looked like a fake profile.' },
    });
    expect(answer.status).toBe(200);
    return { target, viewer, item: answer.body, tokenBefore };
  }
  const page = (viewer: Member, target: Member) => get(`/api/matches/${target.profileId}`, { as: viewer });

  it('shows a hidden profile again; the reason is kept and e-mailed', async () => {
    const { target, viewer, item } = await decided('hidden');
    expect((await page(viewer, target)).status).toBe(404);
    // A reason is needed; members and anonymous callers cannot.
    const noReason = await call('PATCH', item['@id'], { as: suite.admin, body: { decision: 'restored' } });
    expect([noReason.status, noReason.body.violations[0].message]).toEqual([422, 'Enter Reason!']);
    expect(
      (await call('PATCH', item['@id'], { as: viewer, body: { decision: 'restored', reason: 'x' } })).status,
    ).toBe(403);
    expect((await call('PATCH', item['@id'], { body: { decision: 'restored', reason: 'x' } })).status).toBe(
      401,
    );
    expect((await page(viewer, target)).status).toBe(404);

    const restored = await call('PATCH', item['@id'], {
      as: suite.admin,
      body: { decision: 'restored', reason: 'The member proved who he is.' },
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      status: 'hidden',
      reason: 'Looked like a fake profile.',
      restoreReason: 'The member proved who he is.',
      restoredBy: suite.admin.email,
    });
    expect(restored.body.restoredAt).toEqual(expect.any(String));
    expect((await page(viewer, target)).status).toBe(200);
    const mail = (await mailsTo(target.email)).find((m) =>
      m.includes('Subject: Your profile is visible again'),
    );
    expect(mail).toContain('The member proved who he is.');
    // Once only.
    const again = await call('PATCH', item['@id'], {
      as: suite.admin,
      body: { decision: 'restored', reason: 'Again.' },
    });
    expect([again.status, again.body['hydra:description']]).toEqual([
      409,
      'This decision has already been undone.',
    ]);
  });

  it('lifts a suspension: the member signs in again, old sessions stay ended, members see the profile', async () => {
    const { target, viewer, item, tokenBefore } = await decided('suspended');
    const during = await freshToken(target);
    expect((await get('/api/matches', { token: tokenBefore })).status).toBe(401);
    expect(await verifyCredentials(target.email, 'secret123')).toEqual({ ok: false, reason: 'suspended' });
    // The right password only is told of the suspension.
    expect(await verifyCredentials(target.email, 'wrong-password')).toEqual({ ok: false, reason: 'invalid' });
    expect((await page(viewer, target)).status).toBe(404);
    expect(
      (
        await call('PATCH', item['@id'], {
          as: suite.admin,
          body: { decision: 'restored', reason: 'Appeal upheld.' },
        })
      ).status,
    ).toBe(200);
    expect((await verifyCredentials(target.email, 'secret123')).ok).toBe(true);
    // The token issued during the suspension and the one from before it stay dead; a new one works.
    expect((await get('/api/matches', { token: tokenBefore })).status).toBe(401);
    expect((await get('/api/matches', { token: during })).status).toBe(401);
    expect((await get('/api/matches', { token: await freshToken(target) })).status).toBe(200);
    expect((await page(viewer, target)).status).toBe(200);
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, target.id));
    expect([user.suspendedAt, user.reinstatedAt]).toEqual([null, expect.any(Date)]);
    const mail = (await mailsTo(target.email)).find((m) => m.includes('Subject: Your account is restored'));
    expect(mail).toContain('Appeal upheld.');
    // The suspension e-mail told the member where to appeal.
    const suspension = (await mailsTo(target.email)).find((m) =>
      m.includes('Subject: Your account is suspended'),
    );
    expect(suspension).toContain('/grievance');
  });

  it('undoes only a hide or a suspension still in force', async () => {
    const { item: dismissed } = await decided('dismissed');
    const notRestorable = await call('PATCH', dismissed['@id'], {
      as: suite.admin,
      body: { decision: 'restored', reason: 'Nothing to undo.' },
    });
    expect([notRestorable.status, notRestorable.body.violations[0].propertyPath]).toEqual([422, 'decision']);
    // Hidden first, suspended by a later report: undoing the hide leaves the suspension.
    const { target, viewer, item: hidden } = await decided('hidden');
    await call('POST', '/api/reports', {
      as: viewer,
      body: { profile: iri(target), reason: 'harassment', details },
    });
    const later = (
      await get(`/api/moderation_items?kind=report&status=pending&profile=${iri(target)}`, {
        as: suite.admin,
      })
    ).body['hydra:member'][0];
    await call('PATCH', later['@id'], {
      as: suite.admin,
      body: { decision: 'suspended', reason: 'Harassment.' },
    });
    const superseded = await call('PATCH', hidden['@id'], {
      as: suite.admin,
      body: { decision: 'restored', reason: 'Mistake.' },
    });
    expect(superseded.status).toBe(409);
    expect((await verifyCredentials(target.email, 'secret123')).ok).toBe(false);
    expect(
      (
        await call('PATCH', '/api/moderation_items/999999', {
          as: suite.admin,
          body: { decision: 'restored', reason: 'x' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('photo-request e-mails', () => {
  async function pair() {
    const owner = await createMember({ gender: 'female', fullName: `Owner ${randomUUID().slice(0, 6)}` });
    const asker = await createMember({ gender: 'male', fullName: `Asker ${randomUUID().slice(0, 6)}` });
    await call('PATCH', iri(owner), { as: owner, body: { photoVisibility: 'request' } });
    return { owner, asker };
  }

  it('tell the owner of a request and the requester of a grant, not of a decline', async () => {
    const { owner, asker } = await pair();
    const asked = await call('POST', '/api/photo_requests', { as: asker, body: { profile: iri(owner) } });
    expect(asked.status).toBe(201);
    const [request] = await mailsTo(owner.email);
    expect(request).toContain(`Subject: ${asker.fullName} asks to see your photos on Thirumanam`);
    expect(request).toContain('/user/dashboard');
    expect(await mailsTo(asker.email)).toEqual([]);
    expect((await call('PATCH', asked.body['@id'], { as: owner, body: { status: 'granted' } })).status).toBe(
      200,
    );
    const [grant] = await mailsTo(asker.email);
    expect(grant).toContain(`Subject: ${owner.fullName} shows you their photos on Thirumanam`);
    expect(grant).toContain(`/user/matches/${owner.profileId}`);
    // A revocation is not mailed.
    await call('PATCH', asked.body['@id'], { as: owner, body: { status: 'revoked' } });
    expect(await mailsTo(asker.email)).toHaveLength(1);

    const other = await pair();
    const declined = await call('POST', '/api/photo_requests', {
      as: other.asker,
      body: { profile: iri(other.owner) },
    });
    await call('PATCH', declined.body['@id'], { as: other.owner, body: { status: 'declined' } });
    expect(await mailsTo(other.asker.email)).toEqual([]);
  });

  it('never go between a blocked pair, even when decided before the block', async () => {
    const { owner, asker } = await pair();
    const block = await call('POST', '/api/blocks', { as: owner, body: { profile: iri(asker) } });
    expect(block.status).toBe(201);
    // Sent at sending time, the check sees the block: nothing goes either way.
    const build = ({ email }: { email: string }) => ({
      to: email,
      subject: 'Between a blocked pair',
      text: 'x',
      html: '<p>x</p>',
    });
    expect(await mailPair(asker.profileId, owner.profileId, build)).toBe(false);
    expect(await mailPair(owner.profileId, asker.profileId, build)).toBe(false);
    expect(await mailsTo(owner.email)).toEqual([]);
    expect(await mailsTo(asker.email)).toEqual([]);
    // Once undone, mail goes again.
    await call('DELETE', block.body['@id'], { as: owner });
    expect(await mailPair(asker.profileId, owner.profileId, build)).toBe(true);
    expect(await mailsTo(owner.email)).toHaveLength(1);
  });

  it('leave out gathered interest e-mails whose sender was blocked meanwhile', async () => {
    const recipient = await createMember({ gender: 'female' });
    const first = await createMember({ gender: 'male', fullName: 'First Sender' });
    const second = await createMember({ gender: 'male', fullName: 'Second Sender' });
    await call('POST', '/api/interests', { as: first, body: { to: iri(recipient) } });
    await call('POST', '/api/interests', { as: second, body: { to: iri(recipient) } });
    expect(await mailsTo(recipient.email)).toHaveLength(1); // the first at once; the second waits
    // A block written straight to the table leaves the interest pending (the API's block would
    // also close it), so this proves the sending-time check itself: the due e-mail names nobody.
    await db
      .insert(schema.blocks)
      .values({ blockerProfileId: second.profileId, blockedProfileId: recipient.profileId });
    await db
      .update(schema.interestMails)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(schema.interestMails.recipientProfileId, recipient.profileId));
    await sendDueInterestMails();
    const mails = await mailsTo(recipient.email);
    expect(mails).toHaveLength(1);
    expect(mails.join('\n')).not.toContain('Second Sender');
  });
});
