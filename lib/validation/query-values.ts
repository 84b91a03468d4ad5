import type { AppError } from '@/lib/errors';
import { idFromIdOrIri } from '@/lib/resources/iri';

/**
 * The one reader of a URL's query values, behind both query parsers: API Platform's list
 * parameters (lib/hydra/query.ts) and the matches' own (lib/matching/match-query.ts, which the
 * matches page reads its URL with too). A value that cannot be read is the caller's 400: `refuse`
 * names the parameter in that API's words. API Platform's reading is `lenient`, as PHP's is: spaces
 * around a value and the case of a word ("TRUE", " DESC") are forgiven; the matches read words and
 * ids exactly as written. Numbers are read trimmed by both.
 */
export type Refuse = (name: string, value: string) => AppError;

export function queryReader(refuse: Refuse, { lenient }: { lenient: boolean }) {
  const word = (value: string) => (lenient ? value.trim().toLowerCase() : value);
  return {
    /** A whole number of at most `digits` digits (a minus sign allowed) within min..max. */
    integer(name: string, value: string, { min = -Infinity, max = Infinity, digits = 15 } = {}): number {
      const v = value.trim();
      const n = new RegExp(`^-?\\d{1,${digits}}$`).test(v) ? Number(v) : NaN;
      if (!(n >= min && n <= max)) throw refuse(name, value);
      return n;
    },
    /** true/1 or false/0. */
    boolean(name: string, value: string): boolean {
      const v = word(value);
      if (v === 'true' || v === '1') return true;
      if (v === 'false' || v === '0') return false;
      throw refuse(name, value);
    },
    /** A sort direction. */
    direction(name: string, value: string): 'asc' | 'desc' {
      const v = word(value);
      if (v === 'asc' || v === 'desc') return v;
      throw refuse(name, value);
    },
    /** A row of `collection`, by id ("3") or IRI ("/api/castes/3"). */
    id(name: string, value: string, collection: string): number {
      const id = idFromIdOrIri(lenient ? value.trim() : value, collection);
      if (id === null) throw refuse(name, value);
      return id;
    },
  };
}

/** The last value of the first of `names` the query holds (a repeated parameter keeps its last, as PHP reads it). */
export function lastValue(
  search: URLSearchParams,
  ...names: string[]
): { name: string; value: string } | undefined {
  for (const name of names) {
    const values = search.getAll(name);
    if (values.length) return { name, value: values[values.length - 1] };
  }
  return undefined;
}
