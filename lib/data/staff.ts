import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { db } from '@/db/client';
import { accountTokens, users } from '@/db/schema';
import { normalizeEmail } from '@/lib/data/credentials';
import { assertArea } from '@/lib/auth/guard';
import { hashPassword } from '@/lib/auth/password';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { sendMail } from '@/lib/mail';
import { appUrl } from '@/lib/mail/messages';
import { setPasswordMail } from '@/lib/mail/staff-messages';
import { ACCOUNT_MESSAGES, setPasswordSchema, staffSchema } from '@/lib/validation/account';
import { ensureCommonPasswords } from '@/lib/validation/common-passwords';
import { parseInput } from '@/lib/validation/parse-input';
import { claimAccountToken, hashToken } from './accounts';
import { accountsChanged } from './session-stamps';
import { recordAudit, type Tx } from './audit/record';

/**
 * College staff accounts, managed by administrators (issue 12, item 0). A new account has an
 * unusable random password and is not activated until its holder follows the e-mailed link and
 * chooses a password. Disabling deactivates the account, which also ends its sessions and tokens
 * (the session stamp includes the activated flag); sending a new link lets its holder back in.
 */
const SET_PASSWORD_TTL_HOURS = 72;
const PURPOSE = 'set-password';

export type StaffRecord = { id: number; email: string; name: string | null; roles: string[]; activated: boolean; createdAt: string };

const isStaff = sql`'ROLE_COLLEGE' = any(${users.roles})`;

export async function listStaff({ actor }: { actor: Actor | null }): Promise<StaffRecord[]> {
  assertArea(actor, 'admin');
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.displayName, roles: users.roles, activated: users.activated, createdAt: users.createdAt })
    .from(users)
    .where(isStaff)
    .orderBy(asc(users.id))
    .limit(1000);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

async function mailSetPasswordLink(user: { id: number; email: string }, origin?: string, tx: Pick<Tx, 'insert'> = db) {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(accountTokens).values({
    userId: user.id,
    purpose: PURPOSE,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SET_PASSWORD_TTL_HOURS * 3600_000),
  });
  const link = `${appUrl(origin)}/setpassword?token=${encodeURIComponent(token)}`;
  await sendMail(setPasswordMail(user.email, link, SET_PASSWORD_TTL_HOURS));
}

/**
 * One transaction: the account, its link, the audit entry and the mail. A mail that cannot be sent
 * rolls it all back (503): an account whose link never went out was never created, nor logged.
 */
export async function createStaff({ actor, input, origin }: { actor: Actor | null; input: unknown; origin?: string }): Promise<StaffRecord> {
  assertArea(actor, 'admin');
  const { email, role, name } = parseInput(staffSchema, input);
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const user = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, passwordHash, roles: [role], activated: false, displayName: name || null })
      .onConflictDoNothing()
      .returning();
    if (!user) throw AppError.taken('email', ACCOUNT_MESSAGES.emailTaken);
    await recordAudit(tx, actor, { action: 'create', entity: 'users', entityId: user.id, after: { email: user.email, name: user.displayName, roles: user.roles, activated: user.activated } });
    try {
      await mailSetPasswordLink(user, origin, tx);
    } catch (error) {
      if (error instanceof AppError) throw error;
      console.error(`[mail] set-password e-mail to ${email} failed:`, error instanceof Error ? error.message : error);
      throw new AppError(503, ACCOUNT_MESSAGES.mailFailed);
    }
    return user;
  });
  return { id: user.id, email: user.email, name: user.displayName, roles: user.roles, activated: user.activated, createdAt: user.createdAt.toISOString() };
}

async function staffById(id: number) {
  const [user] = await db.select().from(users).where(and(eq(users.id, id), isStaff));
  if (!user) throw AppError.notFound();
  return user;
}

export async function disableStaff({ actor, id }: { actor: Actor | null; id: number }): Promise<void> {
  assertArea(actor, 'admin');
  const user = await staffById(id);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ activated: false, updatedAt: new Date() }).where(eq(users.id, user.id));
    // Unused links die with the account's access: only a new "send link" lets it back in.
    await tx.update(accountTokens).set({ usedAt: new Date() }).where(and(eq(accountTokens.userId, user.id), isNull(accountTokens.usedAt)));
    await recordAudit(tx, actor, { action: 'disable', entity: 'users', entityId: user.id, before: { activated: user.activated }, after: { activated: false } });
  });
  accountsChanged();
}

export async function resendStaffLink({ actor, id, origin }: { actor: Actor | null; id: number; origin?: string }): Promise<void> {
  assertArea(actor, 'admin');
  await mailSetPasswordLink(await staffById(id), origin);
}

/** Follows the e-mailed link: the token works once, before it expires; the account is active after. */
export async function setStaffPassword({ input }: { input: unknown }): Promise<{ email: string }> {
  await ensureCommonPasswords();
  const { token, password } = parseInput(setPasswordSchema, input);
  const passwordHash = await hashPassword(password);
  const email = await db.transaction(async (tx) => {
    const row = await claimAccountToken(tx, { token, purpose: PURPOSE });
    if (!row) throw AppError.badRequest('This link is invalid, used or expired. Ask your administrator for a new one.');
    const [user] = await tx.update(users).set({ passwordHash, activated: true, updatedAt: new Date() }).where(eq(users.id, row.userId)).returning({ email: users.email });
    return user.email;
  });
  accountsChanged();
  return { email: normalizeEmail(email) };
}
