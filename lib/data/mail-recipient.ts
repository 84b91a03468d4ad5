import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { users } from '@/db/schema';
import type { Recipient } from '@/lib/mail/messages';
import { recipientOf } from '@/lib/mail/recipient';

/**
 * Where, and in which language, an account is e-mailed: its address and its stored language
 * (users.locale; English if it never chose one). Null for no account (an offline registration).
 */
export async function recipientOfUser(userId: number | null): Promise<Recipient | null> {
  if (userId === null) return null;
  const [row] = await db.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId));
  return row ? recipientOf(row) : null;
}
