import 'server-only';

/**
 * Work done after the answer has gone out, for answers that must not tell, by how long they take,
 * what the work found (resending an activation e-mail: only known, unactivated accounts get one).
 * The app runs as a long-lived Node server (`next start`), so a promise left running completes;
 * its failure is logged, since nobody is waiting for it.
 */
const pending = new Set<Promise<void>>();

export function runInBackground(label: string, task: () => Promise<void>): void {
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => console.error(`[background] ${label} failed:`, String(error)))
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every background task started so far (and any they start) has finished. */
export async function backgroundWorkDone(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
