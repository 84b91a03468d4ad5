import 'server-only';
import { createHash } from 'node:crypto';
import {
  IdempotentRepeat,
  findIdempotencyRecord,
  storeIdempotentAnswer,
  withIdempotencyKey,
  type IdempotencyClaim,
  type IdempotencyRecord,
} from '@/lib/data/idempotency';
import type { Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import type { Endpoint } from './endpoints/types';
import type { ApiContext } from './handler';
import { readWriteBody } from './http';

/**
 * Idempotency-Key on a POST that declares it (Endpoint.idempotencyKey), the HTTP half of
 * lib/data/idempotency.ts: the same key from the same account within 24 hours gets the first
 * answer again (marked `Idempotent-Replayed: true`) and changes nothing; the same key with
 * another request is 422. No key: the request runs as always.
 */
const KEY = /^[\x21-\x7e]{1,255}$/;
/** The answer's own headers worth giving again (apiHandler adds Link, Vary and the rest). */
const KEPT_HEADERS = ['content-type', 'location', 'content-location', 'accept-patch'];

const hashOf = (request: Request, url: URL, bytes: Uint8Array) => {
  const text = new TextDecoder().decode(bytes);
  let canonical = text;
  try {
    canonical = canonicalJson(JSON.parse(text));
  } catch {
    // not JSON: the bytes themselves (the handler will refuse them anyway)
  }
  return createHash('sha256').update(`${request.method} ${url.pathname}\n${canonical}`).digest('hex');
};

/** JSON with keys sorted, so `{"a":1,"b":2}` and `{"b":2,"a":1}` are one request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

async function storedAnswerOf(response: Response) {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { status: response.status, body: await response.clone().text(), headers };
}

async function keep(claim: IdempotencyClaim, response: Response) {
  try {
    await storeIdempotentAnswer(claim, await storedAnswerOf(response));
  } catch (error) {
    // The write committed and its key with it; a repeat is answered from the created item.
    console.warn('[api] could not keep the answer of an Idempotency-Key:', (error as Error).message);
  }
}

/** The first answer again, or what the first request created when its answer was never kept. */
async function repeat(
  ctx: ApiContext,
  endpoint: Endpoint,
  actor: Actor,
  claim: IdempotencyClaim,
  first: IdempotencyRecord,
): Promise<Response> {
  if (first.requestHash !== claim.requestHash) {
    throw AppError.validation([
      {
        propertyPath: 'Idempotency-Key',
        message:
          'This key was used for another request in the last 24 hours. Use a new key for a new request.',
      },
    ]);
  }
  let response: Response;
  if (first.status !== null) {
    response = new Response(first.body, { status: first.status, headers: first.headers ?? {} });
  } else if (first.resource && endpoint.item.GET) {
    // Committed, but its answer was lost (e.g. a 503 after the commit): answer as the POST would have.
    const id = first.resource.split('/').pop()!;
    const current = await endpoint.item.GET(ctx, id, actor);
    response = new Response(current.body, { status: 201, headers: current.headers });
    response.headers.set('Location', first.resource);
    response.headers.set('Content-Location', first.resource);
    await keep(claim, response);
  } else {
    throw new AppError(
      409,
      'A request with this Idempotency-Key is still in progress. Retry in a moment.',
      [],
      {
        'Retry-After': '1',
      },
    );
  }
  response.headers.set('Idempotent-Replayed', 'true');
  return response;
}

/** Runs a declared POST under its Idempotency-Key, if it came with one. */
export async function idempotentPost(
  ctx: ApiContext,
  endpoint: Endpoint,
  actor: Actor,
  post: (ctx: ApiContext, actor: Actor) => Promise<Response>,
): Promise<Response> {
  const key = ctx.request.headers.get('idempotency-key');
  if (key === null) return post(ctx, actor);
  if (!KEY.test(key))
    throw AppError.badRequest('The "Idempotency-Key" header must be 1 to 255 visible ASCII characters.');
  const bytes = await readWriteBody(ctx.request);
  const claim = { accountId: actor.id, key, requestHash: hashOf(ctx.request, ctx.url, bytes) };
  // The body is read; the handler gets the same bytes in a request of its own.
  const request = new Request(ctx.request.url, {
    method: ctx.request.method,
    headers: ctx.request.headers,
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  const again = { ...ctx, request };
  const first = await findIdempotencyRecord(actor.id, key);
  if (first) return repeat(again, endpoint, actor, claim, first);
  try {
    const response = await withIdempotencyKey(claim, () => post(again, actor));
    if (response.ok) await keep(claim, response);
    return response;
  } catch (error) {
    if (!(error instanceof IdempotentRepeat)) throw error;
    // Another request with this key committed while this one waited for it.
    const winner = await findIdempotencyRecord(actor.id, key);
    if (!winner) throw error;
    return repeat(again, endpoint, actor, claim, winner);
  }
}
