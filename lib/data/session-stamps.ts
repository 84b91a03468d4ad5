import 'server-only';
import { eq, getTableName } from 'drizzle-orm';
import { db } from '@/db/client';
import { users } from '@/db/schema';
import { sessionStampOf } from '@/lib/data/credentials';
import { cachedRead, invalidateTableCache } from './read-cache';

const TABLE = getTableName(users);

/**
 * What a signed-in request needs of its account now: the stamp its sessions and tokens must carry
 * (lib/data/credentials.ts) and its sign-in e-mail, which a confirmed e-mail change moves under
 * live sessions (their cookie keeps the address they signed in with). Null when the account is
 * gone. Read on every signed-in request, so from memory until the users table changes (NOTIFY,
 * migration 0006).
 */
function currentAccount(userId: number): Promise<{ stamp: string; email: string } | null> {
  return cachedRead(
    TABLE,
    `stamp:${userId}`,
    async () => {
      const [user] = await db
        .select({
          email: users.email,
          passwordHash: users.passwordHash,
          roles: users.roles,
          activated: users.activated,
          suspendedAt: users.suspendedAt,
          reinstatedAt: users.reinstatedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return user ? { stamp: sessionStampOf(user), email: user.email } : null;
    },
    10_000,
  );
}

/** The stamp an account's sessions and tokens must carry now, or null when the account is gone. */
export async function currentSessionStamp(userId: number): Promise<string | null> {
  return (await currentAccount(userId))?.stamp ?? null;
}

/** The account's sign-in e-mail now (after any change), or null when the account is gone. */
export async function currentEmail(userId: number): Promise<string | null> {
  return (await currentAccount(userId))?.email ?? null;
}

/** After this process changes an account: its old sessions end at once here, not at the NOTIFY. */
export const accountsChanged = () => invalidateTableCache(TABLE);
