/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import { verifyCredentials } from '@/lib/data/credentials';
import { getActor } from '@/lib/auth/session';
import { endSession, isSessionEnded } from '@/lib/data/ended-sessions';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

// next-auth's auth() needs a request scope Jest does not have: it stands in here with the decoded
// session cookie; the checks after it are the real ones (the end-to-end tests replay real cookies).
type Session = { user: { id: string; email: string; roles: string[]; stamp: string; sid?: string } } | null;
let cookieSession: Session = null;
jest.mock('@/lib/auth/index', () => ({ auth: async () => cookieSession }));

beforeAll(() => resetDatabase({ seed: false }));
afterAll(() => closeDb());

async function signIn(email: string, password: string) {
  const check = await verifyCredentials(email, password);
  if (!check.ok) throw new Error(`cannot sign in: ${check.reason}`);
  const { actor, stamp } = check;
  return { user: { id: String(actor.id), email: actor.email, roles: actor.roles, stamp, sid: randomUUID() } };
}

describe('signing out ends the session on the server', () => {
  it('a signed-out session opens nothing when its cookie is replayed; other sessions go on', async () => {
    const user = await createUser({ password: 'first-pass' });
    const phone = await signIn(user.email, 'first-pass');
    const laptop = await signIn(user.email, 'first-pass');
    cookieSession = phone;
    expect((await getActor())?.id).toBe(user.id);

    await endSession(phone.user.sid, 7 * 24 * 3600);
    expect(await getActor()).toBeNull();
    cookieSession = laptop;
    expect((await getActor())?.id).toBe(user.id);
  });

  it('refuses a session that carries no id (issued before sessions had one)', async () => {
    const user = await createUser({ password: 'first-pass' });
    const session = await signIn(user.email, 'first-pass');
    cookieSession = { user: { ...session.user, sid: undefined } };
    expect(await getActor()).toBeNull();
  });

  it('remembers an ended session as long as a cookie carrying it could still be valid', async () => {
    const sid = randomUUID();
    expect(await isSessionEnded(sid)).toBe(false);
    await endSession(sid, 3600);
    await endSession(sid, 3600); // signing out twice is harmless
    expect(await isSessionEnded(sid)).toBe(true);
    const [row] = await queryRows<{ seconds: number }>(
      sql`select extract(epoch from expires_at - now())::int as seconds from ended_session where session_id = ${sid}`,
    );
    expect(Number(row.seconds)).toBeGreaterThan(3500);
    expect(Number(row.seconds)).toBeLessThanOrEqual(3600);
  });
});
