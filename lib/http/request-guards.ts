/**
 * Checks made before Next.js handles a request, for requests it would answer with a 500: a method
 * it does not know (at the HTTP server, lib/http/forbidden-methods.ts), a server action from another
 * origin and a NUL in a page's query (proxy.ts). Pure functions of the method, path and headers.
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
  if (!api) return new Response(description, { status: 405, headers: { Allow: allow, 'Content-Type': 'text/plain; charset=utf-8' } });
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
  return Response.json(body, { status: 405, headers: { Allow: allow, 'Content-Type': 'application/ld+json; charset=utf-8' } });
}

/** Whether Next.js would treat this POST as a server action (its own test: action header or a form body). */
function mayBeServerAction(method: string, headers: Headers): boolean {
  if (method.toUpperCase() !== 'POST') return false;
  if (headers.has('next-action')) return true;
  const type = (headers.get('content-type') ?? '').toLowerCase();
  return type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');
}

/**
 * The host a server action must come from: Next.js compares the Origin's host with the first
 * X-Forwarded-Host, else Host, and on a mismatch (or an Origin that is not a URL) fails with a 500.
 * The same comparison here answers 403 first. Which host is the app's public one is item 1's
 * business; this only turns Next.js's refusal into a clear 4xx.
 */
export function foreignActionResponse(method: string, headers: Headers): Response | null {
  if (!mayBeServerAction(method, headers)) return null;
  const origin = headers.get('origin');
  if (origin === null) return null; // no Origin: not a browser's cross-site request (Next.js lets it through too)
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const host = forwarded || headers.get('host');
  let originHost: string | null = null;
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host;
  } catch {
    originHost = null;
  }
  if (originHost !== null && host && originHost === host) return null;
  return new Response('Cross-origin request refused.', { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
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
