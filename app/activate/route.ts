import { NextResponse, type NextRequest } from 'next/server';
import { activateAccount, type ActivationOutcome } from '@/lib/data/accounts';
import { publicOrigin } from '@/lib/http/public-origin';

const NOTICE: Record<ActivationOutcome, string> = {
  activated: 'activated',
  used: 'link-used',
  expired: 'link-expired',
  invalid: 'link-invalid',
};

/**
 * The link of the activation e-mail: activates the account and lands on the login page, which
 * says what happened. The redirect also takes the token out of the address bar and history.
 */
export async function GET(request: NextRequest) {
  const outcome = await activateAccount({ token: request.nextUrl.searchParams.get('token') ?? '' });
  const response = NextResponse.redirect(
    new URL(`/login?notice=${NOTICE[outcome]}`, publicOrigin(request.headers, request.nextUrl.origin)),
    303,
  );
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}
