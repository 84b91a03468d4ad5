import { NextRequest } from 'next/server';
import { handlers } from '@/lib/auth';
import { badCallbackUrlResponse } from '@/lib/http/callback-url';
import { publicOrigin } from '@/lib/http/public-origin';

/**
 * next-auth builds its redirects and picks the Secure cookie flag from the request URL, which under
 * `next start` always names localhost: hand it the request as addressed to the public origin.
 * A callbackUrl that is not of this site is refused first (lib/http/callback-url.ts).
 */
function onPublicOrigin(handler: (request: NextRequest) => Promise<Response>) {
  return async (request: NextRequest) => {
    const origin = publicOrigin(request.headers, request.nextUrl.origin);
    const badCallback = await badCallbackUrlResponse(request, origin);
    if (badCallback) return badCallback;
    const url = new URL(request.nextUrl.pathname + request.nextUrl.search, origin);
    return handler(new NextRequest(url, request));
  };
}

export const GET = onPublicOrigin(handlers.GET);
export const POST = onPublicOrigin(handlers.POST);
