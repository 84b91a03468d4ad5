import 'server-only';
import { AppError } from '@/lib/errors';
import { readBodyUpTo } from '@/lib/http/body';
import { assertNoNulInBody } from '@/lib/validation/nul';

export const JSONLD_CONTENT_TYPE = 'application/ld+json; charset=utf-8';
export const MERGE_PATCH = 'application/merge-patch+json';
/** Largest JSON body accepted: far above any profile, far below what could hurt the server. */
const JSON_BODY_LIMIT = 1024 * 1024;

/** Headers every API response carries (shared/docs/API.md, "Prefix and media types"). */
export function apiHeaders(origin: string): Record<string, string> {
  return {
    Link: `<${origin}/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`,
    Vary: 'Accept',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'deny',
  };
}

/**
 * Caching (issue 21, item 8). Every API answer is `no-store` unless its route says otherwise
 * (apiHandler adds it): anything signed-in may be personal (a revealed mobile, a profile, a token),
 * and a shared proxy or the back button of a shared computer must not keep it. Only the public
 * documents that are the same for every reader opt in: the discovery documents for five minutes
 * (they change with a release, and a client should see a new resource soon after one).
 */
export const NO_STORE = 'no-store';
export const PUBLIC_DOCUMENT_CACHE = 'public, max-age=300';

export function jsonLd(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': JSONLD_CONTENT_TYPE, ...headers },
  });
}

export const noContent = () => new Response(null, { status: 204 });

const ACCEPTED = new Set(['*/*', 'application/*', 'application/ld+json', 'application/json']);

/** `*\/*`, application/ld+json and application/json (and no Accept at all) get JSON-LD, a route's `alsoAccepted` types its own; anything else 406. */
export function assertAcceptable(accept: string | null, alsoAccepted: string[] = []): void {
  if (!accept || !accept.trim()) return;
  const ranges = accept.split(',').map((part) => {
    const [type, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return { type, q: q ? Number(q.slice(2)) : 1 };
  });
  if (ranges.some((r) => (ACCEPTED.has(r.type) || alsoAccepted.includes(r.type)) && r.q > 0)) return;
  const supported = ['application/ld+json', 'application/json', ...alsoAccepted]
    .map((t) => `"${t}"`)
    .join(', ');
  throw new AppError(
    406,
    `Requested format "${ranges[0]?.type ?? ''}" is not supported. Supported MIME types are ${supported}.`,
  );
}

const mediaType = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();

/** POST and PUT take JSON-LD or JSON; PATCH only merge-patch (API.md). Anything else: 415. */
function assertContentType(request: Request, method: 'POST' | 'PUT' | 'PATCH'): void {
  const type = mediaType(request);
  if (!type) throw new AppError(415, 'The "Content-Type" header must exist.');
  const supported = method === 'PATCH' ? [MERGE_PATCH] : ['application/ld+json', 'application/json'];
  if (!supported.includes(type)) {
    throw new AppError(
      415,
      `The content-type "${type}" is not supported. Supported MIME types are ${supported.map((s) => `"${s}"`).join(', ')}.`,
    );
  }
}

const tooLarge = () => new AppError(413, 'Request Entity Too Large', [], { Connection: 'close' });

/** The body's bytes, refusing with 413 as soon as it passes `limit` (the rest is never read). */
async function readBodyCapped(request: Request, limit: number): Promise<Uint8Array> {
  const body = await readBodyUpTo(request, limit);
  if (body === null) throw tooLarge();
  return body;
}

/** A write's body bytes, capped as readJsonBody caps them (for what must see them first: lib/hydra/idempotency.ts). */
export const readWriteBody = (request: Request) => readBodyCapped(request, JSON_BODY_LIMIT);

/** The JSON body of a write: content type checked, size capped, syntax checked (400 "Syntax error"). */
export async function readJsonBody(request: Request, method: 'POST' | 'PUT' | 'PATCH'): Promise<unknown> {
  assertContentType(request, method);
  const bytes = await readBodyCapped(request, JSON_BODY_LIMIT);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw AppError.badRequest('Syntax error');
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw AppError.badRequest('Syntax error');
  }
  assertNoNulInBody(body);
  return body;
}
