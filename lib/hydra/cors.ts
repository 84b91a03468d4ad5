import { env } from '@/lib/env';

/**
 * Cross-origin access to the API, as API Platform's server gives it (NelmioCorsBundle): origins
 * matching the regular expression `CORS_ALLOW_ORIGIN` may call the API from a browser; unset, no
 * other origin may. API Platform Admin and api-doc-parser need the preflight to allow
 * `Authorization` (they send a Bearer token, never cookies: credentials stay off) and a
 * `Content-Type` such as application/merge-patch+json, and need `Link` exposed: without it the parser cannot find docs.jsonld.
 */
const ALLOW_HEADERS =
  'Authorization, Content-Type, Accept, Accept-Language, Preferences, Prefer, Idempotency-Key';
const EXPOSE_HEADERS = 'Link, Content-Location, Location, Accept-Patch, Allow, Idempotent-Replayed';
const MAX_AGE = '3600';
/**
 * The methods every preflight allows, API Platform's distribution's `allow_methods`, whatever the
 * address takes: a browser that was refused the preflight reports only "Failed to fetch", while
 * the request itself answers 405 with `Allow`, which a client can show (issue 21, item 11).
 */
const ALLOW_METHODS = 'GET, OPTIONS, POST, PUT, PATCH, DELETE';

/** The request's Origin when the configuration allows it, else null. */
function allowedOrigin(request: Request): string | null {
  const origin = request.headers.get('origin');
  const pattern = env().CORS_ALLOW_ORIGIN;
  if (!origin || !pattern || origin === 'null') return null;
  return pattern.test(origin) ? origin : null;
}

/** Adds the CORS answer to a response (every one varies by Origin once CORS is configured). */
export function applyCors(request: Request, response: Response): void {
  if (!env().CORS_ALLOW_ORIGIN) return;
  response.headers.append('Vary', 'Origin');
  const origin = allowedOrigin(request);
  if (!origin) return;
  response.headers.set('Access-Control-Allow-Origin', origin);
  response.headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
}

/** A CORS preflight: an OPTIONS request naming the method it wants to send. */
export const isPreflight = (request: Request) =>
  request.method === 'OPTIONS' &&
  request.headers.has('origin') &&
  request.headers.has('access-control-request-method');

/**
 * The preflight's answer (204). A disallowed origin gets no Access-Control headers, so the
 * browser refuses the real request; `allow`, when known, lists the methods this URL takes.
 */
export function preflightResponse(request: Request, allow: string[] | null): Response {
  const response = new Response(null, { status: 204 });
  if (allow) response.headers.set('Allow', allow.join(', '));
  if (allowedOrigin(request)) {
    response.headers.set('Access-Control-Allow-Methods', ALLOW_METHODS);
    response.headers.set('Access-Control-Allow-Headers', ALLOW_HEADERS);
    response.headers.set('Access-Control-Max-Age', MAX_AGE);
  }
  return response;
}
