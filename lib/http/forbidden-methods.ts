import http from 'node:http';
import { unknownMethodResponse } from './request-guards';

/**
 * Methods outside HTTP's usual set are answered at Node's HTTP server, before Next.js sees them:
 * TRACE and TRACK cannot even reach proxy.ts (Next.js builds a WHATWG Request for every call, the
 * Fetch standard forbids them, the constructor throws and Next.js answered 500), and answering the
 * others (PROPFIND, ...) here too keeps the proxy off the API's hot path. The 'request' event is
 * answered with 405 + Allow (lib/http/request-guards.ts). CONNECT never becomes a 'request' event;
 * Node closes those sockets itself.
 */
declare global {
  // Set once the guard is installed: registering twice (dev reloads) would wrap emit twice.
  var thirumanamMethodGuard: boolean | undefined;
}

export function refuseForbiddenMethods(): void {
  if (globalThis.thirumanamMethodGuard) return;
  globalThis.thirumanamMethodGuard = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function guardedEmit(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      const refusal = unknownMethodResponse(request.method ?? '', (request.url ?? '/').split('?')[0]);
      if (refusal) {
        void answer(request, response, refusal);
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}

async function answer(request: http.IncomingMessage, response: http.ServerResponse, refusal: Response) {
  response.writeHead(refusal.status, Object.fromEntries(refusal.headers));
  response.end(await refusal.text());
  request.resume(); // a body sent along is read and dropped
}
