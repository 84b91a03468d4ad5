import NextAuth from 'next-auth';
import { NextRequest, NextResponse, type NextFetchEvent } from 'next/server';
import { serverAuthConfig } from '@/lib/auth/server-config';
import { env } from '@/lib/env';
import { freshSession } from '@/lib/auth/fresh-session';
import { areaOfPath } from '@/lib/auth/roles';
import { malformedActionResponse } from '@/lib/http/action-request';
import { crossOriginRefusal, isSameOriginRequest } from '@/lib/http/origin-guard';
import { configuredOrigin, publicOrigin, requestOrigin } from '@/lib/http/public-origin';
import { disallowedHostResponse, nulQueryResponse } from '@/lib/http/request-guards';
import {
  NONCE_HEADER,
  STRICT_TRANSPORT_SECURITY,
  contentSecurityPolicy,
  createNonce,
  servedOverHttps,
} from '@/lib/http/content-security-policy';

// With the ended-session check (lib/auth/server-config.ts): the proxy is where a page's session
// cookie is refreshed, so it is where a signed-out session must not be.
const { auth } = NextAuth({ ...serverAuthConfig, secret: env().AUTH_SECRET });

/** JSON calls under /user/ answer 401 themselves: a redirect to an HTML page would confuse their clients. */
const JSON_CALLS = new Set(['/user/gettoken', '/user/changepasswordapi']);

/**
 * Optimistic only: sends visitors without a session to the login page (and back afterwards).
 * The real checks are in the pages (requireArea) and the data layer.
 * Every page also gets its Content-Security-Policy here, with this request's nonce.
 */
// The event parameter makes next-auth pick its middleware overload (with one parameter it would type
// the wrapper as a route handler, whose second argument is not the event proxy() passes on).
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const withSession = auth((request, _event: NextFetchEvent) => pageResponse(request, Boolean(request.auth)));

/** The page's way on: the login page when it needs a session and has none, else its CSP and headers. */
function pageResponse(request: NextRequest, signedIn: boolean) {
  const { pathname, search } = request.nextUrl;
  const needsSession =
    !JSON_CALLS.has(pathname) && (areaOfPath(pathname) !== null || pathname.startsWith('/user/'));
  if (needsSession && !signedIn) {
    const login = new URL('/login', request.headers.get('x-public-origin') ?? request.nextUrl.origin);
    login.searchParams.set('callbackUrl', pathname + search);
    return NextResponse.redirect(login);
  }
  const https = servedOverHttps(request.headers.get('x-public-origin') ?? request.url);
  const nonce = createNonce();
  const policy = contentSecurityPolicy(nonce, { https, dev: process.env.NODE_ENV === 'development' });
  const headers = new Headers(request.headers);
  headers.set('x-pathname', pathname + search);
  headers.set(NONCE_HEADER, nonce);
  headers.set('Content-Security-Policy', policy); // where Next.js looks for the nonce of its scripts
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  if (https) response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  return response;
}

/**
 * Runs before every page, server action and non-API route (/api and /media check everything in
 * their route handlers):
 * 1. (unknown methods never get here: lib/http/forbidden-methods.ts answers them with a 405 at
 *    the HTTP server, where even TRACE reaches);
 * 2. a Host that is not this app's is a 400 (scripts/serve.mjs refuses it first; this covers
 *    `next start`/`next dev`); with APP_URL set, a page asked for under another host name moves
 *    to the same path on APP_URL before any session cookie is set there, so a session never
 *    splits between two hosts (scripts/serve.mjs does this first too, with an absolute Location);
 * 3. a write (server action, /logout, legacy JSON call) from a foreign Origin is a 403, a server
 *    action call Next.js cannot decode into arguments (not JSON, not a list, over 1 MB, nested
 *    too deep) a 400 or 413, and a NUL in a page's query a 400 (all were 500s);
 * 4. X-Forwarded-Host/Proto are rewritten to the public origin, so next-auth (URLs, redirects, the
 *    Secure cookie flag) and Next's own server-action check see the same origin as lib/http does.
 */
export async function proxy(request: NextRequest, event: NextFetchEvent) {
  const { pathname, search } = request.nextUrl;
  const badHost = disallowedHostResponse(request.headers);
  if (badHost) return badHost;
  const origin = publicOrigin(request.headers, request.nextUrl.origin);
  const readOnly = request.method === 'GET' || request.method === 'HEAD';
  if (readOnly && configuredOrigin() && requestOrigin(request.headers, origin) !== origin) {
    return NextResponse.redirect(new URL(pathname + search, origin), 308);
  }
  if (!isSameOriginRequest(request.method, request.headers, origin)) return crossOriginRefusal();
  const badAction = await malformedActionResponse(request);
  if (badAction) return badAction;
  const badQuery = nulQueryResponse(request.nextUrl.searchParams);
  if (badQuery) return badQuery;
  const { host, protocol } = new URL(origin);
  const headers = new Headers(request.headers);
  headers.set('x-forwarded-host', host);
  headers.set('x-forwarded-proto', protocol.slice(0, -1));
  headers.set('x-public-origin', origin);
  const forwarded = new NextRequest(request, { headers });
  // A session cookie issued in the last minutes needs no refresh: next-auth is skipped (its CSRF
  // hash and the cookie's encryption were a tenth of a signed-in page's server time).
  if (await freshSession(request.cookies, env().AUTH_SECRET ?? '')) return pageResponse(forwarded, true);
  return withSession(forwarded, event);
}

export const config = {
  matcher: ['/((?!api|_next/static|_next/image|media|assets|favicon.ico|.*\\.(?:png|webp|svg|pdf|ico)$).*)'],
};
