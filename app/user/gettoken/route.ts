import { API_TOKEN_TTL_SECONDS, issueApiToken } from '@/lib/auth/token';
import { getSignedInSession } from '@/lib/auth/session';
import { currentSessionStamp } from '@/lib/data/session-stamps';
import { jsonAnswer } from '@/lib/http/legacy-json';
import { clientIp } from '@/lib/data/rate-limit';
import { recordSignIn } from '@/lib/data/sign-in-history';

/**
 * POST /user/gettoken (spec section 7): a signed-in session gets a short-lived JWT for
 * `Authorization: Bearer` on /api/*, tied to that session (signing out ends it too). Without a
 * session: 401 (JSON, not a redirect to the login page).
 */
export async function POST(request: Request) {
  const session = await getSignedInSession();
  const stamp = session && (await currentSessionStamp(session.actor.id));
  if (!session || !stamp)
    return jsonAnswer({ error: 'Full authentication is required to access this resource.' }, 401);
  const token = await issueApiToken(session.actor, stamp, session.sessionId);
  // An API client signs in this way: it goes into the member's sign-in history as "token".
  await recordSignIn({
    userId: session.actor.id,
    ip: clientIp(request.headers),
    userAgent: request.headers.get('user-agent'),
    method: 'token',
  });
  return jsonAnswer({ token, expires_in: API_TOKEN_TTL_SECONDS });
}
