/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import { registerMember } from '@/lib/data/accounts';
import { verifyCredentials } from '@/lib/data/credentials';
import { NextRequest } from 'next/server';
import { GET as followEmailLink } from '@/app/confirm-email/route';
import { purgeDeletedAccounts, startDeletedAccountPurge } from '@/lib/data/member-account';
import { MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account';
import { randomUUID } from 'node:crypto';
import { bearerSession } from '@/lib/auth/bearer';
import { serverAuthConfig } from '@/lib/auth/server-config';
import { call, get, tokenFor } from '../helpers/api';
import { tinyPng } from '../helpers/images';
import { decodeQuotedPrintable } from '../helpers/mail';
import { mailSuite } from '../helpers/mail-suite';
import { createMember, type Member } from '../helpers/members';
import { createUser } from '../helpers/users';

/*
 * The member's own account through /api/me (issue 23 section 2): reading it, hiding the profile,
 * deleting the account with its password (what is erased, what is kept for 180 days and purged),
 * and registering again with the same e-mail. The vanish rule through every route is
 * member-visibility.test.ts.
 */
const uploads = mkdtempSync(path.join(tmpdir(), 'thirumanam-account-'));
process.env.UPLOAD_DIR = uploads;
const suite = mailSuite();

afterAll(async () => {
  rmSync(uploads, { recursive: true, force: true });
});

const PASSWORD = 'secret123'; // the helpers' password
const description = (response: { body: Record<string, unknown> }) => response.body['hydra:description'];
const profileOf = async (m: Member) =>
  (await db.select().from(schema.profiles).where(eq(schema.profiles.id, m.profileId)))[0];
/** Every stored file under the upload directory. */
const storedFiles = (dir = uploads): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? storedFiles(full) : [full];
  });

describe('GET /api/me', () => {
  it('answers the member their own account, and refuses anyone else', async () => {
    const member = await createMember({ fullName: 'Anitha' });
    const me = await get('/api/me', { as: member });
    expect(me.status).toBe(200);
    expect(me.headers.get('accept-patch')).toBe('application/merge-patch+json');
    expect(me.body).toMatchObject({
      '@id': '/api/me',
      '@type': 'Me',
      id: member.id,
      email: member.email,
      profile: `/api/profiles/${member.profileId}`,
      fullName: 'Anitha',
      hidden: false,
      married: false,
    });
    expect(me.body.registeredAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    expect((await get('/api/me')).status).toBe(401);
    expect((await get('/api/me', { as: suite.admin })).status).toBe(403);
  });
});

describe('PATCH /api/me {"hidden"}', () => {
  it('hides and shows the profile, keeping the first time it was hidden', async () => {
    const member = await createMember();
    const hidden = await call('PATCH', '/api/me', { as: member, body: { hidden: true } });
    expect(hidden.status).toBe(200);
    expect(hidden.body.hidden).toBe(true);
    const first = (await profileOf(member)).hiddenAt;
    expect(first).toBeInstanceOf(Date);
    await call('PATCH', '/api/me', { as: member, body: { hidden: true } });
    expect((await profileOf(member)).hiddenAt).toEqual(first);
    const shown = await call('PATCH', '/api/me', { as: member, body: { hidden: false } });
    expect(shown.body).toMatchObject({ hidden: false, hiddenAt: null });
    expect((await profileOf(member)).hiddenAt).toBeNull();
  });

  it('refuses bad input with nothing changed', async () => {
    const member = await createMember();
    const wrongType = await call('PATCH', '/api/me', { as: member, body: { hidden: 'yes' } });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.violations[0].propertyPath).toBe('hidden');
    const unknown = await call('PATCH', '/api/me', {
      as: member,
      body: { roles: ['ROLE_ADMIN'], hidden: true },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.violations).toEqual([{ propertyPath: 'roles', message: expect.any(String) }]);
    const notMerge = await call('PATCH', '/api/me', {
      as: member,
      body: { hidden: true },
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notMerge.status).toBe(415);
    const malformed = await call('PATCH', '/api/me', {
      as: member,
      raw: '{"hidden":',
      headers: { 'Content-Type': 'application/merge-patch+json' },
    });
    expect(malformed.status).toBe(400);
    expect((await profileOf(member)).hiddenAt).toBeNull();
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, member.id));
    expect(user.roles).toEqual(['ROLE_MEMBER']);
  });

  it('needs a profile to hide (409), a member (403) and credentials (401)', async () => {
    const bare = await createMember({ withProfile: false });
    const noProfile = await call('PATCH', '/api/me', { as: bare, body: { hidden: true } });
    expect(noProfile.status).toBe(409);
    expect(description(noProfile)).toBe(MEMBER_ACCOUNT_TEXT.noProfile);
    expect((await call('PATCH', '/api/me', { as: suite.admin, body: { hidden: true } })).status).toBe(403);
    expect((await call('PATCH', '/api/me', { body: { hidden: true } })).status).toBe(401);
  });
});

describe('DELETE /api/me', () => {
  it('refuses a missing or wrong password, and anyone but a member, with nothing deleted', async () => {
    const member = await createMember();
    const missing = await call('DELETE', '/api/me', { as: member, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.violations).toEqual([
      { propertyPath: 'password', message: MEMBER_ACCOUNT_TEXT.passwordRequired },
    ]);
    const wrong = await call('DELETE', '/api/me', { as: member, body: { password: 'not-it' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.violations).toEqual([
      { propertyPath: 'password', message: MEMBER_ACCOUNT_TEXT.passwordWrong },
    ]);
    expect(
      (
        await call('DELETE', '/api/me', {
          as: member,
          raw: 'password',
          headers: { 'Content-Type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    expect((await call('DELETE', '/api/me', { as: suite.admin, body: { password: PASSWORD } })).status).toBe(
      403,
    );
    expect((await call('DELETE', '/api/me', { body: { password: PASSWORD } })).status).toBe(401);
    expect(await profileOf(member)).toBeDefined();
    expect(await db.select().from(schema.users).where(eq(schema.users.id, member.id))).toHaveLength(1);
    expect(await db.select().from(schema.deletedAccounts)).toEqual([]);
  });

  it('erases the account at once, keeps the legal record, ends its tokens; the e-mail registers again', async () => {
    const member = await createMember({ fullName: 'Deepa' });
    const other = await createMember({ gender: 'female' });
    await db.insert(schema.termsAcceptances).values({ userId: member.id, version: '1', via: 'registration' });
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array(await tinyPng())]), 'me.png');
    const uploaded = await call('POST', '/api/media_objects', { as: member, raw: data });
    await db
      .update(schema.profiles)
      .set({ photo: uploaded.body.contentUrl })
      .where(eq(schema.profiles.id, member.profileId));
    await db
      .insert(schema.interests)
      .values({ fromProfileId: other.profileId, toProfileId: member.profileId });
    await db
      .insert(schema.shortlists)
      .values({ ownerProfileId: member.profileId, profileId: other.profileId });
    const filesBefore = storedFiles().length;
    expect(filesBefore).toBeGreaterThan(0);
    const registered = (await db.select().from(schema.users).where(eq(schema.users.id, member.id)))[0]
      .createdAt;

    const deleted = await call('DELETE', '/api/me', { as: member, body: { password: PASSWORD } });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');

    expect(await db.select().from(schema.users).where(eq(schema.users.id, member.id))).toEqual([]);
    expect(await db.select().from(schema.profiles).where(eq(schema.profiles.id, member.profileId))).toEqual(
      [],
    );
    expect(
      await db.select().from(schema.termsAcceptances).where(eq(schema.termsAcceptances.userId, member.id)),
    ).toEqual([]);
    expect(
      await db.select().from(schema.interests).where(eq(schema.interests.fromProfileId, other.profileId)),
    ).toEqual([]);
    expect(
      await db.select().from(schema.shortlists).where(eq(schema.shortlists.profileId, other.profileId)),
    ).toEqual([]);
    expect(
      await db.select().from(schema.mediaObjects).where(eq(schema.mediaObjects.ownerId, member.id)),
    ).toEqual([]);
    expect(storedFiles().length).toBeLessThan(filesBefore);
    expect(existsSync(uploads)).toBe(true);

    const [record] = await db
      .select()
      .from(schema.deletedAccounts)
      .where(sql`lower(${schema.deletedAccounts.email}) = ${member.email.toLowerCase()}`);
    expect(record).toMatchObject({
      email: member.email,
      mobile: member.mobile,
      fullName: 'Deepa',
      registeredAt: registered,
    });
    const keptDays = (record.purgeAfter.getTime() - record.deletedAt.getTime()) / 86_400_000;
    expect(keptDays).toBeCloseTo(180, 5);

    // Its API token (and every session: the same stamp) opens nothing any more.
    expect((await get('/api/me', { as: member })).status).toBe(401);

    // The e-mail is free again.
    const again = await registerMember({
      input: { email: member.email, password: 'another-pass-1' },
      ip: '203.0.113.9',
    });
    expect(again.email).toBe(member.email);
  });
});

describe('changing the sign-in e-mail (PATCH /api/me {"email", "password"})', () => {
  const mailsTo = (email: string) =>
    suite.smtp.inbox
      .filter((m) => m.to.includes(email.toLowerCase()))
      .map((m) => decodeQuotedPrintable(m.raw));
  async function linkSentTo(email: string): Promise<string> {
    for (let i = 0; i < 50 && !mailsTo(email).length; i++) await new Promise((r) => setTimeout(r, 50));
    const match = /https?:\/\/[^\s"<]+\/confirm-email\?token=[A-Za-z0-9_%-]+/.exec(
      mailsTo(email).at(-1) ?? '',
    );
    if (!match) throw new Error(`no confirmation link to ${email}`);
    return match[0];
  }
  const follow = async (link: string) => {
    const url = new URL(link);
    const response = await followEmailLink(
      new NextRequest(new URL(url.pathname + url.search, 'http://localhost:3000')),
    );
    return response.headers.get('location');
  };

  it('refuses a wrong password, a bad, taken or the same address, with nothing sent', async () => {
    const member = await createMember();
    const taken = await createUser();
    const cases: [unknown, string, string][] = [
      [{ email: 'new-1@example.com', password: 'wrong' }, 'password', MEMBER_ACCOUNT_TEXT.passwordWrong],
      [{ email: 'not an address', password: PASSWORD }, 'email', 'Enter Valid Email!'],
      [{ password: PASSWORD }, 'email', 'Enter Email!'],
      [{ email: taken.email.toUpperCase(), password: PASSWORD }, 'email', 'Email already registered!'],
      [{ email: member.email, password: PASSWORD }, 'email', MEMBER_ACCOUNT_TEXT.sameEmail],
    ];
    for (const [body, path, message] of cases) {
      const refused = await call('PATCH', '/api/me', { as: member, body });
      expect([refused.status, refused.body.violations]).toEqual([422, [{ propertyPath: path, message }]]);
    }
    expect((await get('/api/me', { as: member })).body.pendingEmail).toBeNull();
    expect(mailsTo('new-1@example.com')).toEqual([]);
  });

  it('e-mails a link to the new address; following it changes the sign-in e-mail once, and tells the old one', async () => {
    const member = await createMember();
    const next = `moved-${member.id}@example.com`;
    const token = await tokenFor(member);
    const liveCookie = {
      uid: String(member.id),
      email: member.email,
      sid: randomUUID(),
      signedInAt: Math.floor(Date.now() / 1000),
    };
    const asked = await call('PATCH', '/api/me', { as: member, body: { email: next, password: PASSWORD } });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ email: member.email, pendingEmail: next });
    const link = await linkSentTo(next);
    // Nothing changes before the link is followed.
    expect((await verifyCredentials(member.email, PASSWORD)).ok).toBe(true);

    expect(await follow(link)).toMatch(/\/user\/account\?email=changed$/);
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, member.id));
    expect(user.email).toBe(next);
    expect((await verifyCredentials(next, PASSWORD)).ok).toBe(true);
    expect((await verifyCredentials(member.email, PASSWORD)).ok).toBe(false);
    for (let i = 0; i < 50 && !mailsTo(member.email).length; i++) await new Promise((r) => setTimeout(r, 50));
    expect(mailsTo(member.email).join('\n')).toContain(`is now ${next}`);
    // The link works once; the member's sessions and tokens go on (the stamp has no e-mail).
    expect(await follow(link)).toMatch(/email=invalid$/);
    expect((await get('/api/me', { as: member })).body).toMatchObject({ email: next, pendingEmail: null });
    expect(await follow('http://localhost/confirm-email?token=nonsense')).toMatch(/email=invalid$/);
    // Live sessions and tokens from before the change show the new address (issue 23): the
    // token's actor, and the session cookie as next-auth re-issues it (/api/auth/session, pages).
    expect((await bearerSession(token))?.actor.email).toBe(next);
    const reissued = await serverAuthConfig.callbacks.jwt({ token: liveCookie } as never);
    expect(reissued).toMatchObject({ email: next, uid: String(member.id) });
  });

  it('does not take an address another account registered meanwhile', async () => {
    const member = await createMember();
    const next = `raced-${member.id}@example.com`;
    await call('PATCH', '/api/me', { as: member, body: { email: next, password: PASSWORD } });
    const link = await linkSentTo(next);
    await createUser({ email: next });
    expect(await follow(link)).toMatch(/email=taken$/);
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, member.id));
    expect(user.email).toBe(member.email);
  });
});

describe('GET /api/me/export', () => {
  it('holds everything stored about the member, and no secret', async () => {
    const member = await createMember({ fullName: 'Export Me' });
    const other = await createMember({ gender: 'female' });
    const third = await createMember({ gender: 'female' });
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array(await tinyPng())]), 'me.png');
    const photo = (await call('POST', '/api/media_objects', { as: member, raw: data })).body.contentUrl;
    await db
      .update(schema.profiles)
      .set({ photo, otp: '918273', hiddenAt: new Date('2026-01-02T03:04:05Z') })
      .where(eq(schema.profiles.id, member.profileId));
    await db.insert(schema.interests).values([
      {
        fromProfileId: member.profileId,
        toProfileId: other.profileId,
        note: 'Our families know each other.',
      },
      { fromProfileId: third.profileId, toProfileId: member.profileId, status: 'declined' },
    ]);
    await db
      .insert(schema.shortlists)
      .values({ ownerProfileId: member.profileId, profileId: third.profileId });
    await db
      .insert(schema.photoRequests)
      .values({ fromProfileId: other.profileId, toProfileId: member.profileId, status: 'granted' });
    await db.insert(schema.termsAcceptances).values({ userId: member.id, version: '2026-01', via: 'prompt' });
    await db.insert(schema.accountTokens).values({
      userId: member.id,
      purpose: 'reset-password',
      tokenHash: 'f'.repeat(64),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    await db
      .insert(schema.signInCodes)
      .values({ userId: member.id, codeHash: 'c'.repeat(64), expiresAt: new Date(Date.now() + 600_000) });
    await db.insert(schema.grievances).values({
      year: 2026,
      number: 77,
      ticket: 'GRV-2026-77',
      name: 'Export Me',
      email: member.email.toUpperCase(),
      subject: 'data',
      details: 'Please check my data.',
    });

    const reported = await call('POST', '/api/reports', {
      as: member,
      body: {
        profile: `/api/profiles/${other.profileId}`,
        reason: 'asks_for_money',
        details: 'Asked for a loan.',
      },
    });
    expect(reported.status).toBe(201);
    expect(
      (
        await call('POST', '/api/blocks', {
          as: member,
          body: { profile: `/api/profiles/${third.profileId}` },
        })
      ).status,
    ).toBe(201);

    await db.insert(schema.profileVisits).values({
      viewerProfileId: member.profileId,
      viewedProfileId: other.profileId,
      viewedOn: '2026-01-03',
    });
    const saved = await call('POST', '/api/saved_searches', {
      as: member,
      body: { name: 'Near Madurai', query: 'ageFrom=25' },
    });
    expect(saved.status).toBe(201);

    const exported = await get('/api/me/export', { as: member });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^application\/ld\+json/);
    expect(exported.headers.get('content-disposition')).toMatch(
      /attachment; filename="thirumanam-my-data.json"/,
    );
    const body = exported.body;
    expect(body).toMatchObject({
      '@id': '/api/me/export',
      account: { id: member.id, email: member.email, roles: ['ROLE_MEMBER'], activated: true },
      profile: {
        '@id': `/api/profiles/${member.profileId}`,
        fullName: 'Export Me',
        mobile: member.mobile,
        photo,
        hiddenAt: '2026-01-02T03:04:05+00:00',
      },
      photos: [photo],
      interests: [
        {
          direction: 'sent',
          member: `/api/profiles/${other.profileId}`,
          status: 'pending',
          note: 'Our families know each other.',
        },
        { direction: 'received', member: `/api/profiles/${third.profileId}`, status: 'declined', note: null },
      ],
      shortlists: [{ member: `/api/profiles/${third.profileId}` }],
      photoRequests: [
        { direction: 'received', member: `/api/profiles/${other.profileId}`, status: 'granted' },
      ],
      termsAcceptances: [{ version: '2026-01', via: 'prompt' }],
      emailedLinks: [{ purpose: 'reset-password', usedAt: null }],
      signInCodes: [{ usedAt: null, attempts: 0 }],
      grievances: [{ ticket: 'GRV-2026-77', subject: 'data', details: 'Please check my data.' }],
      reports: [
        {
          member: `/api/profiles/${other.profileId}`,
          reason: 'asks_for_money',
          details: 'Asked for a loan.',
        },
      ],
      blocks: [{ member: `/api/profiles/${third.profileId}` }],
      profileViews: [{ member: `/api/profiles/${other.profileId}` }],
      savedSearches: [{ name: 'Near Madurai', query: 'ageFrom=25', alert: false }],
    });
    expect(body.profile.browsePrivately).toBe(false);
    expect(body.files).toEqual([expect.objectContaining({ contentUrl: photo, type: 'image/webp' })]);
    // Readable: the profile with its references by name, under the form's labels.
    expect(body.profileAsShown).toEqual(
      expect.arrayContaining([{ field: 'fullName', label: expect.any(String), value: 'Export Me' }]),
    );
    expect(body.profileAsShown.find((f: { field: string }) => f.field === 'gender').value).toBe('Male');
    // No secret, and nothing of the other members but the address of their profile.
    for (const secret of [
      '918273',
      'f'.repeat(64),
      'c'.repeat(64),
      'passwordHash',
      'otp',
      other.fullName,
      other.mobile,
    ])
      expect(exported.text).not.toContain(secret);
  });

  it('is for the member alone', async () => {
    expect((await get('/api/me/export')).status).toBe(401);
    expect((await get('/api/me/export', { as: suite.admin })).status).toBe(403);
  });
});

describe('the 180-day record', () => {
  const day = 86_400_000;

  it('is purged once its 180 days have passed, not before (a moved clock)', async () => {
    await db.delete(schema.deletedAccounts);
    const member = await createMember();
    expect((await call('DELETE', '/api/me', { as: member, body: { password: PASSWORD } })).status).toBe(204);
    expect(await purgeDeletedAccounts({ now: new Date(Date.now() + 179 * day) })).toBe(0);
    expect(await db.select().from(schema.deletedAccounts)).toHaveLength(1);
    expect(await purgeDeletedAccounts({ now: new Date(Date.now() + 181 * day) })).toBe(1);
    expect(await db.select().from(schema.deletedAccounts)).toEqual([]);
  });

  it('is purged by the job every instance starts (at start-up, then every few hours)', async () => {
    const now = Date.now();
    await db.insert(schema.deletedAccounts).values([
      {
        email: 'old@example.com',
        registeredAt: new Date(now - 400 * day),
        deletedAt: new Date(now - 181 * day),
        purgeAfter: new Date(now - day),
      },
      {
        email: 'recent@example.com',
        registeredAt: new Date(now - 40 * day),
        deletedAt: new Date(now - 10 * day),
        purgeAfter: new Date(now + 170 * day),
      },
    ]);
    startDeletedAccountPurge();
    for (let i = 0; i < 50; i++) {
      const rows = await db.select().from(schema.deletedAccounts);
      if (rows.length === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await db.select().from(schema.deletedAccounts)).map((r) => r.email)).toEqual([
      'recent@example.com',
    ]);
  });
});
