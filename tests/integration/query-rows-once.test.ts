/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { inlinedText, queryRows, queryRowsOnce } from '@/db/client';
import { closeDb, resetDatabase } from '../helpers/db';

/**
 * queryRowsOnce (db/client.ts): on PostgreSQL the values are written into the text as literals so
 * that the query is one simple-protocol message; it must mean exactly what the query with
 * parameters means, for every kind of value it writes in.
 */
beforeAll(() => resetDatabase({ seed: false }));
afterAll(() => closeDb());

const dialect = new PgDialect();

test('literals for numbers, booleans, null and strings; anything else keeps its parameters', () => {
  expect(inlinedText('select $1, $2, $3, $4, $10', [-1, 2.5, true, null, 5, 6, 7, 8, 9, "it's"])).toBe(
    "select (-1), (2.5), true, null, 'it''s'",
  );
  expect(inlinedText('select $1', [Number.NaN])).toBeUndefined();
  expect(inlinedText('select $1', [new Date()])).toBeUndefined();
  expect(inlinedText('select $1', [[1, 2]])).toBeUndefined();
  expect(inlinedText('select $1', ['a\0b'])).toBeUndefined();
  // A backslash means something else with standard_conforming_strings off: never written in.
  expect(inlinedText('select $1', [String.raw`a\' or true --`])).toBeUndefined();
});

test('the same rows as the query with parameters', async () => {
  // No backslash: a string with one keeps its parameters (above), and this query must be inlined.
  const nasty = `O'Brien '' $1 -- not a comment`;
  expect(inlinedText('select $1', [nasty])).toBeDefined();
  const query = sql`select ${5}::int - ${-3}::int as difference, ${2.5}::float8 * ${2} as product, ${true} and ${false} as both,
    ${null}::int is null as missing, ${nasty}::text as text, length(${nasty}::text) as length,
    ${'2026-01-02T03:04:05Z'}::timestamptz < now() as past, 3 in (${1}, ${3}) as listed
    limit ${1} offset ${0}`;
  const once = await queryRowsOnce<Record<string, unknown>>(dialect.sqlToQuery(query));
  const withParams = await queryRows<Record<string, unknown>>(query);
  expect(once).toEqual(withParams);
  expect(once[0]).toMatchObject({
    difference: 8,
    both: false,
    missing: true,
    text: nasty,
    past: true,
    listed: true,
  });
});
