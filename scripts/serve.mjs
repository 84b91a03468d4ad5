#!/usr/bin/env node
/**
 * Serves the built app like `next start`, but through our own node:http server so every request
 * carries its TCP peer address: Next.js gives route handlers no socket, and X-Forwarded-For is
 * whatever the client wrote. Per request, any incoming x-thirumanam-peer is replaced by the socket's
 * address; lib/http/peer.ts believes that header only when THIRUMANAM_PEER_HEADER=1, which this
 * script sets for the Next.js server running in its own process.
 *
 * Around each request (lib/http/server-guards.ts): a Host that is not this app's is a 400 and, with
 * APP_URL set, a page under another host a 308 to APP_URL, both before anything runs; a body left
 * unread by the reply is drained so the connection stays usable; a stalled body is a 408; the status
 * a server action chose for malformed arguments (lib/http/reply-status.ts) replaces Next.js's 500.
 *
 * Usage: node scripts/serve.mjs [-p PORT] [-H HOSTNAME]   (defaults: $PORT or 3000, all interfaces)
 */
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { tsImport } from 'tsx/esm/api';
import { settingsOrExit } from './check-env.mjs';

const PEER_HEADER = 'x-thirumanam-peer';

function option(flag, fallback) {
  const at = process.argv.indexOf(flag);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const settings = await settingsOrExit();
const root = path.resolve(import.meta.dirname, '..');
const port = Number(option('-p', String(settings.PORT)));
const hostname = option('-H', settings.HOSTNAME);

process.env.THIRUMANAM_PEER_HEADER = '1';
process.env.NODE_ENV = 'production';

const app = next({ dev: false, dir: root, port, hostname: hostname ?? 'localhost' });
await app.prepare();
const handle = app.getRequestHandler();
const { answeredByHostGuard, guardRequestBody } = await tsImport(
  '../lib/http/server-guards.ts',
  import.meta.url,
);
const { withReplyStatus } = await tsImport('../lib/http/reply-status.ts', import.meta.url);

const server = http.createServer((req, res) => {
  if (answeredByHostGuard(req, res, settings)) return;
  guardRequestBody(req, res);
  // Assigning replaces every copy the client sent (Node joins repeated headers into one value).
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
  withReplyStatus(res, () => handle(req, res)).catch((error) => {
    console.error('[serve] request failed', error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
// Same keep-alive as `next start`, longer than usual proxy idle timeouts so a proxy never reuses a closed socket.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`Thirumanam listening on ${hostname ?? '*'}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
