import { NextResponse, type NextRequest } from 'next/server';
import { confirmEmailChange } from '@/lib/data/email-change';
import { publicOrigin } from '@/lib/http/public-origin';

/**
 * The link e-mailed to a new sign-in address: confirms it and lands on the account page, which
 * says what happened. The redirect also takes the token out of the address bar and history.
 */
export async function GET(request: NextRequest) {
  const outcome = await confirmEmailChange({ token: request.nextUrl.searchParams.get('token') ?? '' });
  const response = NextResponse.redirect(
    new URL(`/user/account?email=${outcome}`, publicOrigin(request.headers, request.nextUrl.origin)),
    303,
  );
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}
