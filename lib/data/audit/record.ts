import 'server-only';
import { db } from '@/db/client';
import { sql } from 'drizzle-orm';
import { auditEntries, users } from '@/db/schema';
import { areaOf, type Actor } from '@/lib/auth/roles';

/** A transaction, or the database itself for a write that is one statement. */
export type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

type Values = Record<string, unknown> | null;

/**
 * Fields never written to the log, whatever entity they belong to: passwords, tokens, their hashes,
 * one-time codes, secrets. Matched by name so a new secret column is covered without a list to keep.
 */
const SECRET = /password|token|hash|secret|otp/i;

const plain = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
};

/** The fields whose value differs between `before` and `after` (null for a row that did not exist). */
function changedFields(before: Values, after: Values): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (SECRET.test(key)) continue;
    const old = plain(before?.[key]);
    const now = plain(after?.[key]);
    if (JSON.stringify(old) !== JSON.stringify(now)) changes[key] = [old, now];
  }
  return changes;
}

export type AuditedWrite = {
  /** create, update, delete, or what the write did (verification_call, suspend, decide, ...). */
  action: string;
  /** The resource's collection name as the API spells it (castes, profiles, students, settings). */
  entity: string;
  entityId: number | string;
  before?: Values;
  after?: Values;
};

/**
 * Records a write by an administrator or college staff in the audit log, on `tx`: the caller's own
 * transaction, so a write that rolls back leaves no entry and an entry never outlives its write.
 * Members' own writes are theirs, not the bureau's, and are not logged; nor is an update that
 * changed nothing.
 */
export async function recordAudit(tx: Pick<Tx, 'insert'>, actor: Actor | null, write: AuditedWrite): Promise<void> {
  if (!actor || areaOf(actor.roles) === 'member') return;
  const changes = changedFields(write.before ?? null, write.after ?? null);
  if (write.action === 'update' && Object.keys(changes).length === 0) return;
  await tx.insert(auditEntries).values({
    // Null when the account is gone (deleted while its session lasted): the e-mail still says who.
    actorId: sql`(select ${users.id} from ${users} where ${users.id} = ${actor.id})`,
    actorEmail: actor.email,
    action: write.action,
    entity: write.entity,
    entityId: String(write.entityId),
    changes,
  });
}
