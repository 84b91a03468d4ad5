import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { users } from '@/db/schema';
import { timingDummyHash, verifyPassword } from '@/lib/auth/password';
import type { Actor } from '@/lib/auth/roles';
import { authSecret } from '@/lib/env';

export type CredentialCheck =
  | { ok: true; actor: Actor; stamp: string }
  | { ok: false; reason: 'invalid' | 'inactive' | 'suspended' };

/**
 * What a session or an API token is issued against: it changes with the account's password, roles
 * or activation, and a session or token whose stamp is not the account's current one is refused
 * (lib/data/session-stamps.ts). Keyed with AUTH_SECRET, so that it tells nothing of the password.
 */
export function sessionStampOf(user: {
  passwordHash: string;
  roles: readonly string[];
  activated: boolean;
  suspendedAt?: Date | null;
  reinstatedAt?: Date | null;
}): string {
  // A suspension (issue 22 item 4) ends every session; accounts never suspended keep their stamps.
  // Lifting it gives a stamp of its own, so the sessions it ended do not come back to life.
  const suspended = user.suspendedAt ? '\nsuspended' : '';
  const reinstated = user.reinstatedAt ? `\nreinstated ${user.reinstatedAt.toISOString()}` : '';
  return createHmac('sha256', `session-stamp:${authSecret()}`)
    .update(`${user.passwordHash}\n${[...user.roles].sort().join(',')}\n${user.activated}${suspended}${reinstated}`)
    .digest('base64url')
    .slice(0, 22);
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The account with this e-mail, whatever its letter case (the unique index is on lower(email)). */
export const byEmail = (email: string) => eq(sql`lower(${users.email})`, normalizeEmail(email));

/**
 * Checks an e-mail and password. An unknown e-mail still costs one hash verification, so the
 * answer takes as long as for a wrong password and does not reveal which accounts exist.
 * "Not activated" and "suspended" are only told to someone who knows the password.
 */
export async function verifyCredentials(email: string, password: string): Promise<CredentialCheck> {
  const [user] = await db.select().from(users).where(byEmail(email)).limit(1);
  const valid = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), password);
  if (!user || !valid) return { ok: false, reason: 'invalid' };
  if (!user.activated) return { ok: false, reason: 'inactive' };
  // A suspended account (issue 22 item 4) does not sign in again; its owner is told why they cannot.
  if (user.suspendedAt) return { ok: false, reason: 'suspended' };
  return {
    ok: true,
    actor: { id: user.id, email: user.email, roles: user.roles },
    stamp: sessionStampOf(user),
  };
}

export const SIGN_IN_MESSAGES = {
  invalid: 'Invalid email or password.',
  inactive: 'Your account is not activated yet. Please click the link in the activation e-mail we sent you.',
  suspended:
    'Your account is suspended: we e-mailed you the reason. If you think this is a mistake, write to our Grievance Officer at /grievance.',
} as const;
