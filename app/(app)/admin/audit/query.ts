import 'server-only';
import { addDays, indianMidnight } from '@/lib/format';
import { parseListQuery } from '@/lib/hydra/query';
import { AUDIT_COLLECTION, auditListFields } from '@/lib/resources/bureau-lists';

/** The screen's filters, as the address keeps them: person, entity, from, to (yyyy-mm-dd), page. */
export type AuditFilters = { person: string; entity: string; from: string; to: string; page: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function auditFiltersOf(params: Record<string, string | string[] | undefined>): AuditFilters {
  const one = (key: string) => {
    const value = params[key];
    return (Array.isArray(value) ? value[0] : (value ?? '')).trim().slice(0, 254);
  };
  const day = (key: string) => (DAY.test(one(key)) ? one(key) : '');
  return {
    person: one('person'),
    entity: one('entity'),
    from: day('from'),
    to: day('to'),
    page: Math.max(1, Number(one('page')) || 1),
  };
}

/**
 * The same filters as GET /api/audit_entries takes them, read by the same parser: the screen, its
 * CSV and the API list the same entries. The days are India's, as the screen shows each entry's
 * time: From starts at India's midnight (not UTC's, 05:30 there), and "To" includes its whole day.
 */
export function auditQuery(filters: AuditFilters, paging: { itemsPerPage?: number; all?: boolean } = {}) {
  const search = new URLSearchParams();
  if (filters.person) search.set('actorEmail', filters.person);
  if (filters.entity) search.set('entity', filters.entity);
  if (filters.from) search.set('createdAt[after]', indianMidnight(filters.from));
  if (filters.to) search.set('createdAt[strictly_before]', indianMidnight(addDays(filters.to, 1)));
  if (paging.all) search.set('pagination', 'false');
  else {
    search.set('page', String(filters.page));
    if (paging.itemsPerPage) search.set('itemsPerPage', String(paging.itemsPerPage));
  }
  return parseListQuery(search, auditListFields, AUDIT_COLLECTION);
}

/** One changed field as the screen and the CSV show it: "field: old → new". */
export function changeLines(changes: Record<string, [unknown, unknown]>): string[] {
  const shown = (value: unknown) =>
    value === null || value === '' ? '(empty)' : typeof value === 'string' ? value : JSON.stringify(value);
  return Object.entries(changes).map(([field, [old, now]]) => `${field}: ${shown(old)} → ${shown(now)}`);
}
