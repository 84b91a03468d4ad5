import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { users } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { isLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The account's copy of the language choice, so it follows the member to another browser or phone:
 * sign-in puts it back into the NEXT_LOCALE cookie. Visitors have only the cookie.
 */
export async function rememberLocale(actor: Actor | null, locale: Locale): Promise<void> {
  if (!actor) return;
  await db.update(users).set({ locale }).where(eq(users.id, actor.id));
}

/** The language the account chose, if it ever did. */
export async function savedLocale(userId: number): Promise<Locale | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return isLocale(row?.locale) ? row.locale : null;
}
