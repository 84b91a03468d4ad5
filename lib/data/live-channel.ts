import 'server-only';
import { getConnection } from '@/db/client';
import { env } from '@/lib/env';

/**
 * Live updates over LISTEN/NOTIFY (issue 26): a trigger sends NOTIFY <channel> '<key>' at commit,
 * whoever writes, through whichever instance; each process LISTENs once per channel (on
 * DATABASE_LISTEN_URL behind a pooler) and wakes the subscribers of that key (an open thread's
 * conversation id, a member's profile id for their notices). Behind a transaction-mode pooler
 * without a direct connection there is nothing to LISTEN on, as for the read cache
 * (read-cache.ts): subscribers then look for themselves every livePollInterval(); with LISTEN they still
 * look every 5 s as a safety net for notifications lost while the listening connection was down.
 */
type Hub = { connection: unknown; listening: boolean; subscribers: Map<number, Set<() => void>> };

declare global {
  // One hub per channel and process, like the read cache's store.
  var thirumanamLiveHubs: Map<string, Hub> | undefined;
}

function hub(channel: string): Hub {
  globalThis.thirumanamLiveHubs ??= new Map();
  let h = globalThis.thirumanamLiveHubs.get(channel);
  if (!h) globalThis.thirumanamLiveHubs.set(channel, (h = { connection: null, listening: false, subscribers: new Map() }));
  const connection = getConnection();
  if (h.connection !== connection) {
    const current = h;
    current.connection = connection;
    current.listening = false;
    const listen = connection.listen;
    if (listen)
      listen(
        channel,
        (payload) => {
          for (const wake of current.subscribers.get(Number(payload)) ?? []) wake();
        },
        // (Re)connected: notifications may have been missed meanwhile; every subscriber looks again.
        () => {
          current.listening = true;
          for (const set of current.subscribers.values()) for (const wake of set) wake();
        },
      ).catch((error: unknown) => {
        console.error(`[live] LISTEN ${channel} failed; its streams poll instead`, error);
        current.listening = false;
      });
  }
  return h;
}

/** Runs `wake` whenever `channel` is notified for `key`; returns the unsubscribe. */
function onLiveChange(channel: string, key: number, wake: () => void): () => void {
  const h = hub(channel);
  let set = h.subscribers.get(key);
  if (!set) h.subscribers.set(key, (set = new Set()));
  set.add(wake);
  return () => {
    set.delete(wake);
    if (set.size === 0) h.subscribers.delete(key);
  };
}

/** How often a stream on `channel` looks for itself: rarely while LISTEN works. */
const livePollInterval = (channel: string): number =>
  hub(channel).listening ? 5_000 : (env().DATABASE_CHANGE_POLL_MS ?? 1_000);

/**
 * A text/event-stream answer that sends `event: change` with the state `look` returns (JSON) at
 * once and then whenever it differs from the last one sent (checked when woken by NOTIFY or by the
 * poll), and `event: gone` then the end when `look` returns null. `since` is the state the client
 * already holds (the one its page was rendered at): then the first event comes only when the state
 * differs from it, at once if it changed while the page loaded or the stream reconnected.
 */
export function liveStream({
  channel,
  key,
  signal,
  look: read,
  since = '',
}: {
  channel: string;
  key: number;
  signal: AbortSignal;
  look: () => Promise<string | null>;
  since?: string;
}): Response {
  let last: string | null = since;
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let busy = false;
      let again = false;
      let closed = false;
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const look = async () => {
        if (busy) {
          again = true;
          return;
        }
        busy = true;
        try {
          do {
            again = false;
            const now = await read().catch(() => last);
            if (now === last) continue;
            last = now;
            if (now === null) {
              send('event: gone\ndata: {}\n\n');
              stop();
              return;
            }
            send(`event: change\ndata: ${now}\n\n`);
          } while (again);
        } finally {
          busy = false;
        }
      };
      const unsubscribe = onLiveChange(channel, key, () => void look());
      void look();
      let timer: ReturnType<typeof setTimeout>;
      const tick = () => {
        timer = setTimeout(() => {
          void look().finally(tick);
        }, livePollInterval(channel));
      };
      tick();
      // A comment every 20 s keeps proxies from closing a quiet stream.
      const heartbeat = setInterval(() => send(': keep-alive\n\n'), 20_000);
      stop = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        clearTimeout(timer);
        clearInterval(heartbeat);
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      signal.addEventListener('abort', () => stop());
      send('retry: 2000\n\n');
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: next start gzips compressible answers and would hold the events in its
      // compression buffer until it fills; the browser would hear nothing (RFC 9111 §5.2.2.6).
      'Cache-Control': 'no-store, no-transform',
      // nginx must pass each event on at once rather than buffer the answer.
      'X-Accel-Buffering': 'no',
    },
  });
}
