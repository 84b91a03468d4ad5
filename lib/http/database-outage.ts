import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';

/**
 * Pages answer 503 with Retry-After while the database is unreachable, not 500 (issue 21 item 3).
 *
 * A server component cannot set a status: when a page's query fails, Next.js renders its error page
 * with a 500, and error boundaries run too late to change that. So the answer is changed where it
 * is written. Each request runs in an AsyncLocalStorage context of its own, opened at Node's HTTP
 * server (as lib/http/forbidden-methods.ts does); instrumentation.ts's onRequestError, which Next.js
 * calls while rendering, before the status goes out, marks the context when the error is the
 * database's being unreachable; and a 500 written for a marked request goes out as a 503 with
 * Retry-After and a small "back in a moment" page instead of Next.js's error page. API routes
 * answer their own 503 (lib/database-failure.ts) and are left as they are.
 */
type RequestMark = { retryAfterSeconds: number | null };

declare global {
  // One store and one patch per process, whatever bundle (instrumentation, dev reloads) loads this.
  var thirumanamOutageRequests: AsyncLocalStorage<RequestMark> | undefined;
}

const requests = (globalThis.thirumanamOutageRequests ??= new AsyncLocalStorage<RequestMark>());

/** The current request failed because the database is unreachable: its 500 becomes a 503. */
export function markDatabaseUnavailable(retryAfterSeconds: number): void {
  const mark = requests.getStore();
  if (mark) mark.retryAfterSeconds = retryAfterSeconds;
}

/** The page shown instead of the error page: it reloads itself once the client is told to retry. */
function outagePage(retryAfterSeconds: number): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${retryAfterSeconds}">
<title>Back in a moment - Thirumanam</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem; color: #212529">
<h1 style="font-size: 1.5rem">Back in a moment</h1>
<p>Thirumanam cannot reach its database just now. This page reloads by itself in a few seconds.</p>
</body>
</html>
`;
}

/**
 * Turns a 500 written for a marked request into the 503 page; whatever Next.js writes after is
 * dropped. Decided at the first of writeHead, write or end, since write and end send the head
 * implicitly and go on writing their own chunk.
 */
function answerOutage(response: http.ServerResponse, mark: RequestMark): void {
  const { writeHead, write, end } = response;
  let replaced = false;
  const replace = (statusCode: number): boolean => {
    if (replaced) return true;
    if (statusCode !== 500 || mark.retryAfterSeconds === null || response.headersSent) return false;
    replaced = true;
    // Next.js's own headers described its error page (type, length, caching, its router's hints).
    for (const name of response.getHeaderNames()) {
      if (/^(content-|etag$|cache-control$|vary$|x-nextjs-|link$)/.test(name)) response.removeHeader(name);
    }
    Reflect.apply(writeHead, response, [
      503,
      {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': String(mark.retryAfterSeconds),
      },
    ]);
    return true;
  };
  const callbackOf = (args: unknown[]) =>
    args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
  response.writeHead = function outageWriteHead(
    this: http.ServerResponse,
    statusCode: number,
    ...rest: unknown[]
  ) {
    if (replace(statusCode)) return this;
    return Reflect.apply(writeHead, this, [statusCode, ...rest]) as http.ServerResponse;
  } as typeof writeHead;
  response.write = function outageWrite(this: http.ServerResponse, ...args: unknown[]) {
    if (!replace(this.statusCode)) return Reflect.apply(write, this, args) as boolean;
    const done = callbackOf(args);
    if (done) process.nextTick(done);
    return true;
  } as typeof write;
  response.end = function outageEnd(this: http.ServerResponse, ...args: unknown[]) {
    if (!replace(this.statusCode)) return Reflect.apply(end, this, args) as http.ServerResponse;
    return Reflect.apply(end, this, [
      outagePage(mark.retryAfterSeconds!),
      'utf8',
      callbackOf(args),
    ]) as http.ServerResponse;
  } as typeof end;
}

declare global {
  // Set once the wrapper is installed: registering twice (dev reloads) would wrap emit twice.
  var thirumanamOutageGuard: boolean | undefined;
}

/** Runs every request of every HTTP server in a context onRequestError can mark (see above). */
export function answerDatabaseOutagesWith503(): void {
  if (globalThis.thirumanamOutageGuard) return;
  globalThis.thirumanamOutageGuard = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function outageAwareEmit(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event !== 'request') return Reflect.apply(emit, this, [event, ...args]) as boolean;
    const mark: RequestMark = { retryAfterSeconds: null };
    answerOutage(args[1] as http.ServerResponse, mark);
    return requests.run(mark, () => Reflect.apply(emit, this, [event, ...args]) as boolean);
  } as typeof emit;
}
