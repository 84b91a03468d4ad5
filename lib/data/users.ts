import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { users } from '@/db/schema';
import { assertArea } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { userListFields } from '@/lib/resources/account-lists';
import { listOrderBy, listWhere, pagingOf, resultOf, type ListColumns, type ListOptions, type ListResult } from './list-query';
import { rowId } from './input';

/**
 * Accounts, read-only, for administrators. Never the password hash: the selected columns are
 * listed here, so a column added to the table later is not printed by accident.
 */
export type UserRecord = { id: number; email: string; roles: string[]; activated: boolean; createdAt: string };


const columns: ListColumns = { id: users.id, email: users.email, activated: users.activated, createdAt: users.createdAt };
const selection = { id: users.id, email: users.email, roles: users.roles, activated: users.activated, createdAt: users.createdAt };

const toRecord = (row: { id: number; email: string; roles: string[]; activated: boolean; createdAt: Date }): UserRecord => ({
  ...row,
  createdAt: row.createdAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
});

export async function listUsers({ actor, query = {} }: { actor: Actor | null; query?: ListOptions }): Promise<ListResult<UserRecord>> {
  assertArea(actor, 'admin');
  const paging = pagingOf(query, 1000);
  const where = listWhere(userListFields, columns, query);
  const orderBy = listOrderBy(columns, query, [asc(users.id)], users.id);
  const [rows, [{ total }]] = await Promise.all([
    db.select(selection).from(users).where(where).orderBy(...orderBy).limit(paging.limit!).offset(paging.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return resultOf(rows.map(toRecord), total, paging);
}

export async function getUser({ actor, id }: { actor: Actor | null; id: number | string }): Promise<UserRecord> {
  assertArea(actor, 'admin');
  const [row] = await db.select(selection).from(users).where(eq(users.id, rowId(id)));
  if (!row) throw AppError.notFound();
  return toRecord(row);
}
