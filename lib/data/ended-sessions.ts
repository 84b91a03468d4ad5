import 'server-only';
import { eq, getTableName, lt, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { endedSessions } from '@/db/schema';
import { SESSION_ABSOLUTE_SECONDS } from '@/lib/auth/config';
import { API_TOKEN_TTL_SECONDS } from '@/lib/auth/token';
import { cachedRead, invalidateTableCache } from './read-cache';

const TABLE = getTableName(endedSessions);

/**
 * How long a signed-out session is remembered: until no cookie or API token naming it can still be
 * valid. A cookie lives at most SESSION_ABSOLUTE_SECONDS from sign-in however often it is refreshed
 * (lib/auth/config.ts), and a token from /user/gettoken at most API_TOKEN_TTL_SECONDS after that;
 * counted from the sign-out, which comes after the sign-in, it is a bound for every session.
 */
const ENDED_SESSION_KEPT_SECONDS = SESSION_ABSOLUTE_SECONDS + API_TOKEN_TTL_SECONDS;

/**
 * Session ids (the `sid` claim next-auth's JWT carries from sign-in, lib/auth/config.ts) that were
 * signed out. The cookie is a self-contained signed token, so signing out must be remembered on the
 * server until every copy of that cookie, and every API token tied to the session, has expired.
 */
export async function endSession(sessionId: string): Promise<void> {
  await db
    .insert(endedSessions)
    .values({ sessionId, expiresAt: sql`now() + ${ENDED_SESSION_KEPT_SECONDS}::int * interval '1 second'` })
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
