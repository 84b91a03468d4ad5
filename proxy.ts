import NextAuth from 'next-auth';
import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server';
import { authConfig } from '@/lib/auth/config';
import { areaOfPath } from '@/lib/auth/roles';
import { foreignActionResponse, nulQueryResponse } from '@/lib/http/request-guards';

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
 * A server action from another origin gets a 403 and a NUL in a page's query a 400 (Next.js and
 * the database answered them with a 500); then the session redirect above. Unknown methods never
 * get here: they are answered at the HTTP server (lib/http/forbidden-methods.ts).
 */
export async function proxy(request: NextRequest, event: NextFetchEvent) {
  const foreign = foreignActionResponse(request.method, request.headers) ?? nulQueryResponse(request.nextUrl.searchParams);
  if (foreign) return foreign;
  return sessionProxy(request, event as never);
}

export const config = {
  matcher: ['/((?!api|_next/static|_next/image|media|favicon.ico|.*\\.(?:png|webp|svg|pdf|ico)$).*)'],
};
