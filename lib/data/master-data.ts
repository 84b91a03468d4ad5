import 'server-only';
import { and, asc, count, eq, getTableColumns, getTableName, or, type SQL } from 'drizzle-orm';
import { getTableConfig, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { db } from '@/db/client';
import { fees, profiles, students } from '@/db/schema';
import { assertCollegeAccess } from '@/lib/auth/guard';
import { isAdmin, type Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { isCollegeResource, type MasterResource } from '@/lib/resources/master-data';
import { masterListFields } from '@/lib/resources/master-list';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, pgError } from './db-errors';
import { CONSTRAINT_MESSAGES } from '@/lib/validation/constraint-messages';
import { parseInput } from '@/lib/validation/parse-input';
import { expectObject, pickTyped, rowId } from './input';
import { listOrderBy, listWhere, pagingOf, resultOf, type ListOptions, type ListResult } from './list-query';
import { cacheDependsOn, cachedRead, invalidateTableCache } from './read-cache';
import { assertSettingKeepsSemesters } from './college/semester-limits';
import { recordAudit } from './audit/record';
import { masterDefaults, masterInputProperties, masterInputSchema } from './master-schema';

/** One master-data row as the API and the screens see it: id, the registry's fields, status. */
export type MasterRecord = Readonly<{ id: number; status: boolean } & Record<string, string | number | boolean | null>>;

type Options = { actor: Actor | null; resource: MasterResource };

/**
 * Matrimony lists: any signed-in user reads (members: active rows only). College lists: college
 * staff and administrators only. Returns whether the reader sees inactive rows too.
 */
function assertCanRead(actor: Actor | null, resource: MasterResource): boolean {
  if (isCollegeResource(resource)) return !!assertCollegeAccess(actor);
  if (!actor) throw AppError.unauthorized();
  return isAdmin(actor);
}

/** Matrimony lists: administrators write. College lists: college staff and administrators. */
export function assertCanWriteMasterData(actor: Actor | null, resource?: MasterResource): Actor {
  if (resource && isCollegeResource(resource)) return assertCollegeAccess(actor);
  if (!actor) throw AppError.unauthorized();
  if (!isAdmin(actor)) throw AppError.forbidden();
  return actor;
}

// The registry's table is a union of several table types; its columns are reached by name.
const column = (resource: MasterResource, name: string) => {
  const columns: Record<string, AnyPgColumn> = getTableColumns(resource.table);
  return columns[name];
};

const tableName = (resource: MasterResource) => getTableName(resource.table);

function columnsOf(resource: MasterResource): Record<string, AnyPgColumn> {
  const columns: Record<string, AnyPgColumn> = { id: column(resource, 'id'), status: column(resource, 'status') };
  for (const field of resource.fields) columns[field.name] = column(resource, field.column);
  return columns;
}

function toRecord(resource: MasterResource, row: Record<string, unknown>): MasterRecord {
  const record: Record<string, string | number | boolean | null> = { id: row.id as number };
  for (const field of resource.fields) record[field.name] = (row[field.column] ?? null) as string | number | null;
  record.status = row.status as boolean;
  return Object.freeze(record) as MasterRecord;
}

function toColumns(resource: MasterResource, values: Record<string, unknown>) {
  const row: Record<string, unknown> = { status: values.status };
  for (const field of resource.fields) row[field.column] = values[field.name] ?? null;
  return row;
}

/**
 * A page of a master-data list: filtered, sorted and counted in SQL, the result cached until the
 * table changes. Members see active rows only.
 */
export async function listMasterData({ actor, resource, query = {} }: Options & { query?: ListOptions }): Promise<ListResult<MasterRecord>> {
  const admin = assertCanRead(actor, resource);
  const paging = pagingOf(query);
  const columns = columnsOf(resource);
  const where = and(listWhere(masterListFields(resource), columns, query), admin ? undefined : eq(columns.status, true));
  const orderBy = listOrderBy(columns, query, [asc(columns.id)], columns.id);
  const key = JSON.stringify([admin, paging, query.filters, query.order, query.q]);
  return cachedRead(tableName(resource), key, async () => {
    const page = db.select().from(resource.table).where(where).orderBy(...orderBy).offset(paging.offset);
    const [rows, [{ total }]] = await Promise.all([
      paging.limit === undefined ? page : page.limit(paging.limit),
      db.select({ total: count() }).from(resource.table).where(where),
    ]);
    const items = rows.map((row) => toRecord(resource, row as Record<string, unknown>));
    return Object.freeze(resultOf(items, total, paging));
  });
}

/**
 * A master-data list page as the API prints it, `build`'s bytes kept per reader kind (administrators
 * see inactive rows) and query string until the table changes, beside listMasterData's result:
 * every form reads these lists, and printing the page again on each request (its query parsed,
 * its SQL written, its JSON built and encoded) cost more than all else the request did. Kept apart
 * (`<table> pages`, 200 URLs at most) so that a stream of new URLs cannot push out the rows by id
 * that the profiles resolve their references against. The reader is checked on every request.
 */
export function cachedMasterListBody(
  { actor, resource, search }: Options & { search: string },
  build: () => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const admin = assertCanRead(actor, resource);
  const pages = `${tableName(resource)} pages`;
  cacheDependsOn(pages, [tableName(resource)]);
  return cachedRead(pages, `${admin ? 'admin' : 'member'}?${search}`, build);
}

/** Every row of a table, active or not, by id: what profiles resolve their references against. */
export async function masterRowsById(resource: MasterResource): Promise<ReadonlyMap<number, MasterRecord>> {
  return cachedRead(tableName(resource), 'all-by-id', async () => {
    const rows = await db.select().from(resource.table);
    return new Map(rows.map((row) => [row.id, toRecord(resource, row as Record<string, unknown>)]));
  });
}

export async function getMasterData({ actor, resource, id }: Options & { id: number | string }): Promise<MasterRecord> {
  const admin = assertCanRead(actor, resource);
  const record = (await masterRowsById(resource)).get(rowId(id));
  if (!record || (!admin && !record.status)) throw AppError.notFound();
  return record;
}

/**
 * Type-checks and validates a body against the entity's rules (the admin form's own schema), on
 * top of `base`: one violation per field, the message the form shows under it.
 */
function validate(resource: MasterResource, input: unknown, base: Record<string, unknown>) {
  const body = pickTyped(expectObject(input), masterInputProperties(resource));
  return parseInput(masterInputSchema(resource), { ...base, ...body });
}

/** A name another row has (any letter case: a unique index on lower(name)) is refused on the name field. */
function duplicateOr(error: unknown, resource: MasterResource): never {
  if (pgError(error)?.code === UNIQUE_VIOLATION) throw AppError.taken(resource.fields[0].name, CONSTRAINT_MESSAGES.unique);
  throw error;
}

export async function createMasterData({ actor, resource, input }: Options & { input: unknown }): Promise<MasterRecord> {
  assertCanWriteMasterData(actor, resource);
  const values = validate(resource, input, masterDefaults(resource));
  try {
    // Each table's insert type differs; the registry guarantees the columns exist.
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(resource.table).values(toColumns(resource, values) as never).returning();
      const record = toRecord(resource, row as Record<string, unknown>);
      await recordAudit(tx, actor, { action: 'create', entity: resource.collection, entityId: record.id, after: record });
      return record;
    });
  } catch (error) {
    duplicateOr(error, resource);
  } finally {
    invalidateTableCache(tableName(resource));
  }
}

/** PATCH (mode 'merge': absent keys unchanged, null clears) or PUT ('replace': absent keys reset to defaults). */
export async function updateMasterData({
  actor,
  resource,
  id,
  input,
  mode,
}: Options & { id: number | string; input: unknown; mode: 'merge' | 'replace' }): Promise<MasterRecord> {
  assertCanWriteMasterData(actor, resource);
  const key = rowId(id);
  const [current] = await db.select().from(resource.table).where(eq(column(resource, 'id'), key));
  if (!current) throw AppError.notFound();
  const base = mode === 'merge' ? toRecord(resource, current as Record<string, unknown>) : masterDefaults(resource);
  const values = validate(resource, input, base);
  if (isCollegeResource(resource)) await assertSettingKeepsSemesters(resource.collection, key, values);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(resource.table)
        .set(toColumns(resource, values) as never)
        .where(eq(column(resource, 'id'), key))
        .returning();
      if (!row) throw AppError.notFound();
      const record = toRecord(resource, row as Record<string, unknown>);
      const before = toRecord(resource, current as Record<string, unknown>);
      await recordAudit(tx, actor, { action: 'update', entity: resource.collection, entityId: key, before, after: record });
      return record;
    });
  } catch (error) {
    duplicateOr(error, resource);
  } finally {
    invalidateTableCache(tableName(resource));
  }
}

/** The rows that may point at a list: profiles for matrimony lists, students and fees for college ones. */
const referencingTables = (resource: MasterResource) =>
  isCollegeResource(resource) ? [students, fees] : [profiles];

/** The columns of `table` that reference this entity's table, read from the schema's foreign keys. */
function referencingColumns(resource: MasterResource, table: typeof profiles | typeof students | typeof fees): AnyPgColumn[] {
  const name = tableName(resource);
  return getTableConfig(table)
    .foreignKeys.map((fk) => fk.reference())
    .filter((ref) => getTableName(ref.foreignTable) === name)
    .flatMap((ref) => ref.columns);
}

async function usage(resource: MasterResource, id: number): Promise<number> {
  let total = 0;
  for (const table of referencingTables(resource)) {
    const columns = referencingColumns(resource, table);
    if (columns.length === 0) continue;
    const uses: SQL[] = columns.map((c) => eq(c, id));
    const [row] = await db.select({ total: count() }).from(table).where(or(...uses));
    total += row.total;
  }
  return total;
}

function inUse(resource: MasterResource, n: number) {
  const users = isCollegeResource(resource) ? (n === 1 ? 'record uses' : 'records use') : n === 1 ? 'profile uses' : 'profiles use';
  return AppError.conflict(`Cannot delete this ${resource.title}: ${n} ${users} it.`);
}

/** Deletes a row no profile uses; one in use is refused with 409 and nothing changes. */
export async function deleteMasterData({ actor, resource, id }: Options & { id: number | string }): Promise<void> {
  assertCanWriteMasterData(actor, resource);
  const key = rowId(id);
  const used = await usage(resource, key);
  if (used > 0) throw inUse(resource, used);
  try {
    await db.transaction(async (tx) => {
      const [deleted] = await tx.delete(resource.table).where(eq(column(resource, 'id'), key)).returning();
      if (!deleted) throw AppError.notFound();
      const before = toRecord(resource, deleted as Record<string, unknown>);
      await recordAudit(tx, actor, { action: 'delete', entity: resource.collection, entityId: key, before });
    });
  } catch (error) {
    // A profile took it into use between the check and the delete.
    if (pgError(error)?.code === FOREIGN_KEY_VIOLATION) throw inUse(resource, await usage(resource, key));
    throw error;
  } finally {
    invalidateTableCache(tableName(resource));
  }
}
