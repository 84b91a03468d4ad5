import 'server-only';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { feeTypes, semesters } from '@/db/schema';
import { assertCollegeAccess } from '@/lib/auth/guard';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { collegeListFields, type CollegeEntity } from '@/lib/resources/college';
import { rowId } from '../input';
import {
  listOrderBy,
  listWhere,
  pagingOf,
  resultOf,
  type ListColumns,
  type ListOptions,
  type ListResult,
} from '../list-query';

/** A fee by name, as the college records print it: "Tuition Fee - Semester 1". */
export const feeNameSql = sql<string>`${feeTypes.name} || ' - ' || ${semesters.name}`;

/** A select of a record's row with its joined names, before its condition (Drizzle's builder). */
type Selection<Row> = {
  where(where: SQL | undefined): PromiseLike<Row[]> & {
    orderBy(...columns: SQL[]): { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } };
  };
};

/**
 * The list and the one-record read of a college record that is written once and read with names
 * joined (concessions, late fee rules, fine waivers): college staff and administrators only; the
 * list filtered, searched and sorted as its registry entry says, newest first, at most 1000 rows
 * unpaginated; an unknown id is a 404.
 */
export function collegeRecordReader<Row, Item>(spec: {
  entity: CollegeEntity;
  /** The record's id column: the read's key, the list's last order. */
  id: AnyPgColumn;
  columns: ListColumns;
  select: () => Selection<Row>;
  /** How many match: the table with only the joins the filters and search need. */
  count: (where: SQL | undefined) => PromiseLike<{ total: number }[]>;
  toRecord: (row: Row) => Item;
}) {
  async function list({
    actor,
    query = {},
  }: {
    actor: Actor | null;
    query?: ListOptions;
  }): Promise<ListResult<Item>> {
    assertCollegeAccess(actor);
    const paging = pagingOf(query, 1000);
    const where = listWhere(collegeListFields(spec.entity), spec.columns, query);
    const orderBy = listOrderBy(spec.columns, query, [desc(spec.id)], spec.id);
    const [rows, [{ total }]] = await Promise.all([
      spec
        .select()
        .where(where)
        .orderBy(...orderBy)
        .limit(paging.limit!)
        .offset(paging.offset),
      spec.count(where),
    ]);
    return resultOf(rows.map(spec.toRecord), total, paging);
  }

  async function get({ actor, id }: { actor: Actor | null; id: number | string }): Promise<Item> {
    assertCollegeAccess(actor);
    const [row] = await spec.select().where(eq(spec.id, rowId(id)));
    if (!row) throw AppError.notFound();
    return spec.toRecord(row);
  }

  return { list, get };
}
