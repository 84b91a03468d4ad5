import NextAuth from 'next-auth';
import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server';
import { authConfig } from '@/lib/auth/config';
import { areaOfPath } from '@/lib/auth/roles';
import { foreignActionResponse, nulQueryResponse, unknownMethodResponse } from '@/lib/http/request-guards';

const { auth } = NextAuth({ ...authConfig, secret: process.env.AUTH_SECRET });

/** JSON calls under /user/ answer 401 themselves: a redirect to an HTML page would confuse their clients. */
const JSON_CALLS = new Set(['/user/gettoken', '/user/changepasswordapi']);

/**
 * Optimistic only: sends visitors without a session to the login page (and back afterwards).
 * The real checks are in the pages (requireArea) and the data layer.
 */
const sessionProxy = auth((request) => {
  const { pathname, search } = request.nextUrl;
  const needsSession = !JSON_CALLS.has(pathname) && (areaOfPath(pathname) !== null || pathname.startsWith('/user/'));
  if (needsSession && !request.auth) {
    const login = new URL('/login', request.nextUrl.origin);
    login.searchParams.set('callbackUrl', pathname + search);
    return NextResponse.redirect(login);
  }
  const headers = new Headers(request.headers);
  headers.set('x-pathname', pathname + search);
  return NextResponse.next({ request: { headers } });
});

/**
 * Unknown methods (TRACE, ...) get a 405 with Allow everywhere, /api included, and a server action
 * from another origin a 403, a NUL in a page's query a 400: Next.js or the database would answer
 * them with a 500. /api and /media then go straight
 * on (they authenticate in their route handlers); pages get the session redirect above.
 */
export async function proxy(request: NextRequest, event: NextFetchEvent) {
  const { pathname } = request.nextUrl;
  const refused = unknownMethodResponse(request.method, pathname);
  if (refused) return refused;
  if (BARE_PATHS.test(pathname)) return NextResponse.next();
  const foreign = foreignActionResponse(request.method, request.headers) ?? nulQueryResponse(request.nextUrl.searchParams);
  if (foreign) return foreign;
  return sessionProxy(request, event as never);
}

/** Paths whose route handlers check everything themselves: the proxy only guards their methods. */
const BARE_PATHS = /^\/(?:api|media)(?:\/|$)/;

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|.*\\.(?:png|webp|svg|pdf|ico)$).*)'],
};
