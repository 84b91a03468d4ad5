import 'server-only';
import { findMasterResourceByCollection, lookupName } from '@/lib/resources/master-data';
import { masterRowsById } from './master-data';

/**
 * A lookup row as a dropdown or a table cell needs it: the id as the string a Mantine select holds,
 * the row's name (on Tamil pages its name in Tamil where it has one), its traditional number (stars and raasis: porutham.md) and whether it is active.
 */
type LookupListOption = { value: string; label: string; number: number | null; active: boolean; validity?: number; amount?: number };
export type LookupLists = Record<string, LookupListOption[]>;

/**
 * Several master-data collections at once, for a page to hand to its client components with its
 * first render, so that a form or a table does not open with a request per lookup. Rows come from
 * the read cache (read-cache.ts): on a warm cache this costs no database round trip. Members see
 * active rows only (plus `keep`: per collection, the ids their own profile already points at); administrators
 * see every row, as the lists' filters and old profiles need the inactive ones too.
 */
export async function loadLookupLists(
  collections: readonly string[],
  {
    includeInactive,
    keep = {},
    locale = 'en',
  }: {
    includeInactive: boolean;
    keep?: Readonly<Record<string, readonly unknown[]>>;
    /** The page's language: on Tamil pages a row's label is its name in Tamil where it has one. */
    locale?: string;
  },
): Promise<LookupLists> {
  const entries = await Promise.all(
    collections.map(async (collection) => {
      const resource = findMasterResourceByCollection(collection);
      if (!resource) throw new Error(`No master-data collection "${collection}"`);
      const kept = new Set(keep[collection] ?? []);
      const rows = [...(await masterRowsById(resource)).values()]
        .filter((row) => includeInactive || row.status || kept.has(row.id))
        .sort((a, b) => a.id - b.id)
        .map(
          (row): LookupListOption => ({
            value: String(row.id),
            label: lookupName(resource, row, locale),
            number: typeof row.number === 'number' ? row.number : null,
            active: row.status,
            // A members plan's days: the admin profile form fills Expiry from it (issue 25).
            ...(typeof row.validity === 'number' && { validity: row.validity }),
            // And its amount: the Record payment form offers it (issue 25).
            ...(typeof row.validity === 'number' && typeof row.amount === 'number' && { amount: row.amount }),
          }),
        );
      return [collection, rows] as const;
    }),
  );
  return Object.fromEntries(entries);
}
