import { API_TOKEN_TTL_SECONDS, issueApiToken } from '@/lib/auth/token';
import { getActor } from '@/lib/auth/session';
import { currentSessionStamp } from '@/lib/data/session-stamps';
import { jsonAnswer } from '@/lib/http/legacy-json';

/**
 * POST /user/gettoken (spec section 7): a signed-in session gets a short-lived JWT for
 * `Authorization: Bearer` on /api/*. Without a session: 401 (JSON, not a redirect to the login page).
 */
export async function POST() {
  const actor = await getActor();
  const stamp = actor && (await currentSessionStamp(actor.id));
  if (!actor || !stamp)
    return jsonAnswer({ error: 'Full authentication is required to access this resource.' }, 401);
  return jsonAnswer({ token: await issueApiToken(actor, stamp), expires_in: API_TOKEN_TTL_SECONDS });
}
