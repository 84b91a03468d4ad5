import 'server-only';
import type { RawRows } from '@/db/client';

/**
 * Which cached tables other instances changed, without LISTEN: a transaction-mode pooler (PgBouncer)
 * lends a server connection per transaction, so a LISTEN there hears nothing. The trigger that sends
 * NOTIFY also leaves one row per writing transaction in table_change (migration 0012). Each poll
 * takes, in the same statement, PostgreSQL's current snapshot and the tables of rows whose
 * transaction was not yet visible in the previous poll's snapshot: exactly the changes committed
 * since, however late a long transaction commits, and without a shared counter writers would queue on.
 */
const POLL_SQL = `
  select pg_current_snapshot()::text as snapshot,
    coalesce((select string_agg(distinct table_name, ',') from table_change
      where $1::text is not null
        and changed_at > now() - interval '10 minutes'
        and not pg_visible_in_snapshot(xid, $1::text::pg_snapshot)), '') as tables`;
const PRUNE_SQL = `delete from table_change where changed_at < now() - interval '10 minutes'`;
const PRUNE_EVERY_MS = 60_000;

export type ChangePoller = { stop: () => void };

/**
 * Polls every `intervalMs`: `onChanged(table)` for each table changed since the previous poll,
 * while `alive()`, `onReady()` after each successful poll (the first one marks the starting point: everything
 * cached before it is suspect, so the caller drops it), `onFailed()` when a poll fails.
 */
export function pollTableChanges(
  rows: RawRows,
  intervalMs: number,
  handlers: { alive: () => boolean; onChanged: (table: string) => void; onReady: (first: boolean) => void; onFailed: (error: unknown) => void },
): ChangePoller {
  let snapshot: string | null = null;
  let stopped = false;
  let lastPrune = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const poll = async () => {
    // A replaced connection (tests reopen it) gets a poller of its own.
    if (stopped || !handlers.alive()) return;
    try {
      const [row] = await rows<{ snapshot: string; tables: string }>(POLL_SQL, [snapshot]);
      const first = snapshot === null;
      snapshot = row.snapshot;
      for (const table of row.tables ? row.tables.split(',') : []) handlers.onChanged(table);
      handlers.onReady(first);
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await rows(PRUNE_SQL, []);
      }
    } catch (error) {
      // Changes may be missed while polls fail: start over from a fresh snapshot.
      snapshot = null;
      handlers.onFailed(error);
    }
    if (!stopped) {
      timer = setTimeout(poll, intervalMs);
      timer.unref?.();
    }
  };
  void poll();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
