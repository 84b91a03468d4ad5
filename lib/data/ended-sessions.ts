import 'server-only';
import { eq, getTableName, lt, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { endedSessions } from '@/db/schema';
import { cachedRead, invalidateTableCache } from './read-cache';

const TABLE = getTableName(endedSessions);

/**
 * Session ids (the `sid` claim next-auth's JWT carries from sign-in, lib/auth/config.ts) that were
 * signed out. The cookie is a self-contained signed token, so signing out must be remembered on the
 * server until every copy of that cookie has expired: `lifetimeSeconds` after the sign-out, since
 * each request may have rolled the cookie's expiry forward by the session's full lifetime.
 */
export async function endSession(sessionId: string, lifetimeSeconds: number): Promise<void> {
  await db
    .insert(endedSessions)
    .values({ sessionId, expiresAt: sql`now() + ${lifetimeSeconds}::int * interval '1 second'` })
    .onConflictDoNothing();
  invalidateTableCache(TABLE);
  // Rows past their expiry guard nothing any more; sweep them now and then.
  if (Math.random() < 0.05) await db.delete(endedSessions).where(lt(endedSessions.expiresAt, sql`now()`));
}

/** Whether this session was signed out. Checked on every signed-in request: cached until the table changes. */
export function isSessionEnded(sessionId: string): Promise<boolean> {
  return cachedRead(
    TABLE,
    `ended:${sessionId}`,
    async () => {
      const [row] = await db
        .select({ id: endedSessions.sessionId })
        .from(endedSessions)
        .where(eq(endedSessions.sessionId, sessionId))
        .limit(1);
      return Boolean(row);
    },
    10_000,
  );
}
