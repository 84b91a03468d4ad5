import 'server-only';
import { eq, getTableName } from 'drizzle-orm';
import { db } from '@/db/client';
import { users } from '@/db/schema';
import { sessionStampOf } from '@/lib/data/credentials';
import { cachedRead, invalidateTableCache } from './read-cache';

const TABLE = getTableName(users);

/**
 * The stamp an account's sessions and tokens must carry now (lib/data/credentials.ts), or null
 * when the account is gone. Checked on every signed-in request, so read from memory until the
 * users table changes (NOTIFY, migration 0006).
 */
export function currentSessionStamp(userId: number): Promise<string | null> {
  return cachedRead(
    TABLE,
    `stamp:${userId}`,
    async () => {
      const [user] = await db
        .select({
          passwordHash: users.passwordHash,
          roles: users.roles,
          activated: users.activated,
          suspendedAt: users.suspendedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return user ? sessionStampOf(user) : null;
    },
    10_000,
  );
}

/** After this process changes an account: its old sessions end at once here, not at the NOTIFY. */
export const accountsChanged = () => invalidateTableCache(TABLE);
