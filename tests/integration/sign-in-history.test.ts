/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import * as schema from '@/db/schema';
import { POST as postGetToken } from '@/app/user/gettoken/route';
import { authenticate } from '@/lib/data/sign-in';
import {
  lastSignIn,
  purgeOldSignIns,
  shortUserAgent,
  SIGN_IN_KEPT_PER_ACCOUNT,
} from '@/lib/data/sign-in-history';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember } from '../helpers/members';

/*
 * The sign-in history (issue 23 section 2): each sign-in recorded with its time, address, browser
 * and method; shown to the member (/api/me, the export), nobody else; kept 90 days and 50 per
 * account; erased with the account.
 */
let sessionActor: { id: number; email: string; roles: string[] } | null = null;
jest.mock('@/lib/auth/session', () => ({
  ...jest.requireActual('@/lib/auth/session'),
  getSignedInSession: async () => (sessionActor ? { actor: sessionActor, sessionId: 'the-session' } : null),
}));

beforeAll(() => resetDatabase());
afterAll(() => closeDb());

const PASSWORD = 'secret123';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const historyOf = (userId: number) =>
  db.select().from(schema.signIns).where(eq(schema.signIns.userId, userId)).orderBy(schema.signIns.id);

describe('the sign-in history', () => {
  it('records a password sign-in and an API token taken from a session; not a failed one', async () => {
    const member = await createMember();
    expect(
      await authenticate({
        email: member.email,
        password: 'wrong',
        ip: '203.0.113.9',
        userAgent: CHROME_ANDROID,
      }),
    ).toMatchObject({ ok: false });
    expect(await historyOf(member.id)).toEqual([]);
    expect(await lastSignIn(member.id)).toBeNull();

    const ok = await authenticate({
      email: member.email,
      password: PASSWORD,
      ip: '203.0.113.7',
      userAgent: CHROME_ANDROID,
    });
    expect(ok.ok).toBe(true);
    sessionActor = { id: member.id, email: member.email, roles: ['ROLE_MEMBER'] };
    const token = await postGetToken(
      new Request('http://127.0.0.1/user/gettoken', {
        method: 'POST',
        headers: { 'user-agent': 'curl/8.5.0', 'x-forwarded-for': '198.51.100.4' },
      }),
    );
    expect(token.status).toBe(200);
    sessionActor = null;
    const rows = await historyOf(member.id);
    expect(rows.map((r) => [r.method, r.userAgent])).toEqual([
      ['password', 'Chrome 131 on Android'],
      ['token', 'curl 8'],
    ]);
    expect(rows[0].ip).toBe('203.0.113.7');
    expect((await lastSignIn(member.id))?.getTime()).toBe(rows[1].at.getTime());

    // The member reads it, newest first, in /api/me and the export; nobody else's is there.
    const other = await createMember();
    await authenticate({ email: other.email, password: PASSWORD, ip: '192.0.2.1', userAgent: SAFARI_IPHONE });
    const me = await get('/api/me', { as: member });
    expect(me.body.signIns.map((s: { method: string }) => s.method)).toEqual(['token', 'password']);
    expect(me.body.signIns[1]).toEqual({
      at: expect.stringMatching(/\+00:00$/),
      ip: '203.0.113.7',
      userAgent: 'Chrome 131 on Android',
      method: 'password',
    });
    expect(JSON.stringify(me.body)).not.toContain('192.0.2.1');
    const exported = await get('/api/me/export', { as: member });
    expect(exported.body.signIns).toHaveLength(2);
    expect(JSON.stringify(exported.body)).not.toContain('192.0.2.1');
    expect((await get('/api/me', { as: other })).body.signIns[0].userAgent).toBe('Safari 17 on iOS');
  });

  it(`keeps the last ${SIGN_IN_KEPT_PER_ACCOUNT} per account and 90 days (a moved clock), and goes with the account`, async () => {
    const member = await createMember();
    await db.insert(schema.signIns).values(
      Array.from({ length: SIGN_IN_KEPT_PER_ACCOUNT + 5 }, (_, i) => ({
        userId: member.id,
        at: new Date(Date.now() - (i + 1) * 3600_000),
        ip: '203.0.113.1',
        userAgent: 'old',
        method: 'password' as const,
      })),
    );
    await authenticate({
      email: member.email,
      password: PASSWORD,
      ip: '203.0.113.2',
      userAgent: SAFARI_IPHONE,
    });
    const kept = await historyOf(member.id);
    expect(kept).toHaveLength(SIGN_IN_KEPT_PER_ACCOUNT);
    expect(kept.some((r) => r.userAgent === 'Safari 17 on iOS')).toBe(true);
    // The oldest went: what is left is the newest 50.
    const oldestKept = Math.min(...kept.map((r) => r.at.getTime()));
    expect(oldestKept).toBeGreaterThan(Date.now() - (SIGN_IN_KEPT_PER_ACCOUNT + 1) * 3600_000);

    expect(await purgeOldSignIns({ now: new Date(Date.now() + 87 * 86_400_000) })).toBe(0);
    expect(await purgeOldSignIns({ now: new Date(Date.now() + 91 * 86_400_000) })).toBeGreaterThanOrEqual(
      SIGN_IN_KEPT_PER_ACCOUNT,
    );
    expect(await historyOf(member.id)).toEqual([]);

    await authenticate({
      email: member.email,
      password: PASSWORD,
      ip: '203.0.113.3',
      userAgent: SAFARI_IPHONE,
    });
    expect(await historyOf(member.id)).toHaveLength(1);
    expect((await call('DELETE', '/api/me', { as: member, body: { password: PASSWORD } })).status).toBe(204);
    expect(await historyOf(member.id)).toEqual([]);
  });
});

describe('shortUserAgent', () => {
  it.each([
    [CHROME_ANDROID, 'Chrome 131 on Android'],
    [SAFARI_IPHONE, 'Safari 17 on iOS'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
      'Firefox 132 on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge 131 on Windows',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      'Chrome 140 on Linux',
    ],
    ['my-client/2.0 ' + 'x'.repeat(200), ('my-client/2.0 ' + 'x'.repeat(200)).slice(0, 120)],
    [null, 'Unknown'],
  ])('%s → %s', (header, expected) => {
    expect(shortUserAgent(header)).toBe(expected);
  });
});
