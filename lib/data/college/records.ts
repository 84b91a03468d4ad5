import 'server-only';
import { asc, count, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { db } from '@/db/client';
import { assertCollegeAccess } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { collegeListFields, placed, type CollegeEntity, type CollegeField } from '@/lib/resources/college';
import { iriOf as iri } from '@/lib/resources/iri';
import { collegeSchema } from '@/lib/validation/college';
import { parseInput } from '@/lib/validation/parse-input';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, pgError } from '../db-errors';
import { expectObject, type InputProperty, pickTyped, rowId } from '../input';
import { listOrderBy, listWhere, pagingOf, resultOf, type ListColumns, type ListOptions, type ListResult } from '../list-query';
import { unresolved } from './input';
import { recordAudit } from '../audit/record';

/**
 * One data layer for the college's record lists (students, fees, and the next one), read from the
 * registry entry (lib/resources/college.ts): the list's columns, the record the API prints, the
 * input it takes and its rules. What differs per entity is given beside the table: computed
 * values, the checks that need the database, the message when a unique value is taken.
 */
export type CollegeRecord = { id: number } & Record<string, string | number | boolean | null>;

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
type Values = Record<string, unknown>;

export type CollegeTable = {
  entity: CollegeEntity;
  // Each entity's table has its own type; its columns are reached by the registry's names.
  table: Parameters<typeof db.insert>[0] & { id: AnyPgColumn };
  /** Values computed in SQL beside the columns (a student's due, paid and balance). */
  computed?: Record<string, SQL<number>>;
  /** Checks inside the saving transaction; `current` is the record an update changes. */
  check?: (tx: Tx, values: Values, current: CollegeRecord | null) => Promise<void>;
  /** The answer when a unique index refuses the row. */
  taken: (values: Values) => AppError;
};

/** The table's property that stores a field: a lookup's id (course → courseId), else its name. */
const columnName = (field: CollegeField) => (field.kind === 'lookup' ? `${field.name}Id` : field.name);

const stored = (spec: CollegeTable) =>
  spec.entity.fields.filter((f) => f.kind !== 'id' && !spec.computed?.[f.name] && !f.readOnly);

function columnsOf(spec: CollegeTable): Record<string, AnyPgColumn> {
  const all = getTableColumns(spec.table) as Record<string, AnyPgColumn>;
  const columns: Record<string, AnyPgColumn> = { id: all.id };
  for (const field of stored(spec)) columns[field.name] = all[columnName(field)];
  return columns;
}

const listColumns = (spec: CollegeTable): ListColumns => columnsOf(spec);

const selectionOf = (spec: CollegeTable) => ({ ...columnsOf(spec), ...spec.computed });

function toRecord(spec: CollegeTable, row: Values): CollegeRecord {
  const record: CollegeRecord = { id: row.id as number };
  for (const field of spec.entity.fields) {
    if (field.kind === 'id' || !placed(field, 'api') || !(field.name in row)) continue;
    const value = row[field.name];
    if (field.kind === 'lookup') record[field.name] = iri(field.collection!, value as number);
    else if (spec.computed?.[field.name]) record[field.name] = Number(value);
    else record[field.name] = value as string | number | boolean | null;
  }
  return record;
}

export async function listCollegeRecords(
  spec: CollegeTable,
  { actor, query = {} }: { actor: Actor | null; query?: ListOptions },
): Promise<ListResult<CollegeRecord>> {
  assertCollegeAccess(actor);
  const paging = pagingOf(query, 1000);
  const columns = listColumns(spec);
  const where = listWhere(collegeListFields(spec.entity), columns, query);
  const orderBy = listOrderBy(columns, query, [asc(columns.id)], columns.id);
  const [rows, [{ total }]] = await Promise.all([
    db.select(selectionOf(spec)).from(spec.table).where(where).orderBy(...orderBy).limit(paging.limit!).offset(paging.offset),
    db.select({ total: count() }).from(spec.table).where(where),
  ]);
  return resultOf((rows as Values[]).map((row) => toRecord(spec, row)), total, paging);
}

export async function getCollegeRecord(
  spec: CollegeTable,
  { actor, id }: { actor: Actor | null; id: number | string },
): Promise<CollegeRecord> {
  assertCollegeAccess(actor);
  const [row] = await db.select(selectionOf(spec)).from(spec.table).where(eq(spec.table.id, rowId(id)));
  if (!row) throw AppError.notFound();
  return toRecord(spec, row as Values);
}

const INPUT_KIND: Partial<Record<CollegeField['kind'], InputProperty['kind']>> = {
  text: 'string',
  phone: 'string',
  email: 'string',
  lookup: 'iri',
  rupees: 'integer',
  date: 'date',
  status: 'boolean',
};

/** Type-checks a body (400 for a wrong JSON type), then the registry's rules on top of `base` (422). */
function validate(spec: CollegeTable, input: unknown, base: Values): Values {
  const properties = stored(spec).flatMap((f): InputProperty[] =>
    INPUT_KIND[f.kind] ? [{ name: f.name, kind: INPUT_KIND[f.kind]! }] : [],
  );
  return parseInput(collegeSchema(spec.entity), { ...base, ...pickTyped(expectObject(input), properties) });
}

/** The row to write: each field under its column. */
function toColumns(spec: CollegeTable, values: Values): Values {
  return Object.fromEntries(stored(spec).map((f) => [columnName(f), values[f.name]]));
}

function mapWriteError(spec: CollegeTable, error: unknown, values: Values): never {
  const code = pgError(error)?.code;
  if (code === UNIQUE_VIOLATION) throw spec.taken(values);
  if (code === FOREIGN_KEY_VIOLATION) throw unresolved();
  throw error;
}

export async function createCollegeRecord(
  spec: CollegeTable,
  { actor, input }: { actor: Actor | null; input: unknown },
): Promise<CollegeRecord> {
  assertCollegeAccess(actor);
  const values = validate(spec, input, {});
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await spec.check?.(tx, values, null);
      // The registry's columns exist on the table; its insert type is the table's own.
      const [row] = await tx.insert(spec.table).values(toColumns(spec, values) as never).returning({ id: spec.table.id });
      await recordAudit(tx, actor, { action: 'create', entity: spec.entity.collection, entityId: row.id as number, after: values });
      return row.id as number;
    });
  } catch (error) {
    mapWriteError(spec, error, values);
  }
  return getCollegeRecord(spec, { actor, id });
}

/** PATCH: absent keys keep their value. */
export async function updateCollegeRecord(
  spec: CollegeTable,
  { actor, id, input }: { actor: Actor | null; id: number | string; input: unknown },
): Promise<CollegeRecord> {
  const current = await getCollegeRecord(spec, { actor, id });
  const base = Object.fromEntries(stored(spec).map((f) => [f.name, current[f.name]]));
  const values = validate(spec, input, base);
  try {
    await db.transaction(async (tx) => {
      await spec.check?.(tx, values, current);
      await tx.update(spec.table).set(toColumns(spec, values) as never).where(eq(spec.table.id, current.id));
      // The stored values before, read through the same rules, so only real changes show.
      const before = validate(spec, {}, base);
      await recordAudit(tx, actor, { action: 'update', entity: spec.entity.collection, entityId: current.id, before, after: values });
    });
  } catch (error) {
    mapWriteError(spec, error, values);
  }
  return getCollegeRecord(spec, { actor, id: current.id });
}
