import { users } from '@/db/schema';
import { db } from '@/db/client';
import { hashPassword } from '@/lib/auth/password';
import type { Actor, Role } from '@/lib/auth/roles';

let counter = 0;

/** Creates an account and returns it as an Actor (what the data layer takes). */
export async function createUser(
  options: { email?: string; password?: string; roles?: Role[]; activated?: boolean } = {},
): Promise<Actor & { password: string }> {
  counter += 1;
  const password = options.password ?? 'secret123';
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `user${counter}-${Date.now()}@example.com`,
      passwordHash: await hashPassword(password),
      roles: options.roles ?? ['ROLE_MEMBER'],
      activated: options.activated ?? true,
    })
    .returning();
  return { id: user.id, email: user.email, roles: user.roles, password };
}
