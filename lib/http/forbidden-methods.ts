import http from 'node:http';
import { unknownMethodResponse } from './request-guards';

/**
 * TRACE and TRACK never reach proxy.ts: Next.js builds a WHATWG Request for every call, and the
 * Fetch standard forbids these methods, so the constructor throws and Next.js answers 500 (TRACE
 * on any address, the probe). The only place before that is Node's HTTP server itself:
 * its 'request' event is answered here with the same 405 + Allow the proxy gives other unknown
 * methods. (CONNECT never becomes a 'request' event; Node closes those sockets itself.)
 */
const FORBIDDEN = new Set(['TRACE', 'TRACK']);
const flag = globalThis as unknown as { thirumanamMethodGuard?: boolean };

export function refuseForbiddenMethods(): void {
  if (flag.thirumanamMethodGuard) return;
  flag.thirumanamMethodGuard = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      if (FORBIDDEN.has(request.method ?? '')) {
        void answer(request, response);
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}

async function answer(request: http.IncomingMessage, response: http.ServerResponse) {
  const pathname = (request.url ?? '/').split('?')[0];
  const refusal = unknownMethodResponse(request.method ?? 'TRACE', pathname)!;
  response.writeHead(refusal.status, Object.fromEntries(refusal.headers));
  response.end(await refusal.text());
  request.resume(); // a body sent with TRACE is read and dropped
}
