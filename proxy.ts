import NextAuth from 'next-auth';
import { NextResponse } from 'next/server';
import { authConfig } from '@/lib/auth/config';
import { areaOfPath } from '@/lib/auth/roles';
import {
  NONCE_HEADER,
  STRICT_TRANSPORT_SECURITY,
  contentSecurityPolicy,
  createNonce,
  servedOverHttps,
} from '@/lib/http/content-security-policy';

const { auth } = NextAuth({ ...authConfig, secret: process.env.AUTH_SECRET });

/** JSON calls under /user/ answer 401 themselves: a redirect to an HTML page would confuse their clients. */
const JSON_CALLS = new Set(['/user/gettoken', '/user/changepasswordapi']);

/**
 * Optimistic only: sends visitors without a session to the login page (and back afterwards).
 * The real checks are in the pages (requireArea) and the data layer.
 * Every page also gets its Content-Security-Policy here, with this request's nonce.
 */
export const proxy = auth((request) => {
  const { pathname, search } = request.nextUrl;
  const needsSession = !JSON_CALLS.has(pathname) && (areaOfPath(pathname) !== null || pathname.startsWith('/user/'));
  if (needsSession && !request.auth) {
    const login = new URL('/login', request.nextUrl.origin);
    login.searchParams.set('callbackUrl', pathname + search);
    return NextResponse.redirect(login);
  }
  const https = servedOverHttps(request.url);
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
});

export const config = {
  matcher: ['/((?!api|_next/static|_next/image|media|favicon.ico|.*\\.(?:png|webp|svg|pdf|ico)$).*)'],
};
