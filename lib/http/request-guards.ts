import { env } from '@/lib/env';
import { disallowedHostMessage, isAllowedHost } from './allowed-hosts';
import { peerIsTrustedProxy } from './peer';

/**
 * Checks made before Next.js handles a request, for requests it would answer with a 500: a method
 * it does not know (at the HTTP server, lib/http/forbidden-methods.ts) and a NUL in a page's query
 * (proxy.ts); and a Host that is not this app's (proxy.ts, for `next start`/`next dev`:
 * scripts/serve.mjs refuses it before Next.js sees the request).
 */

/** The methods Next.js routes; anything else (TRACE, CONNECT, PROPFIND, ...) is answered here. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Pages take GET/HEAD and POST (server actions); /api resources some of these, listed exactly by OPTIONS. */
const PAGE_METHODS = 'GET, HEAD, POST';
const API_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * 405 with Allow for a method outside HTTP's usual set. TRACE once reached a page's renderer and
 * answered 500; on /api it got an empty 400. Both now get a 405 that says what to use instead.
 */
export function unknownMethodResponse(method: string, pathname: string): Response | null {
  if (KNOWN_METHODS.has(method.toUpperCase())) return null;
  const api = pathname === '/api' || pathname.startsWith('/api/');
  const allow = api ? API_METHODS : PAGE_METHODS;
  const description = `Method ${method.slice(0, 20)} is not allowed here. Allowed: ${allow}.`;
  if (!api)
    return new Response(description, {
      status: 405,
      headers: { Allow: allow, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  const body = {
    '@context': '/api/contexts/Error',
    '@type': 'hydra:Error',
    'hydra:title': 'An error occurred',
    'hydra:description': description,
    title: 'An error occurred',
    detail: description,
    status: 405,
    type: '/errors/405',
  };
  return Response.json(body, {
    status: 405,
    headers: { Allow: allow, 'Content-Type': 'application/ld+json; charset=utf-8' },
  });
}

/**
 * 400 for a page address whose query holds a NUL character: PostgreSQL cannot compare text with
 * one, so a page passing it to a list filter failed with a 500. (/api checks this in apiHandler,
 * with a Hydra error body.)
 */
export function nulQueryResponse(search: URLSearchParams): Response | null {
  for (const [key, value] of search) {
    if (key.includes('\u0000') || value.includes('\u0000')) {
      return new Response('A parameter of this address contains a NUL character.', {
        status: 400,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
  }
  return null;
}

/** 400 for a Host (or a trusted proxy's X-Forwarded-Host) outside ALLOWED_HOSTS (lib/http/allowed-hosts.ts). */
export function disallowedHostResponse(headers: Headers): Response | null {
  const { APP_URL, ALLOWED_HOSTS } = env();
  const forwarded = peerIsTrustedProxy(headers)
    ? headers.get('x-forwarded-host')?.split(',')[0]?.trim()
    : null;
  const host = forwarded || headers.get('host');
  if (isAllowedHost(host, { appUrl: APP_URL, allowedHosts: ALLOWED_HOSTS })) return null;
  return new Response(disallowedHostMessage(host ?? ''), {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
