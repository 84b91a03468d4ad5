import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';

/**
 * A status the app chose for a server action's reply: Next.js answers a returning action with 200
 * and a throwing one with 500, with no way to set another. An action refusing malformed arguments
 * (lib/http/action-input.ts) records 400 or 422 here; scripts/serve.mjs runs each request inside
 * this store and writes the recorded status instead of Next.js's.
 */
type StatusStore = { status?: number };
const STORE_KEY = Symbol.for('thirumanam.replyStatus');
const globalStore = globalThis as typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<StatusStore> };

function replyStatusStore(): AsyncLocalStorage<StatusStore> {
  globalStore[STORE_KEY] ??= new AsyncLocalStorage<StatusStore>();
  return globalStore[STORE_KEY];
}

/** Runs `handle` so that a status recorded during it (setReplyStatus) replaces the one Next.js writes. */
export function withReplyStatus(response: ServerResponse, handle: () => Promise<void>): Promise<void> {
  const store: StatusStore = {};
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWithStatus(
    this: ServerResponse,
    status: number,
    ...rest: unknown[]
  ) {
    const chosen = store.status ?? status;
    return Reflect.apply(writeHead, this, [chosen, ...rest]) as ServerResponse;
  } as typeof writeHead;
  return replyStatusStore().run(store, handle);
}

/** Records the status of this reply (read by withReplyStatus); a no-op outside scripts/serve.mjs. */
export function setReplyStatus(status: number): void {
  const store = replyStatusStore().getStore();
  if (store) store.status = status;
}

/** The status the reply to `work` gets: the one recorded, else 500 if it throws, else Next.js's own (undefined). */
export async function replyStatusOf(work: () => Promise<unknown>): Promise<number | undefined> {
  const store: StatusStore = {};
  try {
    await replyStatusStore().run(store, work);
  } catch {
    return store.status ?? 500;
  }
  return store.status;
}
