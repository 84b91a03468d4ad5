import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { auditEntries } from '@/db/schema';
import { assertArea } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { auditListFields } from '@/lib/resources/bureau-lists';
import { rowId } from '../input';
import { listOrderBy, listWhere, pagingOf, resultOf, type ListColumns, type ListOptions, type ListResult } from '../list-query';

/**
 * The audit log (issue 25 item 4), read by administrators only: who (the e-mail at the time),
 * when, what (entity and id) and each changed field's old and new value. Newest first; filtered
 * by person, entity, id, action and date in SQL.
 */
export type AuditEntry = typeof auditEntries.$inferSelect;

const columns: ListColumns = {
  id: auditEntries.id,
  actorEmail: auditEntries.actorEmail,
  action: auditEntries.action,
  entity: auditEntries.entity,
  entityId: auditEntries.entityId,
  createdAt: auditEntries.createdAt,
};

/** Longest export: the log grows without end; a wider file is asked for by date. */
const AUDIT_EXPORT_CAP = 10_000;

export async function listAuditEntries({ actor, query = {} }: { actor: Actor | null; query?: ListOptions }): Promise<ListResult<AuditEntry>> {
  assertArea(actor, 'admin');
  const paging = pagingOf(query, AUDIT_EXPORT_CAP);
  const where = listWhere(auditListFields, columns, query);
  const orderBy = listOrderBy(columns, query, [desc(auditEntries.createdAt), desc(auditEntries.id)], auditEntries.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(...orderBy)
      .limit(paging.limit!)
      .offset(paging.offset),
    db.select({ total: count() }).from(auditEntries).where(where),
  ]);
  return resultOf(rows, total, paging);
}

export async function getAuditEntry({ actor, id }: { actor: Actor | null; id: number | string }): Promise<AuditEntry> {
  assertArea(actor, 'admin');
  const [row] = await db.select().from(auditEntries).where(eq(auditEntries.id, rowId(id)));
  if (!row) throw AppError.notFound();
  return row;
}
