import { getActor } from './session';
import type { Actor } from './roles';
import { bearerSession } from './bearer';

/**
 * The caller of a JSON call: a Bearer token from /user/gettoken (what the legacy client sends on
 * every data call) or, failing that, the session cookie. A Bearer token that does not verify is
 * not silently replaced by the cookie. `tokenSessionId` is the session a Bearer token was made
 * from: a token handed out in exchange for it is tied to the same session.
 */
export async function getJsonCaller(
  request: Request,
): Promise<{ actor: Actor; tokenSessionId?: string } | null> {
  const authorization = request.headers.get('authorization');
  if (authorization?.toLowerCase().startsWith('bearer ')) {
    const session = await bearerSession(authorization.slice(7).trim());
    return session && { actor: session.actor, tokenSessionId: session.sessionId };
  }
  const actor = await getActor();
  return actor && { actor };
}
