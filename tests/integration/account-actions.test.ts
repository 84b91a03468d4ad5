/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { endSession } from '@/lib/data/ended-sessions';
import { verifyCredentials } from '@/lib/data/credentials';
import { currentSessionStamp } from '@/lib/data/session-stamps';
import { authenticate } from '@/lib/data/sign-in';
import { activateAccount } from '@/lib/data/accounts';
import { backgroundWorkDone } from '@/lib/mail/background';
import { call, get } from '../helpers/api';
import { decodeQuotedPrintable } from '../helpers/mail';
import { mailSuite } from '../helpers/mail-suite';
import { createMember, type Member } from '../helpers/members';

/*
 * Issue 25 item 3: administrators see a member's account on the profile (sign-in e-mail, activated,
 * last sign-in, live sessions) and act on it with a reason: resend activation, password-reset link,
 * suspend, restore. Members never see another's sign-in e-mail; every action is audited and mailed.
 */
const suite = mailSuite({ admin: { email: 'desk@bureau.example' } });
let member: Member;
let other: Member;

beforeAll(async () => {
  member = await createMember({ fullName: 'Account Member' });
  other = await createMember({ fullName: 'Other Member' });
}, 90_000);

const act = (who: Actor | null, profileId: number, body: unknown) =>
  call('POST', `/api/profiles/${profileId}/account_actions`, { as: who ?? undefined, body });

async function mailsTo(email: string): Promise<string[]> {
  await backgroundWorkDone();
  return suite.smtp.inbox.filter((m) => m.to.includes(email)).map((m) => decodeQuotedPrintable(m.raw));
}

const signIn = async (m: Member) => {
  const outcome = await authenticate({
    email: m.email,
    password: 'secret123',
    ip: '203.0.113.9',
    userAgent: 'jest',
  });
  if (!outcome.ok) throw new Error(`sign-in failed: ${outcome.reason}`);
  return outcome.sessionId;
};

const auditOf = async (entity: string, entityId: number) =>
  db
    .select()
    .from(schema.auditEntries)
    .where(eq(schema.auditEntries.entityId, String(entityId)))
    .then((rows) => rows.filter((r) => r.entity === entity));

test('GET /api/profiles/{id}: the account for administrators, never for members', async () => {
  const first = await signIn(member);
  await signIn(member);
  const asAdmin = await get(`/api/profiles/${member.profileId}`, { as: suite.admin });
  expect(asAdmin.status).toBe(200);
  expect(asAdmin.body.account).toEqual({
    email: member.email,
    activated: true,
    lastSignIn: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    liveSessions: 2,
    suspended: false,
    hold: null,
  });
  // A session signed out is not live.
  await endSession(first);
  expect(
    (await get(`/api/profiles/${member.profileId}`, { as: suite.admin })).body.account.liveSessions,
  ).toBe(1);

  // The member reading their own profile, and its list: no account, no sign-in e-mail anywhere.
  for (const url of [`/api/profiles/${member.profileId}`, '/api/profiles']) {
    const own = await get(url, { as: member });
    expect(own.status).toBe(200);
    expect(own.text).not.toContain(member.email);
    expect(own.text).not.toContain('"account"');
  }
  // Another member reading a profile (a match): never the sign-in e-mail.
  const asOther = await get(`/api/matches/${member.profileId}`, { as: other });
  expect(asOther.text).not.toContain(member.email);
  const refused = await get(`/api/profiles/${member.profileId}`, { as: other });
  expect(refused.status).toBe(403);
  expect(refused.text).not.toContain(member.email);
});

describe('POST /api/profiles/{id}/account_actions', () => {
  test('administrators only; 422 without a reason or with an unknown action', async () => {
    expect((await act(null, member.profileId, { action: 'suspend', reason: 'x' })).status).toBe(401);
    expect((await act(member, member.profileId, { action: 'suspend', reason: 'x' })).status).toBe(403);
    expect((await act(other, member.profileId, { action: 'password_reset', reason: 'x' })).status).toBe(403);
    for (const action of ['resend_activation', 'password_reset', 'suspend', 'restore']) {
      const missing = await act(suite.admin, member.profileId, { action });
      expect(missing.status).toBe(422);
      expect(missing.body.violations).toEqual([expect.objectContaining({ propertyPath: 'reason' })]);
      expect((await act(suite.admin, member.profileId, { action, reason: '   ' })).status).toBe(422);
    }
    expect((await act(suite.admin, member.profileId, { action: 'delete', reason: 'x' })).status).toBe(422);
    expect((await act(suite.admin, 999999, { action: 'suspend', reason: 'x' })).status).toBe(404);
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, member.id));
    expect(user.suspendedAt).toBeNull();
  });

  test('password reset: a link mailed to the member, audited; 409 for an account not activated', async () => {
    const sent = await act(suite.admin, member.profileId, {
      action: 'password_reset',
      reason: 'Member phoned: forgot it',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ action: 'password_reset', account: { email: member.email } });
    const mails = await mailsTo(member.email);
    // mailsTo has decoded the message already: resetLinkIn would decode it a second time and break
    // a token starting with two upper-case hex digits ("token=A3…" read as an escape), one run in 16.
    expect(mails.at(-1)).toMatch(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]{43}/);
    expect((await auditOf('profiles', member.profileId)).at(-1)).toMatchObject({
      action: 'password_reset',
      actorEmail: 'desk@bureau.example',
      changes: { reason: [null, 'Member phoned: forgot it'] },
    });

    const pending = await createMember({ fullName: 'Pending Member' });
    await db.update(schema.users).set({ activated: false }).where(eq(schema.users.id, pending.id));
    expect(
      (await act(suite.admin, pending.profileId, { action: 'password_reset', reason: 'x' })).status,
    ).toBe(409);
  });

  test('resend activation: a new link that activates; 409 once activated', async () => {
    const pending = await createMember({ fullName: 'Unactivated Member' });
    await db.update(schema.users).set({ activated: false }).where(eq(schema.users.id, pending.id));
    const account = (await get(`/api/profiles/${pending.profileId}`, { as: suite.admin })).body.account;
    expect(account).toMatchObject({ activated: false, lastSignIn: null, liveSessions: 0 });

    const sent = await act(suite.admin, pending.profileId, {
      action: 'resend_activation',
      reason: 'Lost the first mail',
    });
    expect(sent.status).toBe(200);
    const raw = (await mailsTo(pending.email)).at(-1)!;
    const token = /\/activate\?token=([A-Za-z0-9_%-]+)/.exec(raw)![1];
    expect(await activateAccount({ token: decodeURIComponent(token) })).toBe('activated');
    expect((await auditOf('profiles', pending.profileId)).at(-1)).toMatchObject({
      action: 'resend_activation',
      changes: { reason: [null, 'Lost the first mail'] },
    });
    expect(
      (await act(suite.admin, pending.profileId, { action: 'resend_activation', reason: 'again' })).status,
    ).toBe(409);
  });

  test('a mail that cannot be sent: 503, no link and no audit entry', async () => {
    const before = (await auditOf('profiles', member.profileId)).length;
    const tokens = await db
      .select()
      .from(schema.accountTokens)
      .where(eq(schema.accountTokens.userId, member.id));
    process.env.SMTP_URL = 'smtp://127.0.0.1:9';
    try {
      expect(
        (await act(suite.admin, member.profileId, { action: 'password_reset', reason: 'x' })).status,
      ).toBe(503);
    } finally {
      process.env.SMTP_URL = suite.smtp.url;
    }
    expect(await auditOf('profiles', member.profileId)).toHaveLength(before);
    expect(
      await db.select().from(schema.accountTokens).where(eq(schema.accountTokens.userId, member.id)),
    ).toHaveLength(tokens.length);
  });

  test('suspend signs out everywhere and is mailed; restore lets the member back in; both audited and in moderation', async () => {
    const target = await createMember({ fullName: 'Suspended Member' });
    await signIn(target);
    const stampBefore = await currentSessionStamp(target.id);

    const suspended = await act(suite.admin, target.profileId, {
      action: 'suspend',
      reason: 'Asked members for money',
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.account).toMatchObject({ suspended: true, hold: 'suspended', liveSessions: 0 });
    expect(await currentSessionStamp(target.id)).not.toBe(stampBefore);
    expect(await verifyCredentials(target.email, 'secret123')).toEqual({ ok: false, reason: 'suspended' });
    expect(
      (await mailsTo(target.email)).some(
        (m) => m.includes('Subject: Your account is suspended') && m.includes('Asked members for money'),
      ),
    ).toBe(true);
    expect((await act(suite.admin, target.profileId, { action: 'suspend', reason: 'again' })).status).toBe(
      409,
    );
    expect((await act(suite.admin, target.profileId, { action: 'password_reset', reason: 'x' })).status).toBe(
      409,
    );

    // One item in the moderation queue, decided, audited in the same transaction.
    const items = (
      await get(`/api/moderation_items?profile=/api/profiles/${target.profileId}`, { as: suite.admin })
    ).body['hydra:member'];
    expect(items).toEqual([
      expect.objectContaining({ status: 'suspended', reason: 'Asked members for money', restoredAt: null }),
    ]);
    expect((await auditOf('moderation_items', items[0].id)).at(-1)).toMatchObject({
      action: 'decide',
      changes: { status: ['pending', 'suspended'], reason: [null, 'Asked members for money'] },
    });

    const restored = await act(suite.admin, target.profileId, {
      action: 'restore',
      reason: 'Cleared after a call',
    });
    expect(restored.status).toBe(200);
    expect(restored.body.account).toMatchObject({ suspended: false, hold: null });
    expect(await verifyCredentials(target.email, 'secret123')).toMatchObject({ ok: true });
    expect(
      (await mailsTo(target.email)).some(
        (m) => m.includes('Subject: Your account is restored') && m.includes('Cleared after a call'),
      ),
    ).toBe(true);
    const item = (await get(`/api/moderation_items/${items[0].id}`, { as: suite.admin })).body;
    expect(item).toMatchObject({
      status: 'suspended',
      restoreReason: 'Cleared after a call',
      restoredAt: expect.any(String),
    });
    expect((await auditOf('moderation_items', items[0].id)).at(-1)).toMatchObject({ action: 'restore' });
    // Nothing holds the profile now.
    expect((await act(suite.admin, target.profileId, { action: 'restore', reason: 'again' })).status).toBe(
      409,
    );
  });

  test('restore from the profile undoes a hide decided in the moderation queue', async () => {
    const target = await createMember({ fullName: 'Hidden Member' });
    const [item] = await db
      .insert(schema.moderationItems)
      .values({ kind: 'report', profileId: target.profileId, snapshot: {} })
      .returning();
    await call('PATCH', `/api/moderation_items/${item.id}`, {
      as: suite.admin,
      body: { decision: 'hidden', reason: 'Fake photos' },
    });
    expect((await get(`/api/profiles/${target.profileId}`, { as: suite.admin })).body.account.hold).toBe(
      'hidden',
    );
    const restored = await act(suite.admin, target.profileId, {
      action: 'restore',
      reason: 'Photos checked',
    });
    expect(restored.status).toBe(200);
    expect(restored.body.account.hold).toBeNull();
    expect((await get(`/api/moderation_items/${item.id}`, { as: suite.admin })).body.restoreReason).toBe(
      'Photos checked',
    );
    expect(
      (await mailsTo(target.email)).some((m) => m.includes('Subject: Your profile is visible again')),
    ).toBe(true);
  });
});
