import NextAuth from 'next-auth';
import { NextResponse } from 'next/server';
import { authConfig } from '@/lib/auth/config';
import { areaOfPath } from '@/lib/auth/roles';

const { auth } = NextAuth({ ...authConfig, secret: process.env.AUTH_SECRET });

/** JSON calls under /user/ answer 401 themselves: a redirect to an HTML page would confuse their clients. */
const JSON_CALLS = new Set(['/user/gettoken', '/user/changepasswordapi']);

/**
 * Optimistic only: sends visitors without a session to the login page (and back afterwards).
 * The real checks are in the pages (requireArea) and the data layer.
 */
export const proxy = auth((request) => {
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

export const config = {
  matcher: ['/((?!api|_next/static|_next/image|media|favicon.ico|.*\\.(?:png|webp|svg|pdf|ico)$).*)'],
};
