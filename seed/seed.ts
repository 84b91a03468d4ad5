import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { masterResources, type MasterResource } from '@/lib/resources/master-data';
import { db } from '@/db/client';
import { users } from '@/db/schema';
import { seedData, tamilNames } from './seed-data';

export const DEFAULT_ADMIN_EMAIL = 'admin@thirumanam.local';

type Log = (line: string) => void;

/** Turns a seed row into column values through the registry's field list. */
function toColumns(resource: MasterResource, row: string | Record<string, string | number>) {
  const values: Record<string, string | number> = {};
  for (const field of resource.fields) {
    const value = typeof row === 'string' ? (field.column === 'name' ? row : undefined) : row[field.name];
    if (value !== undefined) values[field.column] = value;
  }
  // The name in Tamil, where the row does not carry its own: the shipped list's (seed-data.ts).
  const tamil = tamilNames[resource.key]?.[String(values.name)];
  if (values.nameTa === undefined && tamil !== undefined) values.nameTa = tamil;
  return values;
}

/**
 * Fills each master-data list that is still empty. A list the administrators have already
 * touched is left alone, so running this again (every start does) changes nothing.
 */
export async function seedMasterData(log: Log = () => {}): Promise<void> {
  for (const resource of masterResources) {
    const [{ rows }] = await db.select({ rows: count() }).from(resource.table);
    if (rows > 0) continue;
    const values = (seedData[resource.key] ?? []).map((row) => toColumns(resource, row));
    if (values.length === 0) continue;
    // Each table's insert type differs; the registry guarantees the columns exist.
    await db.insert(resource.table).values(values as never);
    log(`seeded ${values.length} rows into ${resource.key}`);
  }
}

/**
 * Makes sure an administrator can sign in. With ADMIN_EMAIL/ADMIN_PASSWORD the account follows
 * them; without, the first start creates one with a generated password and prints it once.
 */
export async function ensureAdmin(log: Log = console.log): Promise<void> {
  const { ADMIN_EMAIL: configured, ADMIN_PASSWORD: password } = env();
  const email = (configured ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  if (!configured) {
    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`'ROLE_ADMIN' = any(${users.roles})`)
      .limit(1);
    if (admin) return;
  }
  const [existing] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));

  if (existing) {
    const roles = existing.roles.includes('ROLE_ADMIN') ? existing.roles : [...existing.roles, 'ROLE_ADMIN'];
    const passwordHash =
      password && !(await verifyPassword(existing.passwordHash, password))
        ? await hashPassword(password)
        : existing.passwordHash;
    if (roles !== existing.roles || passwordHash !== existing.passwordHash || !existing.activated) {
      await db
        .update(users)
        .set({ roles, passwordHash, activated: true, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      log(`administrator ${email} updated from ADMIN_EMAIL/ADMIN_PASSWORD`);
    }
    return;
  }

  const generated = password ? undefined : randomBytes(12).toString('base64url');
  await db.insert(users).values({
    email,
    passwordHash: await hashPassword(password ?? generated!),
    roles: ['ROLE_ADMIN'],
    activated: true,
  });
  log(
    generated
      ? `\n  Administrator account created: ${email}\n  Password (shown only this once): ${generated}\n`
      : `administrator ${email} created from ADMIN_EMAIL/ADMIN_PASSWORD`,
  );
}

export async function seedDatabase(log: Log = console.log): Promise<void> {
  await seedMasterData(log);
  await ensureAdmin(log);
}
