import type { IncomingMessage, ServerResponse } from 'node:http';
import { disallowedHostMessage, isAllowedHost } from './allowed-hosts';

/**
 * What scripts/serve.mjs does around each request, at Node's HTTP server where the socket is
 * visible (Next.js hands route handlers none): refuse unknown hosts, move pages to APP_URL, keep
 * a connection usable after a reply that left its body unread, and time out bodies that stall.
 *
 * No '@/' imports: scripts/serve.mjs loads this file through tsx at start.
 */

/** A body that stops arriving for this long while the app waits for it is answered 408. */
const BODY_IDLE_MS = 5_000;
/** An unread body after a reply is read and dropped up to this size and time; past either the connection closes. */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;
const DRAIN_TIME_MS = 15_000;

/** The settings of lib/env.ts these guards read (scripts/serve.mjs parses them once at start). */
type ServeSettings = {
  APP_URL?: string;
  ALLOWED_HOSTS: readonly string[];
  TRUST_PROXY: ((address: string, hop: number) => boolean) | null;
};

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;
};

/** The Host and scheme the client asked for: a trusted proxy's X-Forwarded-Host/Proto, else Host over http. */
function addressedAs(request: IncomingMessage, settings: ServeSettings) {
  const viaProxy = Boolean(settings.TRUST_PROXY?.(request.socket.remoteAddress ?? '', 0));
  const host = (viaProxy && header(request, 'x-forwarded-host')) || request.headers.host;
  const proto = viaProxy ? header(request, 'x-forwarded-proto')?.toLowerCase() : undefined;
  return { host, proto: proto === 'https' ? 'https' : 'http' };
}

function answer(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(text);
}

/** Paths proxy.ts runs for (its matcher): pages, server actions and the legacy calls, not /api or files. */
const PAGE_PATH = /^\/(?!api|_next\/static|_next\/image|media|favicon\.ico|.*\.(?:png|webp|svg|pdf|ico)$)/;

/**
 * Answers the request here and returns true when its host is not this app's (400, before anything
 * runs: without APP_URL, e-mailed links follow the host), or when APP_URL is set and a page is asked
 * for under another host (308 to the same path on APP_URL, absolute: Next.js shortens a proxy
 * redirect's Location to a path when it thinks the host matches, and the browser then looped).
 */
export function answeredByHostGuard(
  request: IncomingMessage,
  response: ServerResponse,
  settings: ServeSettings,
): boolean {
  const { host, proto } = addressedAs(request, settings);
  if (!isAllowedHost(host, { appUrl: settings.APP_URL, allowedHosts: settings.ALLOWED_HOSTS })) {
    answer(response, 400, disallowedHostMessage(host ?? ''));
    request.resume();
    return true;
  }
  const method = request.method ?? 'GET';
  const target = request.url ?? '/';
  if (!settings.APP_URL || !host || !['GET', 'HEAD'].includes(method) || !PAGE_PATH.test(target))
    return false;
  let origin: string;
  try {
    origin = new URL(`${proto}://${host}`).origin;
  } catch {
    return false;
  }
  if (origin === settings.APP_URL) return false;
  answer(response, 308, '', { Location: new URL(target, settings.APP_URL).href });
  return true;
}

/**
 * Reads and drops what is left of a body the app answered without reading (a refused upload):
 * unread, it held the connection, and the next request on it (behind a proxy's keep-alive,
 * another user's) waited about 65 s. Node drops such a body itself only when nobody had started
 * reading it; here a reader had (the web stream handed to the route), so its listeners go first.
 */
function drainUnreadBody(request: IncomingMessage) {
  const socket = request.socket;
  let drained = 0;
  const deadline = setTimeout(() => socket.destroy(), DRAIN_TIME_MS);
  deadline.unref();
  request.removeAllListeners('data');
  request.removeAllListeners('readable');
  request.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) socket.destroy();
  });
  request.once('end', () => clearTimeout(deadline));
  request.once('close', () => clearTimeout(deadline));
  process.nextTick(() => request.resume());
}

/**
 * Watches a request with a body: after the reply, an unread rest is drained (above); before it, a
 * body that stops arriving while the app waits for it (shorter than its Content-Length, or a
 * stalled chunked body) is answered 408 and its connection closed after BODY_IDLE_MS, instead of
 * holding the request until Node's 5-minute request timeout.
 */
export function guardRequestBody(
  request: IncomingMessage,
  response: ServerResponse,
  idleMs = BODY_IDLE_MS,
): void {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (!(declared > 0) && request.headers['transfer-encoding'] === undefined) return;
  const socket = request.socket;
  let seenBytes = socket.bytesRead;
  let progressAt = Date.now();
  const timer = setInterval(
    () => {
      if (request.complete || socket.destroyed || response.writableEnded) return clearInterval(timer);
      // Bytes waiting in the request's buffer are the app's to read, not the client's delay.
      if (socket.bytesRead !== seenBytes || request.readableLength > 0) {
        seenBytes = socket.bytesRead;
        progressAt = Date.now();
        return;
      }
      if (Date.now() - progressAt < idleMs) return;
      clearInterval(timer);
      if (!response.headersSent) {
        answer(response, 408, 'The request body did not arrive in time.', { Connection: 'close' });
      }
      response.once('finish', () => socket.destroy());
      if (response.writableFinished) socket.destroy();
    },
    Math.min(1_000, idleMs / 2),
  );
  timer.unref();
  response.once('finish', () => {
    clearInterval(timer);
    if (!request.complete && !socket.destroyed) drainUnreadBody(request);
  });
  response.once('close', () => clearInterval(timer));
}
